import { legalKeys } from '@app/domain/legal'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContext, type RequestContext } from '#api/plugins/context'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { publicPageHead, sitemap, sitemapPage, sitemapUrlLimit } from './web-shell.service'

/**
 * Issue 42 §2: what crawlers read at the site's root. /robots.txt keeps them to the public pages; /sitemap.xml lists
 * every public page, each public doctor's from the database as it is now, and becomes an index of pages past the
 * protocol's 50,000 addresses (tested here with a small limit).
 */

const site = 'https://sehha.example'
let t: TestApp
let ctx: RequestContext
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false, env: { PUBLIC_URL: site } })
  ctx = createContext(
    { db: t.db, config: t.config, clock: { now: () => new Date() }, adapters: t.adapters, jobs: t.jobs },
    { log: pino({ level: 'silent' }), requestId: 'test', language: 'ar' },
  )
})
afterAll(async () => {
  await t.close()
})

const read = async (xml: AsyncIterable<string> | null) => {
  if (!xml) throw new Error('no sitemap page')
  let text = ''
  for await (const chunk of xml) text += chunk
  return text
}
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]?.replaceAll('&amp;', '&'))
const urlCount = (xml: string) => xml.match(/<url>/g)?.length ?? 0
/** The specialties whose lists a sitemap names, by their Arabic address. */
const listedSpecialtyIds = (xml: string) =>
  [...xml.matchAll(/<loc>[^<]*\/specialists\?specialtyId=(\d+)<\/loc>/g)].map((m) => Number(m[1]))

/** Every doctor, and whether a signed-out visitor may see them (SPEC 4), read here apart from the code under test. */
async function allDoctors() {
  const rows = await t.db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.userId')
    .select(['d.userId', 'd.verified', 'd.testing', 'u.deactivated', 'd.clinicActive', 'd.updatedAt'])
    .orderBy('d.userId')
    .execute()
  return rows.map((row) => ({ ...row, isPublic: row.verified && !row.testing && !row.deactivated }))
}

describe('GET /robots.txt', () => {
  /** Whether robots.txt lets a crawler fetch `path`: the longest matching rule, Allow on a tie (RFC 9309). */
  function allowed(robots: string, path: string): boolean {
    const rules = [...robots.matchAll(/^(Allow|Disallow): (\S+)$/gm)].map((m) => ({
      allow: m[1] === 'Allow',
      prefix: m[2] ?? '',
    }))
    const matching = rules
      .filter((rule) => path.startsWith(rule.prefix))
      .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow))
    return matching[0]?.allow ?? true
  }

  it('lets crawlers at the public pages, keeps them from the private ones and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    const robots = response.body
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Sitemap: https:\/\/sehha\.example\/sitemap\.xml$/m)
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e'
    for (const path of [
      '/',
      '/home',
      '/primary_doctors?sort=price',
      '/specialists?specialtyId=3',
      '/clinic',
      `/doctor/${id}`,
      `/clinic/${id}?lang=en`,
      '/for-doctor',
      '/for-lab',
      '/for-radio',
      '/help',
      '/help/terms',
      '/help/doctors-agreement',
      '/radios_labs',
      '/sign-in',
      '/icons/icon-512.png',
      `/api/v1/files/${id}`,
      '/sitemap.xml',
    ])
      expect(allowed(robots, path), path).toBe(true)
    for (const path of [
      '/api/v1/session',
      '/api/v1/bookings',
      '/booking',
      `/booking/${id}/success`,
      '/bookings',
      `/call/${id}`,
      `/call-review/${id}`,
      `/call-summary/${id}`,
      `/session-summary/${id}`,
      `/follow-up/${id}`,
      '/doctors/3/consultant',
      '/labs/3',
      '/lab_details/3',
      '/radios/3',
      '/radio_details/3',
      '/favourites',
      '/health_records',
      `/health_records_visit/${id}`,
      `/health_records_prescription/${id}`,
      '/prescriptions',
      '/verify/7KQ2M-X9D4T',
      '/orders',
      '/wallet',
      '/wallet/payments',
      `/payments/pay/${id}`,
      '/profile',
      '/profile/edit/clinic',
      '/schedule',
      '/settings',
      '/create-profile',
      '/change-password',
      '/forgot-password/doctor',
      '/verify-email?token=x',
      '/notifications',
      '/admin-sign-in',
      '/manage-admins',
      '/manage-doctors',
      `/manage-doctors/${id}`,
      '/manage-dialogs',
      '/hh_form_leads',
      '/send-notifications',
      '/dumps',
      '/audit',
      '/dev/outbox',
    ])
      expect(allowed(robots, path), path).toBe(false)
  })
})

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every public doctor’s, with their languages and when they changed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(response.headers['cache-control']).toBe('public, max-age=3600')
    const xml = response.body
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset /)
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml.trimEnd()).toMatch(/<\/urlset>$/)
    const listed = locs(xml)
    for (const path of [
      '/home',
      '/primary_doctors',
      '/specialists',
      '/clinic',
      '/help',
      ...legalKeys.map((key) => `/help/${key}`),
    ]) {
      expect(listed).toContain(`${site}${path}`)
      expect(listed).toContain(`${site}${path}?lang=en`)
    }
    // English only (SPEC 1): one address.
    for (const path of ['/for-doctor', '/for-lab', '/for-radio']) {
      expect(listed).toContain(`${site}${path}`)
      expect(listed).not.toContain(`${site}${path}?lang=en`)
    }
    const doctors = await allDoctors()
    const visible = doctors.filter((d) => d.isPublic)
    const clinics = visible.filter((d) => d.clinicActive)
    expect(visible.length).toBeGreaterThan(10)
    expect(clinics.length).toBeGreaterThan(0)
    const specialties = listedSpecialtyIds(xml)
    expect(specialties.length).toBeGreaterThan(0)
    expect(urlCount(xml)).toBe(
      13 + 2 * legalKeys.length + 2 * specialties.length + 2 * (visible.length + clinics.length),
    )
    expect(new Set(listed).size).toBe(listed.length)
    for (const doctor of visible) {
      const entry = new RegExp(
        `<url><loc>${site}/doctor/${doctor.userId}</loc><lastmod>${doctor.updatedAt.toISOString()}</lastmod>` +
          `<xhtml:link rel="alternate" hreflang="ar" href="${site}/doctor/${doctor.userId}"/>` +
          `<xhtml:link rel="alternate" hreflang="en" href="${site}/doctor/${doctor.userId}\\?lang=en"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${site}/doctor/${doctor.userId}"/></url>`,
      )
      expect(xml).toMatch(entry)
      expect(listed).toContain(`${site}/doctor/${doctor.userId}?lang=en`)
      expect(listed.includes(`${site}/clinic/${doctor.userId}`)).toBe(doctor.clinicActive)
      expect(listed.includes(`${site}/clinic/${doctor.userId}?lang=en`)).toBe(doctor.clinicActive)
    }
  })

  it('lists the list of each specialty that has a doctor to show, headed with its name, in both languages', async () => {
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
    const listed = new Set(listedSpecialtyIds(xml))
    const specialties = await t.db
      .selectFrom('specialties')
      .select(['id', 'enabledVideo', 'isPrimaryCare'])
      .orderBy('id')
      .execute()
    let shown = 0
    for (const specialty of specialties) {
      // What a visitor finds there, read through the search the page itself makes (SPEC 2.6).
      const found = await t.app.inject({
        method: 'GET',
        url: `/api/v1/doctors?practice=video&specialtyId=${specialty.id}`,
      })
      const listsDoctors =
        specialty.enabledVideo &&
        !specialty.isPrimaryCare &&
        found.json<{ items: unknown[] }>().items.length > 0
      expect(listed.has(specialty.id), `specialty ${specialty.id}`).toBe(listsDoctors)
      if (!listsDoctors) continue
      shown++
      expect(xml).toContain(`<loc>${site}/specialists?specialtyId=${specialty.id}&amp;lang=en</loc>`)
      const head = await publicPageHead(ctx, { kind: 'specialists', specialtyId: specialty.id }, 'ar', site)
      expect(head?.html).toContain(
        `<link rel="canonical" href="${site}/specialists?specialtyId=${specialty.id}">`,
      )
    }
    expect(shown).toBeGreaterThan(0)
    expect(specialties.some((s) => s.isPrimaryCare)).toBe(true)
  })

  it('lists exactly the doctors whose pages are public, the rule the pages’ heads follow', async () => {
    // Deactivated by the admins (SPEC 4): out of the sitemap at once, as are the unverified and testing doctors.
    const deactivated = (await allDoctors()).find((d) => d.isPublic && d.clinicActive)
    if (!deactivated) throw new Error('no public clinic doctor')
    await t.db.updateTable('users').set({ deactivated: true }).where('id', '=', deactivated.userId).execute()
    try {
      const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
      const doctors = await allDoctors()
      expect(doctors.some((d) => !d.verified)).toBe(true)
      expect(doctors.some((d) => d.testing)).toBe(true)
      for (const doctor of doctors) {
        const inSitemap = xml.includes(`<loc>${site}/doctor/${doctor.userId}</loc>`)
        const head = await publicPageHead(ctx, { kind: 'doctor', doctorId: doctor.userId }, 'ar', site)
        expect(inSitemap, doctor.userId).toBe(doctor.isPublic)
        expect(head !== null, doctor.userId).toBe(inSitemap)
        const clinicHead = await publicPageHead(ctx, { kind: 'clinic', doctorId: doctor.userId }, 'en', site)
        expect(clinicHead !== null, doctor.userId).toBe(
          xml.includes(`<loc>${site}/clinic/${doctor.userId}</loc>`),
        )
      }
      expect(xml).not.toContain(deactivated.userId)
    } finally {
      await t.db
        .updateTable('users')
        .set({ deactivated: false })
        .where('id', '=', deactivated.userId)
        .execute()
    }
  })

  it('shows a doctor verified a moment ago, dated by the change', async () => {
    const waiting = (await allDoctors()).find((d) => !d.verified && !d.testing)
    if (!waiting) throw new Error('no unverified doctor')
    const before = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
    expect(before).not.toContain(waiting.userId)
    const updatedAt = new Date('2026-12-01T10:00:00.000Z')
    await t.db
      .updateTable('doctors')
      .set({ verified: true, updatedAt })
      .where('userId', '=', waiting.userId)
      .execute()
    try {
      const after = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body
      expect(after).toContain(
        `<url><loc>${site}/doctor/${waiting.userId}</loc><lastmod>2026-12-01T10:00:00.000Z</lastmod>`,
      )
    } finally {
      await t.db
        .updateTable('doctors')
        .set({ verified: false })
        .where('userId', '=', waiting.userId)
        .execute()
    }
  })
})

describe('the sitemap index', () => {
  it('stays one file up to the limit of addresses and becomes an index of pages above it', async () => {
    expect(sitemapUrlLimit).toBe(50_000)
    const whole = await read(await sitemap(ctx, site))
    const total = urlCount(whole)
    expect(whole).toContain('<urlset ')
    // Exactly at the limit: still one file.
    expect(await read(await sitemap(ctx, site, total))).toBe(whole)

    // One address fewer allowed: an index, whose pages hold the same addresses, none past the limit.
    // The smallest limit: the fixed pages' addresses (the static pages', the specialties') and one doctor's four.
    const fixedUrls = locs(whole).filter((loc) => !/\/(doctor|clinic)\//.test(loc ?? '')).length
    for (const limit of [total - 1, fixedUrls + 13, fixedUrls + 4]) {
      const index = await read(await sitemap(ctx, site, limit))
      expect(index).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex /)
      expect(index).not.toContain('<url>')
      const pages = locs(index)
      expect(pages.length).toBeGreaterThan(1)
      expect(pages).toEqual(pages.map((_, i) => `${site}/sitemaps/${i + 1}.xml`))
      const listed: string[] = []
      for (let n = 1; n <= pages.length; n++) {
        const page = await read(await sitemapPage(ctx, site, n, limit))
        expect(page).toContain('<urlset ')
        expect(urlCount(page), `page ${n} of limit ${limit}`).toBeLessThanOrEqual(limit)
        expect(urlCount(page)).toBeGreaterThan(0)
        listed.push(...locs(page).filter((loc): loc is string => loc !== undefined))
      }
      expect(listed).toEqual(locs(whole))
      expect(await sitemapPage(ctx, site, pages.length + 1, limit)).toBeNull()
      expect(await sitemapPage(ctx, site, 0, limit)).toBeNull()
    }
  })

  it('serves the pages at /sitemaps/{n}.xml, and no page past the last', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/sitemaps/1.xml' })
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(first.headers['cache-control']).toBe('public, max-age=3600')
    expect(first.body).toContain(`<loc>${site}/home</loc>`)
    for (const url of ['/sitemaps/2.xml', '/sitemaps/0.xml', '/sitemaps/01.xml', '/sitemaps/x.xml']) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
      expect(response.json<{ error: { code: string } }>().error.code).toBe('NOT_FOUND')
    }
  })
})
