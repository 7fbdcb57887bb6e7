/**
 * `npm run bench`: the figures issue notes quote, measured on this machine and printed as a table.
 * - start: process start to the first 200 from /api/health, on a warm data directory (second start).
 * - first screen (issue 8 §5, scripts/first-screen.ts): the gzip JavaScript of each entry route on a first visit
 *   (phone in Arabic, desktop in English, signed out) and Lighthouse's mobile performance of home, search and a
 *   doctor page in Arabic. BENCH_ONLY=first-screen prints these alone (no database at scale); LIGHTHOUSE=off
 *   leaves Lighthouse out.
 * - doctor search and availability at scale (issue 3): an embedded PostgreSQL of its own in .data/bench, kept
 *   between runs and seeded once with 100,000 doctors and 1,000,000 bookings (scripts/seed-scale.ts).
 * - the search (issue 7 §3): a mix of the searches people make (scripts/bench-search.ts), over HTTP against a
 *   server process on loopback: each shape alone with one client, then the mix with 16 clients at once.
 * - availability: the server-side time of each request (Fastify's elapsed time, through app.inject).
 * - realtime (issue 8 §2): publish on one API instance to a socket on another, 100 messages (bench-realtime.ts).
 *   BENCH_ONLY=realtime runs it alone on a small database of its own.
 * - bookings (issue 9 §6): createBooking over HTTP with the wallet, 32 clients, beside raw inserts into the
 *   constrained bookings table (bench-bookings.ts). BENCH_ONLY=bookings runs it alone on a small database.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { availableSlots, cairoDayStart, addCalendarDays, type Schedule } from '@app/domain/schedules'
import { cairoDate } from '@app/domain/shared'
import { sql } from 'kysely'
import { buildApp } from '../apps/api/src/app'
import { loadConfig } from '../apps/api/src/config'
import { createDatabase } from '../apps/api/src/db/database'
import { closeAndStop, clusterDir, ensureDatabase, startEmbeddedPostgres } from '../apps/api/src/db/embedded'
import { migrateToLatest } from '../apps/api/src/db/migrate'
import { seedCatalog, seedDemo } from '../apps/api/src/db/seed/seed'
import { benchBookings } from './bench-bookings'
import { benchRealtime } from './bench-realtime'
import { startJobs } from '../apps/api/src/jobs/start'
import { createAdapters } from '../apps/api/src/adapters/adapters'
import { pino } from 'pino'
import { benchJobs } from './bench-jobs'
import { benchSearch } from './bench-search'
import { chromiumPath, entryRoutesOf, firstVisitJs, lighthouseScore, viewports } from './first-screen'
import { isSeededAtScale, seedAtScale } from './seed-scale'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT ?? 3299)
const dataDir = process.env.BENCH_ONLY === 'scale' ? '' : mkdtempSync(path.join(tmpdir(), 'sehha-bench-'))
// Traversable, so the PostgreSQL cluster lives inside it (db/embedded.ts) and goes with it at the end.
if (dataDir) chmodSync(dataDir, 0o755)

function start(env: Record<string, string> = { DATA_DIR: dataDir }): {
  child: ChildProcess
  ready: Promise<number>
} {
  const began = performance.now()
  const child = spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
    // Its own process group, so stopping it reaches the server behind npx and tsx (they do not pass SIGTERM on).
    detached: true,
  })
  let exited = false
  child.on('exit', () => (exited = true))
  const ready = (async () => {
    for (;;) {
      if (exited) throw new Error('the server stopped before serving (run it alone to see why)')
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
  const group = child.pid
  if (!group) return
  process.kill(-group, 'SIGTERM')
  // Wait for the whole group (npx, tsx, the server and its PostgreSQL) to be gone, so the next start finds the
  // data directory and the port free.
  const began = performance.now()
  for (;;) {
    try {
      process.kill(-group, performance.now() - began > 20_000 ? 'SIGKILL' : 0)
    } catch {
      return
    }
    await new Promise((r) => setTimeout(r, 50))
  }
}

const rows: { figure: string; value: string; goal: string }[] = []
/** BENCH_ONLY=scale runs the search and availability figures alone (no build, no browser). */
if (!['scale', 'realtime', 'bookings'].includes(process.env.BENCH_ONLY ?? '')) {
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

    const baseUrl = `http://127.0.0.1:${port}`
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    })
    const routes = await entryRoutesOf(baseUrl)
    // The phone in Arabic (where the side menu loads only when opened) and the desktop in English (where it is docked
    // and loads at once), signed out, as a first visit.
    for (const view of viewports) {
      for (const route of routes) {
        const { bytes, files } = await firstVisitJs(browser, baseUrl + route.path, view)
        rows.push({
          figure: `${route.name} JavaScript, gzip, ${view.device} (${files} files)`,
          value: `${(bytes / 1024).toFixed(1)} KB`,
          goal: '≤ 170 KB',
        })
      }
    }
    await browser.close()
    // Lighthouse's mobile performance in Arabic, the median of three runs (issue 8 §5); the machine is shared, so
    // the load average is printed beside it.
    const lighthouseRoutes = process.env.LIGHTHOUSE === 'off' ? [] : routes
    for (const route of lighthouseRoutes.filter((r) =>
      ['home', 'search (primary doctors)', 'doctor page'].includes(r.name),
    )) {
      const { median, scores } = lighthouseScore(baseUrl + route.path)
      rows.push({
        figure: `Lighthouse mobile performance, ${route.name}, ar (runs ${scores.join(', ')}; load ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')})`,
        value: String(median),
        goal: '≥ 95',
      })
    }
    await stop(warm.child)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const ms = (value: number) => `${value.toFixed(2)} ms`

/** Search and availability against 100,000 doctors and 1,000,000 bookings. */
async function scaleRows() {
  const env = { ...process.env }
  delete env.DATABASE_URL
  const config = loadConfig(env, { DATA_DIR: '.data/bench', LOG_LEVEL: 'silent', RATE_LIMIT: 'off' })
  const server = await startEmbeddedPostgres(clusterDir(config.dataDir), { persistent: true })
  await ensureDatabase(server.url('postgres'), 'sehha')
  const db = createDatabase(server.url('sehha'))
  try {
    await migrateToLatest(db)
    await seedCatalog(db)
    if (!(await isSeededAtScale(db))) {
      console.log('seeding the bench database at scale (once; kept in .data/bench)…')
      await seedAtScale(db)
    }
    // The search over HTTP, against a server process of its own on this database.
    const searchServer = start({
      DATABASE_URL: server.url('sehha'),
      DATA_DIR: config.dataDir,
      SEED_DEMO: 'off',
      RATE_LIMIT: 'off',
    })
    try {
      await searchServer.ready
      const specialties = (
        await db.selectFrom('specialties').select('id').where('enabledVideo', '=', true).execute()
      ).map((s) => s.id)
      const search = await benchSearch(`http://127.0.0.1:${port}`, specialties)
      console.table(search.shapes)
      rows.push(...search.rows)
    } finally {
      await stop(searchServer.child)
    }

    const jobs = await startJobs({
      config,
      db,
      connectionString: server.url('sehha'),
      adapters: createAdapters(config, db),
      log: pino({ level: 'silent' }),
      workers: false,
      instanceName: 'bench',
    })
    const app = await buildApp({ config, db, jobs })
    const serverMs: number[] = []
    app.addHook('onResponse', async (_request, reply) => {
      serverMs.push(reply.elapsedTime)
    })
    await app.ready()

    const doctors = (
      await sql<{ id: string }>`
        select user_id as id from doctors
        where verified and video_active and not testing and phone_number like '0150%'
        order by hashtext(user_id::text) limit 200
      `.execute(db)
    ).rows.map((r) => r.id)
    for (const id of doctors.slice(0, 20))
      await app.inject({ method: 'GET', url: `/api/v1/doctors/${id}/availability?days=31` })
    serverMs.length = 0
    let slots = 0
    for (const id of doctors) {
      const response = await app.inject({ method: 'GET', url: `/api/v1/doctors/${id}/availability?days=31` })
      if (response.statusCode !== 200) throw new Error(`availability answered ${response.statusCode}`)
      slots += response.json<{ slots: unknown[] }>().slots.length
    }
    const availabilityMs = [...serverMs]
    rows.push({
      figure: `availability, 31 days, one doctor (avg ${Math.round(slots / doctors.length)} slots): endpoint p50 / p95`,
      value: `${ms(percentile(availabilityMs, 50))} / ${ms(percentile(availabilityMs, 95))}`,
      // The issue's goal is the computation (next row); the whole request is shown beside it.
      goal: '',
    })

    // The computation alone (availableSlots), on the same doctors' schedules and bookings.
    const now = new Date()
    const from = now
    const to = cairoDayStart(addCalendarDays(cairoDate(now), 31))
    const computeMs: number[] = []
    for (const id of doctors) {
      const schedule = await db
        .selectFrom('schedules')
        .select(['timeslotMinutes', 'defaultWeek', 'weeks', 'days'])
        .where('doctorId', '=', id)
        .executeTakeFirstOrThrow()
      const busy = (
        await db
          .selectFrom('bookings')
          .select(['startsAt as start', 'endsAt as end'])
          .where('doctorId', '=', id)
          .where('status', 'in', ['opened', 'going'])
          .execute()
      ).map((b) => ({ start: b.start, end: b.end }))
      const at = performance.now()
      availableSlots({ schedule: schedule as unknown as Schedule, busy, from, to, now })
      computeMs.push(performance.now() - at)
    }
    rows.push({
      figure: 'availability, 31 days, one doctor: availableSlots alone p50 / p95',
      value: `${ms(percentile(computeMs, 50))} / ${ms(percentile(computeMs, 95))}`,
      goal: 'p95 < 5 ms',
    })
    await app.close()
    realtimeRow(await benchRealtime(db))
    await jobs.stop()
  } finally {
    await closeAndStop(db, server)
  }
}

function realtimeRow(figures: Awaited<ReturnType<typeof benchRealtime>>) {
  rows.push({
    figure: `realtime: publish on instance A → socket on instance B, ${figures.count} messages p50 / p95 (max)`,
    value: `${ms(figures.p50)} / ${ms(figures.p95)} (${ms(figures.max)})`,
    goal: '< 1000 ms',
  })
}

function bookingRows(figures: Awaited<ReturnType<typeof benchBookings>>) {
  const share = figures.http.perSecond / figures.raw.perSecond
  rows.push(
    {
      figure: `bookings: createBooking over HTTP, wallet, 32 clients, ${figures.http.count} bookings (/s, p50 / p99)`,
      value: `${figures.http.perSecond.toFixed(0)}/s, ${ms(figures.http.p50)} / ${ms(figures.http.p99)}${figures.http.failed ? ` (${figures.http.failed} failed)` : ''}`,
      goal: '≥ 30% of raw, p99 < 100 ms',
    },
    {
      figure: `bookings: raw inserts into the constrained table, 32 connections (/s; HTTP is ${(share * 100).toFixed(0)}% of it)`,
      value: `${figures.raw.perSecond.toFixed(0)}/s`,
      goal: '',
    },
  )
}

/** A small database of its own (migrated, demo-seeded) for the figures that need no scale. */
async function smallDatabase<T>(work: (db: ReturnType<typeof createDatabase>) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sehha-bench-small-'))
  chmodSync(dir, 0o755)
  const server = await startEmbeddedPostgres(path.join(dir, 'data'), { persistent: false })
  await ensureDatabase(server.url('postgres'), 'sehha')
  const db = createDatabase(server.url('sehha'))
  try {
    await migrateToLatest(db)
    await seedCatalog(db)
    await seedDemo(db)
    return await work(db)
  } finally {
    await closeAndStop(db, server)
    rmSync(dir, { recursive: true, force: true })
  }
}

/** BENCH_ONLY=realtime: the realtime figure alone, on a small database of its own (seconds). */
const realtimeAlone = () => smallDatabase(async (db) => realtimeRow(await benchRealtime(db)))

if (process.env.BENCH_ONLY === 'realtime') await realtimeAlone()
else if (process.env.BENCH_ONLY === 'bookings')
  await smallDatabase(async (db) => bookingRows(await benchBookings(db)))
else if (process.env.BENCH_ONLY !== 'first-screen') {
  await scaleRows()
  if (process.env.BENCH_ONLY !== 'scale') {
    rows.push(...(await benchJobs()))
    await smallDatabase(async (db) => bookingRows(await benchBookings(db)))
  }
}
console.table(rows)
