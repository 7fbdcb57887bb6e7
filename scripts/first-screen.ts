/**
 * The first screen's figures (issue 8 §5), shared by `npm run bench`:
 * - the JavaScript each entry route loads on a first visit: every script Chromium fetched, gzip -9 of each built
 *   file, signed out, on a phone in Arabic and on a desktop in English;
 * - Lighthouse's mobile performance score (the median of three runs) in Arabic.
 * The budget check of `npm test` (e2e/tests/first-screen-budget.spec.ts) measures the same way.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, Page } from '@playwright/test'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The entry routes of issue 8 §5: where a visitor lands from a link or a search engine. */
export async function entryRoutes(baseUrl: string): Promise<{ name: string; path: string }[]> {
  const found = (await (await fetch(`${baseUrl}/api/v1/doctors?practice=video`)).json()) as {
    items: { id: string }[]
  }
  const doctorId = found.items[0]?.id
  if (!doctorId) throw new Error('no video doctor is listed')
  return [
    { name: 'home', path: '/home' },
    { name: 'sign-in', path: '/sign-in' },
    { name: 'search (primary doctors)', path: '/primary_doctors' },
    { name: 'search (specialists)', path: '/specialists' },
    { name: 'doctor page', path: `/doctor/${doctorId}` },
    { name: 'booking', path: '/booking' },
  ]
}

export const viewports = [
  { device: 'phone 390×844, ar', lang: 'ar', viewport: { width: 390, height: 844 } },
  { device: 'desktop 1280×800, en', lang: 'en', viewport: { width: 1280, height: 800 } },
] as const

/**
 * Follows a page's requests from now on; `settled()` then waits until none has been in flight for a second: a page's
 * chunks load after the session answers, which Playwright's `networkidle` alone does not always wait for on a busy
 * machine.
 */
export function trackNetwork(page: Page, quietMs = 1000): { settled: () => Promise<void> } {
  let inFlight = 0
  let lastChange = Date.now()
  page.on('request', () => {
    inFlight++
    lastChange = Date.now()
  })
  const ended = () => {
    inFlight--
    lastChange = Date.now()
  }
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return {
    settled: async () => {
      await page.waitForLoadState('networkidle')
      // The page itself is on screen: its h1, and no skeleton left in the main area.
      await page.waitForFunction(
        () => document.querySelector('main h1') && !document.querySelector('main .MuiSkeleton-root'),
        undefined,
        { timeout: 30_000 },
      )
      while (inFlight > 0 || Date.now() - lastChange < quietMs) await page.waitForTimeout(100)
    },
  }
}

/** Sum of gzip -9 sizes of the built files of every script a first visit to `url` fetched. */
export async function firstVisitJs(
  browser: Browser,
  url: string,
  dist: string,
  { lang, viewport }: { lang: string; viewport: { width: number; height: number } },
): Promise<{ bytes: number; files: number }> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' })
  await context.addInitScript((language) => window.localStorage.setItem('lang', language), lang)
  const page = await context.newPage()
  const scripts = new Set<string>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname)
  })
  const network = trackNetwork(page)
  await page.goto(url)
  await network.settled()
  await context.close()
  let bytes = 0
  for (const script of scripts) bytes += gzipSync(readFileSync(path.join(dist, script)), { level: 9 }).length
  return { bytes, files: scripts.size }
}

/**
 * Lighthouse's mobile performance score of `url` in Arabic (its default: a throttled mid-range phone), the median of
 * `runs`. A run now and then ends without a score (a failed trace): it is run again, up to three times.
 */
export function lighthouseScore(url: string, runs = 3): { median: number; scores: number[] } {
  const scores: number[] = []
  for (let attempt = 0; scores.length < runs && attempt < runs + 3; attempt++) {
    const out = mkdtempSync(path.join(tmpdir(), 'sehha-lh-'))
    try {
      const result = spawnSync(
        'npx',
        [
          'lighthouse',
          url,
          '--only-categories=performance',
          '--output=json',
          `--output-path=${path.join(out, 'report.json')}`,
          '--quiet',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ],
        { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: 'ignore', timeout: 180_000 },
      )
      if (result.status !== 0) continue
      const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as {
        categories: { performance: { score: number | null } }
      }
      const score = report.categories.performance.score
      if (score !== null) scores.push(Math.round(score * 100))
    } catch {
      // no report: try again
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }
  const sorted = [...scores].sort((a, b) => a - b)
  return { median: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN, scores }
}
