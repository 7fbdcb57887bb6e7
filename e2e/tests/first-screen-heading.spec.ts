import type { Browser } from '@playwright/test'
import { pageOnScreen } from '../fixtures/first-screen'
import { firstListedDoctor } from './fixes-doctors'
import { expect, test } from '../fixtures/test'

/**
 * Issue 8 §5 (docs/decisions/0012, "The prerendered heading"): a signed-out visitor to a public entry page sees its
 * heading in the first paint, before any script has run, exactly where the page will head itself and at the same
 * size: the page does not jump when it comes, and the heading is not painted again, later and larger, as a slow
 * phone's largest paint.
 */

interface Heading {
  text: string
  box: number[]
}

async function headingOf(
  browser: Browser,
  url: string,
  {
    lang,
    viewport,
    scripts,
  }: { lang: string; viewport: { width: number; height: number }; scripts: boolean },
): Promise<Heading | null> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' })
  await context.addCookies([{ name: 'lang', value: lang, url }])
  await context.addInitScript((language) => window.localStorage.setItem('lang', language), lang)
  // Without the scripts, what the first paint shows: the server's page alone.
  if (!scripts) await context.route('**/assets/*.js', (route) => route.abort())
  const page = await context.newPage()
  await page.goto(url)
  if (scripts) await pageOnScreen(page, 30_000)
  const heading = await page.evaluate(
    (selector) => {
      const h1 = document.querySelector(selector)
      if (!h1) return null
      const { x, y, width, height } = h1.getBoundingClientRect()
      return { text: h1.textContent ?? '', box: [x, y, width, height].map(Math.round) }
    },
    scripts ? 'main h1' : '.app-shell h1',
  )
  await context.close()
  return heading
}

test('a public entry page is headed before its scripts run, where and as the page heads itself', async ({
  browser,
  request,
  lang,
  viewport,
}) => {
  const base = test.info().project.use.baseURL ?? ''
  const size = viewport ?? { width: 390, height: 844 }
  for (const path of [
    '/home',
    '/primary_doctors',
    '/specialists',
    `/doctor/${await firstListedDoctor(request)}`,
  ]) {
    const shell = await headingOf(browser, base + path, { lang, viewport: size, scripts: false })
    const own = await headingOf(browser, base + path, { lang, viewport: size, scripts: true })
    expect(own, path).not.toBeNull()
    expect(shell, path).toEqual(own)
  }
})
