import type { Browser } from '@playwright/test'
import { trackNetwork } from '../fixtures/first-screen'
import { firstListedDoctor } from './fixes-doctors'
import { expect, test } from '../fixtures/test'

/**
 * Issue 42 §2, §4: the public pages arrive rendered by the server, in the visitor's language, and read without any
 * script (a crawler, a link preview, a phone whose scripts are still downloading); with scripts, React hydrates them
 * without a second fetch of what the server rendered them with and without a mismatch (journeys fail on console
 * errors).
 */

async function withoutScripts(
  browser: Browser,
  url: string,
  lang: string,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false, serviceWorkers: 'block' })
  await context.addCookies([{ name: 'lang', value: lang, url }])
  const page = await context.newPage()
  const response = await page.goto(url)
  return { context, page, response }
}

test("a doctor's page reads without JavaScript: name, specialty, price and free times", async ({
  browser,
  request,
  lang,
  viewport,
}) => {
  const base = test.info().project.use.baseURL ?? ''
  const id = await firstListedDoctor(request)
  const doctor = (await (await request.get(`/api/v1/doctors/${id}`)).json()) as Record<string, unknown>
  const { context, page, response } = await withoutScripts(
    browser,
    `${base}/doctor/${id}`,
    lang,
    viewport ?? {
      width: 390,
      height: 844,
    },
  )
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toBeVisible()
  const name = (await heading.textContent()) ?? ''
  expect(name.length).toBeGreaterThan(3)
  expect(JSON.stringify(doctor)).toContain(name.replace(/^(د\.|Dr\.)\s*/, '').split(' ')[0] ?? name)
  // The price in EGP, the specialty, and the next free times as links to book them.
  await expect(page.getByText(lang === 'ar' ? /ج\.م|جنيه/ : /EGP/).first()).toBeVisible()
  await expect(page.locator('main time[datetime]').first()).toBeVisible()
  // Link previews and search engines: the page's own title, description, canonical address and the doctor's card.
  await expect(page).toHaveTitle(new RegExp(name.slice(0, 10).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/doctor/${id}`))
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as {
    '@type'?: string
    medicalSpecialty?: string
  }
  expect(jsonLd['@type']).toBe('Physician')
  // The specialty the card names is on the page, in its language.
  expect(jsonLd.medicalSpecialty).toBeTruthy()
  await expect(page.getByText(jsonLd.medicalSpecialty ?? '', { exact: false }).first()).toBeVisible()
  await context.close()
})

test('a search page reads without JavaScript: its first page of doctor cards', async ({
  browser,
  request,
  lang,
  viewport,
}) => {
  const base = test.info().project.use.baseURL ?? ''
  const found = (await (await request.get('/api/v1/doctors?practice=clinic')).json()) as { items: unknown[] }
  expect(found.items.length).toBeGreaterThan(0)
  const { context, page } = await withoutScripts(
    browser,
    `${base}/clinic`,
    lang,
    viewport ?? { width: 390, height: 844 },
  )
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Each card links to its doctor's page.
  await expect(page.locator('main a[href^="/doctor/"], main a[href^="/clinic/"]').first()).toBeVisible()
  await context.close()
})

test('a server-rendered page hydrates without fetching its data again', async ({ page, request, lang }) => {
  const id = await firstListedDoctor(request)
  const asked: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/')) asked.push(new URL(r.url()).pathname)
  })
  await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL ?? '' }])
  await page.goto(`/doctor/${id}`)
  // Hydrated: the page answers a click (the language button is the app's own).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForFunction(() => document.readyState === 'complete')
  await expect
    .poll(() => page.evaluate(() => Boolean(document.querySelector('#root')?.hasChildNodes())))
    .toBe(true)
  // The doctor and the first window of times came with the page.
  expect(asked.filter((path) => path === `/api/v1/doctors/${id}`)).toEqual([])
  // The catalog did not (entry-server.tsx): the head's preload fetched it, and the app's request took that answer.
  expect(asked.filter((path) => path === '/api/v1/catalog')).toHaveLength(1)
})

test('hydration finds every style a server-rendered page uses and works none out again', async ({
  page,
  request,
  lang,
}) => {
  // Emotion writes a style the page does not have yet into its style sheet (insertRule in a production build); in
  // Arabic it first goes through stylis and cssjanus, whose first use compiles its patterns: 50 ms and more of a
  // phone's main thread in the middle of hydration (issue 42 §3).
  await page.addInitScript(() => {
    const inserted: string[] = []
    Object.assign(window, { insertedStyles: inserted })
    const insertRule = CSSStyleSheet.prototype.insertRule
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      if (this.ownerNode instanceof Element && this.ownerNode.hasAttribute('data-emotion'))
        inserted.push(rule)
      return insertRule.call(this, rule, index)
    }
  })
  await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL ?? '' }])
  // On a phone in both languages: a desktop's docked menu is rendered after hydration, not by the server.
  await page.setViewportSize({ width: 390, height: 844 })
  const id = await firstListedDoctor(request)
  for (const path of ['/home', '/primary_doctors', '/clinic', `/doctor/${id}`]) {
    const network = trackNetwork(page)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForFunction(() => document.readyState === 'complete')
    await network.settled()
    // Hydration's last slices done: the main thread has been idle once since.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    expect(
      await page.evaluate(() => (window as unknown as { insertedStyles: string[] }).insertedStyles),
      path,
    ).toEqual([])
  }
})
