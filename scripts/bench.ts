/**
 * `npm run bench`: the figures issue notes quote, measured on this machine and printed as a table.
 * - start: process start to the first 200 from /api/health, on a warm data directory (second start).
 * - home JS: the gzip size of every script Chromium loads for /home, signed out, in Arabic.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3299)
const dataDir = mkdtempSync(path.join(tmpdir(), 'sehha-bench-'))

function start(): { child: ChildProcess; ready: Promise<number> } {
  const began = performance.now()
  const child = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  const ready = (async () => {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`)
        if (response.ok) return performance.now() - began
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 25))
    }
  })()
  return { child, ready }
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

const rows: { figure: string; value: string; goal: string }[] = []
try {
  const cold = start()
  const coldMs = await cold.ready
  await stop(cold.child)
  const warm = start()
  const warmMs = await warm.ready
  rows.push({
    figure: 'start to serving, first run (initdb, migrate, seed)',
    value: `${(coldMs / 1000).toFixed(2)} s`,
    goal: '',
  })
  rows.push({
    figure: 'start to serving, warm data directory',
    value: `${(warmMs / 1000).toFixed(2)} s`,
    goal: '< 5 s',
  })

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const page = await browser.newPage()
  const scripts = new Set<string>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname)
  })
  await page.goto(`http://127.0.0.1:${port}/home`, { waitUntil: 'networkidle' })
  await browser.close()
  const dist = path.join(root, 'apps/web/dist')
  let gzipBytes = 0
  for (const script of scripts)
    gzipBytes += gzipSync(readFileSync(path.join(dist, script)), { level: 9 }).length
  rows.push({
    figure: `home page JavaScript, gzip (${scripts.size} files)`,
    value: `${(gzipBytes / 1024).toFixed(1)} KB`,
    goal: '< 200 KB',
  })
  await stop(warm.child)
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
console.table(rows)
