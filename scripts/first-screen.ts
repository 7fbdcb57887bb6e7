/**
 * The first screen's figures (issue 8 §5) for `npm run bench`:
 * - the JavaScript each entry route loads on a first visit, on a phone in Arabic and on a desktop in English,
 *   measured as the budget journey of `npm test` does (e2e/fixtures/first-screen.ts);
 * - a first visit on a throttled phone: first paint, heading, the page's own content on screen, blocking time;
 * - Lighthouse's mobile performance score (the median of five runs) in Arabic.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import path from 'node:path'
import type { Browser } from '@playwright/test'
import { entryRoutes, pageOnScreen } from '../e2e/fixtures/first-screen'

/** The middle value (the upper one of two). */
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The entry routes of issue 8 §5, with the first listed video doctor's page. */
export async function entryRoutesOf(baseUrl: string): Promise<{ name: string; path: string }[]> {
  const found = (await (await fetch(`${baseUrl}/api/v1/doctors?practice=video`)).json()) as {
    items: { id: string }[]
  }
  const doctorId = found.items[0]?.id
  if (!doctorId) throw new Error('no video doctor is listed')
  return entryRoutes(doctorId)
}

export { firstVisitJs } from '../e2e/fixtures/first-screen'

export const viewports = [
  { device: 'phone 390×844, ar', lang: 'ar', viewport: { width: 390, height: 844 } },
  { device: 'desktop 1280×800, en', lang: 'en', viewport: { width: 1280, height: 800 } },
] as const

/** The share of all cores' time that was idle over the next `ms`. */
async function idleShare(ms: number): Promise<number> {
  const before = cpus()
  await sleep(ms)
  let idle = 0
  let total = 0
  cpus().forEach((cpu, core) => {
    const was = before[core]?.times
    if (!was) return
    for (const [kind, time] of Object.entries(cpu.times)) total += time - was[kind as keyof typeof was]
    idle += cpu.times.idle - was.idle
  })
  return total > 0 ? idle / total : 1
}

/**
 * Waits until the machine is quiet, its cores nine tenths idle over a whole second, for at most `limitMs`; says
 * whether it became so. What ran just before (the bench's browsers, a test run's last processes) leaves work behind
 * that shares this 2-core machine with the page under test, and Lighthouse counts what the page waits for as its own
 * (docs/decisions/0012).
 */
export async function quietMachine(limitMs = 60_000): Promise<boolean> {
  const until = Date.now() + limitMs
  while (Date.now() < until) if ((await idleShare(1000)) >= 0.9) return true
  return false
}

/**
 * Lighthouse's mobile performance score of `url` in Arabic (its default: a throttled mid-range phone), the median of
 * `runs`: five, as Lighthouse's own guide to its variability advises (the median of five halves the spread of one
 * run); on this shared 2-core machine single runs of one build ranged from the high 80s to 100 (docs/decisions/0012).
 * Each run starts once the machine is quiet, or after a minute's wait, as that guide asks of the machine that runs
 * it; `quietRuns` counts the scored runs that began quiet. A run now and then ends without a score (a failed trace):
 * it is run again, up to three times.
 */
export async function lighthouseScore(
  url: string,
  runs = 5,
): Promise<{ median: number; scores: number[]; quietRuns: number }> {
  let quietRuns = 0
  const scores: number[] = []
  for (let attempt = 0; scores.length < runs && attempt < runs + 3; attempt++) {
    const quiet = await quietMachine()
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
          // Lighthouse starts each run with empty storage, so a first visit would get the guided tour (issue 45 §2)
          // after the page is interactive: its chunk is refused, as a device that has seen the tour never asks for it
          // (tour-launcher.tsx gives up quietly), and the score is the home's.
          '--blocked-url-patterns=*/assets/guided-tour-*',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ],
        { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: 'ignore', timeout: 180_000 },
      )
      if (result.status !== 0) continue
      const report = JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as {
        categories: { performance: { score: number | null } }
      }
      const score = report.categories.performance.score
      if (score === null) continue
      scores.push(Math.round(score * 100))
      if (quiet) quietRuns++
    } catch {
      // no report: try again
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }
  return { median: median(scores), scores, quietRuns }
}

/**
 * A first visit on a slow phone, watched in Chromium (stop 19, docs/decisions/0012): Lighthouse's mobile settings
 * applied by hand (150 ms round trips, 1.6 Mbps down, 750 kbps up, the CPU four times slower), phone-sized, Arabic,
 * signed out. Returns the medians of `runs` visits: the first contentful paint, the moment the page's own h1 is on
 * screen with no skeleton left in the main area (the budget journey's "on screen"), and the main thread's blocking
 * time as Lighthouse counts it (each task's time past 50 ms, from the first paint) until two seconds after the last
 * of them. `shown`: for each `watch` selector, when its first match first had a visible box, from navigation start
 * (issue 42 §3: a doctor card's name, a doctor's name and first free time); `missed` counts the runs it never did.
 * `consoleErrors`: the page's console errors and uncaught errors over all runs (a failed hydration says so there).
 */
export async function throttledFirstScreen(
  browser: Browser,
  url: string,
  { runs = 3, watch = [] }: { runs?: number; watch?: readonly string[] } = {},
): Promise<{
  firstPaint: number
  heading: number
  blocking: number
  shown: Record<string, number>
  missed: Record<string, number>
  consoleErrors: string[]
}> {
  const firstPaints: number[] = []
  const headings: number[] = []
  const blockings: number[] = []
  const shownTimes = new Map<string, number[]>(watch.map((selector) => [selector, []]))
  const missed: Record<string, number> = {}
  const consoleErrors: string[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    })
    try {
      const page = await context.newPage()
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text())
      })
      page.on('pageerror', (error) => consoleErrors.push(error.message))
      // tsx (esbuild's keepNames) wraps the named functions below in __name(), which the page has not: a stand-in
      // first, as text so that it is not wrapped itself (issue 42 §3).
      await page.addInitScript('window.__name = (f) => f')
      // The guided tour (issue 45 §2), loaded after the page is interactive once per device, is not what is timed.
      await page.addInitScript("window.localStorage.setItem('tourDone', 'true')")
      // Checked once a frame (issue 42 §3): server-rendered content is in the HTML from its first bytes, so what is
      // timed is the first frame that lays it out visibly, not when a script put it there. A rAF callback runs before
      // its frame's paint, so the time is taken just after it (a message posted from the callback).
      await page.addInitScript((selectors: readonly string[]) => {
        const shown: Record<string, number> = {}
        Object.assign(window, { firstShown: shown })
        const laidOut = new Set<string>()
        const afterPaint = new MessageChannel()
        afterPaint.port1.onmessage = () => {
          const at = performance.now()
          for (const selector of laidOut) shown[selector] ??= at
        }
        const look = () => {
          let found = false
          for (const selector of selectors) {
            if (laidOut.has(selector)) continue
            const element = document.querySelector(selector)
            const box = element?.getBoundingClientRect()
            if (
              element &&
              box &&
              box.width > 0 &&
              box.height > 0 &&
              element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
            ) {
              laidOut.add(selector)
              found = true
            }
          }
          if (found) afterPaint.port2.postMessage(null)
          if (laidOut.size < selectors.length) requestAnimationFrame(look)
        }
        if (selectors.length) requestAnimationFrame(look)
      }, watch)
      // Long tasks are reported from the page's start (buffered) into a list the figures are read from.
      await page.addInitScript(() => {
        const tasks: [number, number][] = []
        Object.assign(window, { longTasks: tasks })
        new PerformanceObserver((list) => {
          for (const task of list.getEntries()) tasks.push([task.startTime, task.duration])
        }).observe({ type: 'longtask', buffered: true })
      })
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto(url, { waitUntil: 'commit' })
      await pageOnScreen(page, 60_000)
      const heading = await page.evaluate(() => performance.now())
      // A doctor with no free time in the page's window has none to show: given up on after 30 s, counted as missed.
      await page
        .waitForFunction(
          (count) => Object.keys((window as unknown as { firstShown: object }).firstShown).length >= count,
          watch.length,
          { timeout: 30_000 },
        )
        .catch(() => undefined)
      await page.waitForTimeout(2000)
      const seen = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        longTasks: (window as unknown as { longTasks: [number, number][] }).longTasks,
        shown: (window as unknown as { firstShown: Record<string, number> }).firstShown,
      }))
      firstPaints.push(seen.firstPaint)
      headings.push(heading)
      for (const [selector, times] of shownTimes) {
        const at = seen.shown[selector]
        if (at === undefined) missed[selector] = (missed[selector] ?? 0) + 1
        else times.push(at)
      }
      blockings.push(
        seen.longTasks
          .filter(([start]) => start >= seen.firstPaint)
          .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      )
    } finally {
      await context.close()
    }
  }
  return {
    firstPaint: median(firstPaints),
    heading: median(headings),
    blocking: median(blockings),
    shown: Object.fromEntries([...shownTimes].map(([selector, times]) => [selector, median(times)])),
    missed,
    consoleErrors,
  }
}
