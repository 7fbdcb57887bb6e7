import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumPath, entryRoutes, trackNetwork, viewports } from './first-screen'
const base = `http://127.0.0.1:${process.env.PORT ?? 3303}`
const b = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
const dist = path.resolve('apps/web/dist')
const which = process.argv[2] ?? 'home'
const view = viewports[process.argv[3] === 'en' ? 1 : 0]
const r = (await entryRoutes(base)).find((x) => x.name.startsWith(which))!
const ctx = await b.newContext({ viewport: view.viewport, serviceWorkers: 'block' })
await ctx.addInitScript((l) => localStorage.setItem('lang', l), view.lang)
const page = await ctx.newPage()
const s = new Set<string>()
page.on('response', (x) => {
  if (x.request().resourceType() === 'script') s.add(new URL(x.url()).pathname)
})
const n = trackNetwork(page)
await page.goto(base + r.path)
await n.settled()
const rows = [...s]
  .map((f) => [f, gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length] as const)
  .sort((a, b) => b[1] - a[1])
let t = 0
for (const [f, z] of rows) {
  t += z
  console.log((z / 1024).toFixed(1).padStart(6), f)
}
console.log('total', (t / 1024).toFixed(1))
await b.close()
