import { localName, type Catalog } from '@app/domain/catalog'
import { localeTag } from '@app/i18n/format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'

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
