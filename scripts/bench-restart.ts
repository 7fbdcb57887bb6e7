/**
 * Issue 44 §7: time to serve again after a database restart, p50 / p95 of 10 drills. A real API process on
 * DATABASE_URL under a light load of searches; its PostgreSQL is stopped immediately (`pg_ctl stop -m immediate`),
 * and once the API answers 503, started again; the time is from pg_ctl's start returning to the first search
 * answered 200 (polled every 20 ms).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../apps/api/src/db/embedded'
import { createCluster, seededDatabase } from '../apps/api/src/testing/pg-cluster'

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ??
  0

export async function benchRestart(drills = 10): Promise<{ figure: string; value: string; goal: string }[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'sehha-bench-restart-'))
  const cluster = await createCluster(root)
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../apps/api'),
    env: {
      ...process.env,
      DATABASE_URL: await seededDatabase(cluster),
      DATA_DIR: path.join(root, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'off',
      RATE_LIMIT: 'off',
      WEB_DIST: path.join(root, 'no-web'),
      LOG_LEVEL: 'fatal',
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  })
  const status = async (url: string) => {
    try {
      return (await fetch(`http://127.0.0.1:${port}${url}`, { signal: AbortSignal.timeout(10_000) })).status
    } catch {
      return 0
    }
  }
  const until = async (what: () => Promise<boolean>, ms: number, pause = 20) => {
    const deadline = performance.now() + ms
    while (!(await what())) {
      if (performance.now() > deadline) throw new Error('not in time')
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
  }
  let asking = true
  const load = Array.from({ length: 4 }, async () => {
    while (asking) await status('/api/v1/doctors?practice=video')
  })
  const times: number[] = []
  try {
    await until(async () => (await status('/api/health/ready')) === 200, 90_000, 200)
    for (let drill = 0; drill < drills; drill++) {
      await cluster.stop('immediate')
      await until(async () => (await status('/api/v1/doctors?practice=video')) === 503, 15_000)
      await cluster.start()
      const back = performance.now()
      await until(async () => (await status('/api/v1/doctors?practice=video')) === 200, 30_000)
      times.push(performance.now() - back)
      await until(async () => (await status('/api/health/ready')) === 200, 30_000, 50)
    }
  } finally {
    asking = false
    await Promise.all(load)
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    await cluster.stop().catch(() => {})
    rmSync(root, { recursive: true, force: true })
  }
  return [
    {
      figure: `served again after a database restart (pg_ctl stop -m immediate, start; ${drills} drills)`,
      value: `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`,
      goal: '< 5 s',
    },
  ]
}
