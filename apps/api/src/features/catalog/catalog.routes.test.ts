import { localName, type Catalog } from '@app/domain/catalog'
import { localeTag } from '@app/i18n/format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testAppParts, type TestApp } from '#api/testing/build-test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
})
afterAll(() => t.close())

describe('GET /api/v1/catalog: the named lists in each language’s alphabetical order (issue 8 §5)', () => {
  it('orders every area, specialty and nationality once, by its name as the language’s collator sorts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/catalog' })
    expect(res.statusCode).toBe(200)
    // Written once while the counts stay the same, and sent as JSON (issue 42 §3).
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=300')
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/catalog' })).body).toBe(res.body)
    const catalog = res.json<Catalog>()
    for (const language of ['ar', 'en'] as const) {
      const compare = new Intl.Collator(localeTag(language)).compare
      for (const list of ['areas', 'specialties', 'nationalities'] as const) {
        const items: { id: number; nameAr: string; nameEn: string }[] = catalog[list]
        const order = catalog.alphabetical[language][list]
        expect([...order].sort((a, b) => a - b)).toEqual(items.map((item) => item.id).sort((a, b) => a - b))
        const byId = new Map(items.map((item) => [item.id, localName(item, language)]))
        const names = order.map((id) => byId.get(id) ?? '')
        for (let i = 1; i < names.length; i++)
          expect(
            compare(names[i - 1] ?? '', names[i] ?? ''),
            `${language} ${list} at ${i}`,
          ).toBeLessThanOrEqual(0)
      }
    }
    // The two languages sort differently: Arabic names are not in the English names' order.
    expect(catalog.alphabetical.ar.specialties).not.toEqual(catalog.alphabetical.en.specialties)
  })
})

describe('GET /api/v1/catalog: asked again with its tag (issue 42 §3)', () => {
  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/v1/catalog', headers })

  it('answers 304 with no body while the catalog is the same, and the whole catalog under a new tag once it changes', async () => {
    const first = await get()
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    for (const asked of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get({ 'if-none-match': asked })
      expect(again.statusCode, asked).toBe(304)
      expect(again.body).toBe('')
      expect(again.headers.etag).toBe(etag)
      expect(again.headers['cache-control']).toBe('public, max-age=300')
    }
    const other = await get({ 'if-none-match': '"not-this-one"' })
    expect(other.statusCode).toBe(200)
    expect(other.body).toBe(first.body)

    // A doctor's practice changes a specialty's count: the catalog is another, and so is its tag.
    const { db } = testAppParts(t.app)
    const specialty = first.json<Catalog>().specialties[0]
    if (!specialty) throw new Error('the catalog has no specialty')
    const moved = specialty.activeDrsCount.video + 1
    await db
      .updateTable('specialties')
      .set({ activeDrsVideo: moved })
      .where('id', '=', specialty.id)
      .execute()
    try {
      const changed = await get({ 'if-none-match': etag })
      expect(changed.statusCode).toBe(200)
      expect(changed.headers.etag).not.toBe(etag)
      expect(changed.json<Catalog>().specialties[0]?.activeDrsCount.video).toBe(moved)
    } finally {
      await db
        .updateTable('specialties')
        .set({ activeDrsVideo: specialty.activeDrsCount.video })
        .where('id', '=', specialty.id)
        .execute()
    }
  })
})
