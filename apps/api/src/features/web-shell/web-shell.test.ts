import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import type { Language } from '@app/domain/shared'
import { translate } from '@app/i18n'
import { sql } from 'kysely'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn } from '#api/testing/journeys'
import { escapeHtml } from './web-shell.service'

/**
 * Issue 42 §2 and §4: a signed-out visit to a public page gets it rendered on the server by the web app's own
 * renderer (apps/web/src/entry-server.tsx, built here as `vite build --ssr` builds it), in the web app's real
 * index.html, with its head, Emotion's styles and the data the browser hydrates with; anything else (a session, a
 * hidden doctor, a read that does not come in time) gets the static shell. Against a real PostgreSQL with the demo
 * data.
 */

const web = path.resolve(import.meta.dirname, '../../../../web')
const root = mkdtempSync(path.join(tmpdir(), 'sehha-web-shell-'))
const webDist = path.join(root, 'dist')

let t: TestApp
/** A public doctor with a clinic (and a video practice), with an English name. */
let doctor: { userId: string; nameAr: string; nameEn: string }

beforeAll(async () => {
  mkdirSync(webDist)
  copyFileSync(path.join(web, 'index.html'), path.join(webDist, 'index.html'))
  // Built as `npm run build` builds it: Vite takes production from NODE_ENV, which vitest sets to `test` (the JSX
  // would then call React's development runtime, which the renderer's production React does not have).
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      root: web,
      configFile: path.join(web, 'vite.config.ts'),
      logLevel: 'error',
      build: { ssr: 'src/entry-server.tsx', outDir: path.join(root, 'dist-server'), emptyOutDir: true },
    })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  expect(existsSync(path.join(root, 'dist-server', 'entry-server.js'))).toBe(true)
  // A deadline no busy test machine misses (the slow read's test has its own app with none to speak of).
  t = await buildTestApp({ rateLimit: false, env: { WEB_DIST: webDist, SSR_DEADLINE_MS: '20000' } })
  const found = await t.db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.userId')
    .select(['d.userId', 'd.nameAr', 'd.nameEn'])
    .where('d.verified', '=', true)
    .where('d.testing', '=', false)
    .where('u.deactivated', '=', false)
    .where('d.clinicActive', '=', true)
    .where('d.videoActive', '=', true)
    .where('d.nameEn', 'is not', null)
    .orderBy('d.userId')
    .executeTakeFirstOrThrow()
  doctor = { ...found, nameEn: found.nameEn ?? '' }
}, 120_000)
afterAll(async () => {
  await t?.close()
  rmSync(root, { recursive: true, force: true })
})

async function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
}
async function page(url: string, cookie?: string) {
  const response = await get(url, cookie)
  expect(response.statusCode, url).toBe(200)
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
  return response.body
}

const shellMarker = '<!--app-shell-->'
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0]
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]
const appStateOf = (html: string) =>
  /<script id="app-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1]
/** What is inside `<div id="root">` of a rendered page (the app-state script follows it). */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="app-state"'))
/** Text as React's server renderer escapes it. */
const reactText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c] ?? c,
  )
/** The `<title>` of a page with fixed texts, as the head writes it. */
const fixedTitle = (language: Language, key: string) =>
  escapeHtml(
    translate(language, 'messages:seo.title', {
      page: translate(language, key),
      appName: translate(language, 'common:appName'),
    }),
  )

/** A page the server rendered: the app's HTML in #root instead of the shell, its styles, its data, one head. */
function expectRendered(html: string, url: string) {
  expect(html, url).not.toContain(shellMarker)
  expect(rootOf(html), url).toMatch(/<h1[\s>]/)
  const state = appStateOf(html)
  expect(state, url).toBeDefined()
  expect(JSON.parse(state ?? '')).toHaveProperty('queries')
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head, url).toContain('<style data-emotion=')
  expect(html.match(/<title[\s>]/g), url).toHaveLength(1)
  expect(head, url).toContain('<link rel="canonical"')
  // Every class Emotion gave the page is named by one of its own style tags (`data-emotion="key ids…"`), which the
  // browser's cache takes as inserted: an empty one too (a Box with no sx, `…-0`), which Emotion's extraction files
  // with the global styles. Hydration then works out none of them again (issue 42 §3).
  const named = new Set(
    [...head.matchAll(/<style data-emotion="(mui(?:rtl|ltr)) ([^"]*)"/g)].flatMap(([, key, ids]) =>
      ids!.split(' ').map((id) => `${key}-${id}`),
    ),
  )
  const classes = new Set(rootOf(html).match(/\bmui(?:rtl|ltr)-[\w-]+/g))
  expect(
    [...classes].filter((name) => !named.has(name)),
    url,
  ).toEqual([])
}
/** The static shell: its marker and skeleton in #root, no data for the browser. */
function expectShell(html: string, url: string) {
  expect(html, url).toContain(shellMarker)
  expect(html, url).not.toContain('id="app-state"')
}

describe('the public pages, rendered on the server', () => {
  it('renders each public page with its content, styles, data and head', async () => {
    for (const url of [
      '/home',
      '/primary_doctors',
      '/clinic',
      '/specialists',
      `/doctor/${doctor.userId}`,
      `/clinic/${doctor.userId}`,
      '/for-doctor',
      '/help',
      '/help/terms',
      '/help/refunds',
    ])
      expectRendered(await page(url), url)
  })

  it('says in Server-Timing how long the head, the wait for a turn, the data and the render took', async () => {
    const response = await get(`/doctor/${doctor.userId}`)
    expect(response.headers['server-timing']).toMatch(
      /^head;dur=[\d.]+, queue;dur=[\d.]+, data;dur=[\d.]+, render;dur=[\d.]+$/,
    )
  })

  it('renders pages asked at once one after another when the process renders one at a time', async () => {
    const oneAtATime = await buildTestApp({
      rateLimit: false,
      sameDatabaseAs: t,
      env: { WEB_DIST: webDist, SSR_DEADLINE_MS: '20000', SSR_CONCURRENCY: '1' },
    })
    try {
      const urls = ['/primary_doctors', `/doctor/${doctor.userId}`, '/clinic', '/home']
      const answers = await Promise.all(
        urls.map((url) => oneAtATime.app.inject({ method: 'GET', url, headers: { cookie: 'lang=ar' } })),
      )
      answers.forEach((response, i) => expectRendered(response.body, urls[i] ?? ''))
    } finally {
      await oneAtATime.close()
    }
  })

  it('writes the page in Arabic by default, in English when the cookie or the address says so', async () => {
    const arabic = await page('/home')
    expect(htmlTag(arabic)).toBe('<html lang="ar" dir="rtl">')
    expect(titleOf(arabic)).toBe(fixedTitle('ar', 'messages:seo.home.title'))
    expect(titleOf(arabic)).toMatch(/[\u0600-\u06ff]/)
    expect(arabic).toContain('<style data-emotion="muirtl')

    const english = await page('/home', 'lang=en')
    expect(htmlTag(english)).toBe('<html lang="en" dir="ltr">')
    expect(titleOf(english)).toBe(fixedTitle('en', 'messages:seo.home.title'))
    expect(english).toContain('<style data-emotion="muiltr')

    // The address's language wins over the visitor's cookie (it is the page's English address).
    const asked = await page('/primary_doctors?lang=en', 'lang=ar')
    expect(htmlTag(asked)).toBe('<html lang="en" dir="ltr">')
    expect(titleOf(asked)).toBe(fixedTitle('en', 'messages:seo.primaryDoctors.title'))
    expectRendered(asked, '/primary_doctors?lang=en')

    // The provider marketing pages are English whatever the language (SPEC 1).
    for (const cookie of [undefined, 'lang=ar']) {
      const forDoctor = await page('/for-doctor', cookie)
      expect(htmlTag(forDoctor)).toBe('<html lang="en" dir="ltr">')
      expect(titleOf(forDoctor)).not.toMatch(/[\u0600-\u06ff]/)
    }
  })

  it("renders a doctor's page with the doctor, the price, the free times and the doctor's card", async () => {
    const arabic = await page(`/doctor/${doctor.userId}`)
    expect(rootOf(arabic)).toContain(reactText(doctor.nameAr))
    // The free times go once, in the gathering the page shows (entry-server.tsx), not again under each window's key.
    const state = JSON.parse(appStateOf(arabic) ?? '') as { queries: { queryKey: unknown[] }[] }
    expect(state.queries.map((query) => query.queryKey).filter((key) => key[0] === 'availability')).toEqual([
      ['availability', doctor.userId, 1],
    ])
    // The catalog is not in the page's data: the head preloads it, and the browser fetches it before it hydrates.
    expect(state.queries.map((query) => query.queryKey[0])).not.toContain('catalog')
    expect(arabic).toContain('<link rel="preload" href="/api/v1/catalog" as="fetch" crossorigin>')
    expect(arabic).toContain('"@type":"Physician"')
    expect(arabic).toMatch(/<meta property="og:title" content="[^"]+"/)

    const english = await page(`/doctor/${doctor.userId}`, 'lang=en')
    const body = rootOf(english)
    expect(body).toContain(reactText(doctor.nameEn))
    expect(body).toMatch(/EGP/)
    // The free times the page offers (availability-list.tsx), each with its time for machines.
    expect(body).toMatch(/<time [^>]*datetime="[^"]+"/i)
    expect(english).toContain(`<meta property="og:title" content="`)
    expect(titleOf(english)).toContain(escapeHtml(doctor.nameEn))
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(english)?.[1]
    expect(JSON.parse(jsonLd ?? '')).toMatchObject({ '@type': 'Physician', name: doctor.nameEn })

    // The clinic page of the same doctor, addressed in capitals as a link may have it.
    const clinic = await page(`/clinic/${doctor.userId.toUpperCase()}`, 'lang=en')
    expectRendered(clinic, 'clinic page')
    expect(rootOf(clinic)).toContain(reactText(doctor.nameEn))
  })

  it('reads the catalog whole once while it stays the same: later pages ask with its tag and still name the specialty', async () => {
    const { specialtyId } = await t.db
      .selectFrom('doctors')
      .select('specialtyId')
      .where('userId', '=', doctor.userId)
      .executeTakeFirstOrThrow()
    const specialty = await t.db
      .selectFrom('specialties')
      .select('nameAr')
      .where('id', '=', specialtyId)
      .executeTakeFirstOrThrow()
    // The render thread's reads, as the API's thread makes them (readThroughApi: this app's inject).
    const inject = t.app.inject.bind(t.app)
    const catalogReads: { asked?: string; status: number; etag?: string }[] = []
    t.app.inject = (async (options: { url: string; headers?: Record<string, string> }) => {
      const response = await inject(options)
      if (options.url === '/api/v1/catalog')
        catalogReads.push({
          asked: options.headers?.['if-none-match'],
          status: response.statusCode,
          etag: String(response.headers.etag),
        })
      return response
    }) as unknown as typeof t.app.inject
    try {
      for (let i = 0; i < 3; i++)
        expect(rootOf(await page(`/doctor/${doctor.userId}`))).toContain(reactText(specialty.nameAr))
    } finally {
      t.app.inject = inject
    }
    expect(catalogReads).toHaveLength(3)
    const [first, ...later] = catalogReads
    // The first page of this test may be the thread's first read of the catalog, or not.
    expect([200, 304]).toContain(first?.status)
    for (const read of later) expect(read).toEqual({ asked: first?.etag, status: 304, etag: first?.etag })
  })

  it('renders the clinic search with the doctors the API lists first', async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/doctors?practice=clinic' })
    expect(listed.statusCode).toBe(200)
    const { items } = listed.json<{ items: { nameAr: string; nameEn: string | null }[] }>()
    const first = items[0]
    expect(first).toBeDefined()
    expect(rootOf(await page('/clinic'))).toContain(reactText(first?.nameAr ?? ''))
  })

  it('renders a legal page with its text, version, title and description, in Arabic and in English', async () => {
    const arabic = await page('/help/terms')
    expectRendered(arabic, '/help/terms')
    expect(htmlTag(arabic)).toBe('<html lang="ar" dir="rtl">')
    expect(titleOf(arabic)).toBe(fixedTitle('ar', 'legal:titles.terms'))
    expect(arabic).toContain(
      `<meta name="description" content="${escapeHtml(translate('ar', 'legal:descriptions.terms'))}">`,
    )
    const root = rootOf(arabic)
    expect(root).toMatch(/<h1[^>]*>شروط الاستخدام<\/h1>/)
    expect(root).toContain('مسودة للمراجعة القانونية')
    expect(root).toContain('١٨ عامًا على الأقل')
    expect(root).toContain('محاكم القاهرة')
    expect(root).toContain('الإصدار ١')

    const english = await page('/help/terms?lang=en')
    expectRendered(english, '/help/terms?lang=en')
    expect(htmlTag(english)).toBe('<html lang="en" dir="ltr">')
    expect(titleOf(english)).toBe(fixedTitle('en', 'legal:titles.terms'))
    expect(rootOf(english)).toContain('Draft for legal review')
    expect(rootOf(english)).toContain('at least 18 years old')
    expect(rootOf(english)).toContain('version 1')
  })

  it('renders nothing for a visit with a session: the static shell, nothing personal', async () => {
    const cookie = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const patient = await t.db
      .selectFrom('patients as p')
      .innerJoin('users as u', 'u.id', 'p.userId')
      .select(['p.name', 'u.phone'])
      .where('u.phone', '=', demo.patient.phone)
      .executeTakeFirstOrThrow()
    for (const url of ['/home', `/doctor/${doctor.userId}`]) {
      const html = await page(url, cookie)
      expectShell(html, url)
      expect(html).not.toContain(patient.name)
      expect(html).not.toContain(escapeHtml(patient.name))
      expect(html).not.toContain(patient.phone)
    }
  })

  it('sends a path the app has no page for to /home, and a file it does not have is a 404 (SPEC 2.1)', async () => {
    const cookie = await signIn(t.app, demo.patient.phone, demo.patient.password)
    // Signed out or in; the language the address asked for goes along; a path that would be another host's is only a
    // path here.
    for (const [url, session, home] of [
      ['/no-such-page', undefined, '/home'],
      ['/no-such-page?lang=en', undefined, '/home?lang=en'],
      ['/no-such-page?lang=xx', undefined, '/home'],
      ['/doctor', undefined, '/home'],
      ['/help/no-such-text', undefined, '/home'],
      ['//evil.example/home', undefined, '/home'],
      ['/no-such-page', cookie, '/home'],
    ] as const) {
      const response = await get(url, session)
      expect(response.statusCode, url).toBe(302)
      expect(response.headers.location, url).toBe(home)
    }
    // A page's address with a slash at its end, or a public page's in capitals, goes to the page's own address, for
    // good, its query with it.
    for (const [url, bare] of [
      ['/primary_doctors/', '/primary_doctors'],
      [`/doctor/${doctor.userId}//?lang=en`, `/doctor/${doctor.userId}?lang=en`],
      ['/bookings/', '/bookings'],
      ['/Home', '/home'],
      ['/PRIMARY_DOCTORS?lang=en', '/primary_doctors?lang=en'],
    ] as const) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(301)
      expect(response.headers.location, url).toBe(bare)
    }
    // A page of the app that is not public is still the app's: the shell, whose app asks the visitor to sign in.
    for (const url of ['/bookings', '/wallet', '/verify/ABCD.']) expectShell(await page(url), url)
    // A chunk a deploy has replaced, an icon the site does not have: no page in their place.
    for (const url of ['/assets/page-0000000.js', '/favicon.ico', '/doctor/x.png']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).not.toContain('text/html')
    }
  })

  it('answers a HEAD as the GET, without the page (RFC 9110 §9.3.2)', async () => {
    for (const [url, status] of [
      ['/home', 200],
      [`/doctor/${doctor.userId}`, 200],
      ['/doctor/00000000-0000-4000-8000-000000000000', 404],
      ['/no-such-page', 302],
    ] as const) {
      const response = await t.app.inject({ method: 'HEAD', url })
      expect(response.statusCode, url).toBe(status)
      expect(response.body, url).toBe('')
      if (status !== 302) expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8')
    }
  })

  it("answers an unknown or hidden doctor's page with a 404 and the shell", async () => {
    const unknown = await get('/doctor/00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8')
    expectShell(unknown.body, 'unknown doctor')

    // A doctor the admins have not verified (yet, or any more) has no public page (SPEC 4).
    await t.db.updateTable('doctors').set({ verified: false }).where('userId', '=', doctor.userId).execute()
    try {
      for (const url of [`/doctor/${doctor.userId}`, `/clinic/${doctor.userId}`]) {
        const hidden = await get(url)
        expect(hidden.statusCode, url).toBe(404)
        expectShell(hidden.body, url)
        expect(hidden.body).not.toContain(reactText(doctor.nameAr))
      }
    } finally {
      await t.db.updateTable('doctors').set({ verified: true }).where('userId', '=', doctor.userId).execute()
    }
  })

  it("sends the skeleton when the page's data does not come in time", async () => {
    // An instance on the same database with a 1 ms deadline, and the doctors' table held locked by another
    // transaction: the list's read waits for the lock, past the deadline, however fast the machine (the page's head
    // reads no doctor on this page).
    const slow = await buildTestApp({
      rateLimit: false,
      sameDatabaseAs: t,
      env: { WEB_DIST: webDist, SSR_DEADLINE_MS: '1' },
    })
    try {
      await t.db.transaction().execute(async (trx) => {
        await sql`lock table doctors in access exclusive mode`.execute(trx)
        const response = await slow.app.inject({ method: 'GET', url: '/primary_doctors' })
        expect(response.statusCode).toBe(200)
        expectShell(response.body, 'slow read')
        expect(response.headers['server-timing']).toMatch(/^head;dur=[\d.]+$/)
        // Still the page's head, in its language.
        expect(titleOf(response.body)).toBe(fixedTitle('ar', 'messages:seo.primaryDoctors.title'))
      })
    } finally {
      await slow.close()
    }
    // Once the data comes, the page is rendered again.
    expectRendered(await page('/primary_doctors'), 'after the slow read')
  })

  it('keeps what a doctor wrote as text: nothing in a name breaks out of the page', async () => {
    const hostile = `Dr. <b>"Bold"</b> & Co </script><script>alert(1)</script><!-- $\` $& $' -->`
    await t.db.updateTable('doctors').set({ nameEn: hostile }).where('userId', '=', doctor.userId).execute()
    try {
      const html = await page(`/doctor/${doctor.userId}`, 'lang=en')
      expectRendered(html, 'hostile name')
      expect(html).not.toContain('<b>"Bold"</b>')
      expect(html).not.toContain('<script>alert(1)')
      expect(html).not.toContain('<!-- $`')
      expect(rootOf(html)).toContain(reactText(hostile))
      expect(titleOf(html)).toContain(escapeHtml(hostile))
      // A replacement pattern in a name is text, not an instruction to copy the page into it.
      expect(html.match(/<!doctype html>/gi)).toHaveLength(1)
      expect(html.match(/<div id="root">/g)).toHaveLength(1)
      // The data for the browser and the doctor's card still parse, with the name as it is.
      expect(appStateOf(html)).toContain('Dr. \\u003cb>')
      expect(JSON.stringify(JSON.parse(appStateOf(html) ?? ''))).toContain(JSON.stringify(hostile))
      const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1]
      expect(JSON.parse(jsonLd ?? '')).toMatchObject({ name: hostile })
    } finally {
      await t.db
        .updateTable('doctors')
        .set({ nameEn: doctor.nameEn })
        .where('userId', '=', doctor.userId)
        .execute()
    }
  })

  it('sends the page compressed to a browser that takes brotli', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/home',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers.vary).toMatch(/cookie/)
    expectRendered(brotliDecompressSync(response.rawPayload).toString('utf8'), 'brotli')
  })
})
