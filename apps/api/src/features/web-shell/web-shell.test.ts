import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn } from '#api/testing/journeys'
import { renderShell } from './web-shell.service'

/**
 * Issue 8 §5 (docs/decisions/0012 "The prerendered heading"): the page the server sends for a path outside /api is
 * the web app's own index.html (the real one, so that its shell's marker is tested), in the visitor's language, with
 * a public entry page's heading in the shell for a signed-out visit.
 */

const webDist = mkdtempSync(path.join(tmpdir(), 'sehha-web-shell-'))
copyFileSync(
  path.resolve(import.meta.dirname, '../../../../web/index.html'),
  path.join(webDist, 'index.html'),
)
let t: TestApp
let doctorId: string
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false, env: { WEB_DIST: webDist } })
  const doctor = await t.db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.userId')
    .select(['d.userId'])
    .where('d.verified', '=', true)
    .where('d.testing', '=', false)
    .where('u.deactivated', '=', false)
    .where('d.nameEn', 'is not', null)
    .orderBy('d.userId')
    .executeTakeFirstOrThrow()
  doctorId = doctor.userId
})
afterAll(async () => {
  await t.close()
  rmSync(webDist, { recursive: true, force: true })
})

async function page(url: string, cookie?: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
  return response
}
const headingOf = (html: string) => /<h1 class="app-shell-heading">([^<]*)<\/h1>/.exec(html)?.[1] ?? null
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0]

describe('the web app page', () => {
  it('heads a public entry page in Arabic by default, whatever the browser asks for', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/primary_doctors',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    })
    expect(htmlTag(response.body)).toBe('<html lang="ar" dir="rtl">')
    // The app links its manifest once the visit has settled (docs/decisions/0012), not the page.
    expect(response.body).not.toContain('rel="manifest"')
    expect(headingOf(response.body)).toBe('أطباء الرعاية الأولية')
    expect(response.body).toContain('<div class="app-shell-page" style="max-width: 960px">')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers.vary).toMatch(/cookie/)
    expect(headingOf((await page('/home')).body)).toBe('صحتك على بُعد لمسة')
    expect(headingOf((await page('/specialists')).body)).toBe('الأطباء المتخصصون')
    expect(headingOf((await page('/clinic')).body)).toBe('زيارة العيادة')
    expect(headingOf((await page('/sign-in')).body)).toBe('تسجيل الدخول')
  })

  it("follows the visitor's language cookie, on <html> too", async () => {
    const response = await page('/primary_doctors?q=%D8%A3%D8%AD%D9%85%D8%AF', 'lang=en')
    expect(htmlTag(response.body)).toBe('<html lang="en" dir="ltr">')
    expect(headingOf(response.body)).toBe('Primary care doctors')
    expect(headingOf((await page('/home', 'lang=xx')).body)).toBe('صحتك على بُعد لمسة')
  })

  it("heads a doctor's page with the doctor's name, beside the photo's place, in the reader's language", async () => {
    const names = await t.db
      .selectFrom('doctors')
      .select(['nameAr', 'nameEn'])
      .where('userId', '=', doctorId)
      .executeTakeFirstOrThrow()
    const arabic = (await page(`/doctor/${doctorId}`)).body
    expect(headingOf(arabic)).toBe(names.nameAr)
    expect(arabic).toContain('<div class="app-shell-doctor"><div class="app-shell-avatar"></div><h1')
    expect(headingOf((await page(`/clinic/${doctorId.toUpperCase()}`, 'lang=en')).body)).toBe(names.nameEn)
  })

  it('prerenders nothing it should not: hidden doctors, unknown pages, pages that depend on a query or on who asks', async () => {
    // A doctor the admins have not verified (yet, or any more) has no public page (SPEC 4).
    await t.db.updateTable('doctors').set({ verified: false }).where('userId', '=', doctorId).execute()
    const plain = (url: string, cookie?: string) => page(url, cookie).then((r) => headingOf(r.body))
    try {
      expect(await plain(`/doctor/${doctorId}`)).toBeNull()
    } finally {
      await t.db.updateTable('doctors').set({ verified: true }).where('userId', '=', doctorId).execute()
    }
    expect(await plain('/doctor/00000000-0000-4000-8000-000000000000')).toBeNull()
    expect(await plain('/doctor/not-a-uuid')).toBeNull()
    expect(await plain('/specialists?specialtyId=3')).toBeNull()
    expect(await plain('/sign-in?role=doctor')).toBeNull()
    expect(await plain('/bookings')).toBeNull()
    const signedIn = await signIn(t.app, demo.patient.phone, demo.patient.password)
    expect(await plain('/home', signedIn)).toBeNull()
    // The plain shell is still there, skeleton and all.
    expect((await page('/bookings')).body).toContain('<div class="app-shell-line app-shell-title"></div>')
  })

  it("answers odd addresses with the plain page (or, for a malformed one, Fastify's 400), never a 500", async () => {
    for (const url of [
      '//evil.example/home',
      '/doctor/%zz',
      '/home?%E0%A4%A',
      `/doctor/${'a'.repeat(5000)}`,
      '/%00',
    ]) {
      const response = await t.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBeLessThan(500)
    }
    // A path the app's router does not know is not headed, whatever a URL parser would make of it.
    expect(headingOf((await page('//evil.example/home')).body)).toBeNull()
    expect(headingOf((await page(`/doctor/${'a'.repeat(5000)}`)).body)).toBeNull()
  })

  it('escapes the text it puts in the page', async () => {
    await t.db
      .updateTable('doctors')
      .set({ nameEn: 'Dr. <b>"Bold"</b> & Co' })
      .where('userId', '=', doctorId)
      .execute()
    try {
      const html = (await page(`/doctor/${doctorId}`, 'lang=en')).body
      expect(headingOf(html)).toBe('Dr. &lt;b&gt;&quot;Bold&quot;&lt;/b&gt; &amp; Co')
      // A replacement pattern in a name is text, not an instruction to copy the page into it.
      await t.db
        .updateTable('doctors')
        .set({ nameEn: "Dr. $` $& $' Co" })
        .where('userId', '=', doctorId)
        .execute()
      const patterned = (await page(`/doctor/${doctorId}`, 'lang=en')).body
      expect(headingOf(patterned)).toBe('Dr. $` $&amp; $&#39; Co')
      expect(patterned.match(/<!doctype html>/gi)).toHaveLength(1)
    } finally {
      await t.db.updateTable('doctors').set({ nameEn: null }).where('userId', '=', doctorId).execute()
    }
  })

  it('sends the page compressed to a browser that takes brotli', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/home',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.headers['content-encoding']).toBe('br')
    expect(headingOf(brotliDecompressSync(response.rawPayload).toString('utf8'))).toBe('صحتك على بُعد لمسة')
  })
})

describe("the first screens' styles in the shell (docs/decisions/0031)", () => {
  // As the web build writes them (apps/web/vite.config.ts): one tag per language, Emotion's names in the first.
  const template =
    '<html lang="ar" dir="rtl"><head><style>body{margin:0}</style>' +
    '<style data-first-screen-styles="ar" data-styles="muirtl a1 b2">.muirtl-a1{right:0}.muirtl-b2{color:red}</style>' +
    '<style data-first-screen-styles="en" data-styles="muiltr a1 c3">.muiltr-a1{left:0}.muiltr-c3{color:red}</style>' +
    '</head><body></body></html>'

  it("keeps the styles of the page's language only", () => {
    const arabic = renderShell(template, 'ar', null)
    expect(arabic).toContain('data-first-screen-styles="ar"')
    expect(arabic).not.toContain('data-first-screen-styles="en"')
    expect(arabic).toContain('<style>body{margin:0}</style>')
    const english = renderShell(template, 'en', null)
    expect(english).toContain(
      '<style data-first-screen-styles="en" data-styles="muiltr a1 c3">.muiltr-a1{left:0}',
    )
    expect(english).not.toContain('muirtl')
    expect(english).toContain('<html lang="en" dir="ltr">')
  })
})
