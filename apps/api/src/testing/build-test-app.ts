import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions } from 'fastify'
import pg from 'pg'
import { inject } from 'vitest'
import { pino } from 'pino'
import { createAdapters } from '#api/adapters/adapters'
import { buildApp } from '#api/app'
import { loadConfig } from '#api/config'
import { connectionStringOf, createDatabase, type Database } from '#api/db/database'
import { ReadRouter } from '#api/db/replica/read-router'
import { startJobs } from '#api/jobs/start'
import type { AppJobQueue, JobTuning } from '#api/jobs/queue'
import type { Clock } from '#api/plugins/context'
import { templateDatabase } from './global-setup'

/** A settable clock for tests that move time (code expiry, resend countdown). */
export function testClock(start = new Date()): Clock & { advance(ms: number): void } {
  let now = start.getTime()
  return { now: () => new Date(now), advance: (ms) => void (now += ms) }
}

/**
 * Browsers send Origin with every POST, PUT, PATCH and DELETE, and the API refuses a cookie-carrying one without it
 * (plugins/csrf.ts): so does the test client, from the product's own origin, unless the test sets `origin` itself
 * (an empty string sends none).
 */
function sendOriginLikeABrowser(app: FastifyInstance, publicUrl: string): void {
  const inject = app.inject.bind(app)
  app.inject = ((options?: InjectOptions | string) => {
    if (options === undefined) return inject()
    const request: InjectOptions = typeof options === 'string' ? { url: options } : options
    const headers = { ...(request.headers ?? {}) }
    if (!('origin' in headers)) headers.origin = new URL(publicUrl).origin
    else if (headers.origin === '') delete headers.origin
    return inject({ ...request, headers })
  }) as typeof app.inject
}

const queues = new WeakMap<FastifyInstance, AppJobQueue>()
const parts = new WeakMap<FastifyInstance, { db: Database; clock: Clock }>()

/** A test app's database and clock (for helpers given only the app, such as signInAdmin). */
export function testAppParts(app: FastifyInstance): { db: Database; clock: Clock } {
  const found = parts.get(app)
  if (!found) throw new Error('not a test app')
  return found
}

/** Waits until the test app's job queue has run everything pending (what a request enqueued, say). */
export async function jobsIdle(app: FastifyInstance, timeoutMs?: number): Promise<void> {
  const jobs = queues.get(app)
  if (!jobs) throw new Error('not a test app: no job queue')
  await jobs.whenIdle(timeoutMs)
}

/** Jobs in tests: a worker that died is noticed within a second, and retries come due without a long poll. */
export const testJobTuning: JobTuning = {
  superviseIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
  poolSize: 2,
  cron: false,
}

/**
 * The app on a fresh database cloned from the migrated, seeded template (fastify/demo's `build(t)`), with its job
 * workers running in-process (WORKERS=on, as `npm start`): a test that reads what a job sent calls `t.jobs.whenIdle()`
 * (or a journey helper that does) instead of sleeping.
 */
export async function buildTestApp(
  options: {
    clock?: Clock
    rateLimit?: boolean
    env?: Parameters<typeof loadConfig>[1]
    /** A second API instance on this one's database (issue 8 §2: two instances, one database). */
    sameDatabaseAs?: { db: Database }
    /** A database of another server, migrated and left as it is (issue 44's drills: a restored backup). */
    databaseUrl?: string
    /**
     * A read replica of the database (issue 44 §4: a streaming standby of `databaseUrl`'s server): the app's public
     * reads go to it through a read router checked every `replicaIntervalMs` (default 2000).
     */
    replicaUrl?: string
    replicaMaxLagMs?: number
    replicaIntervalMs?: number
  } = {},
) {
  const adminUrl = inject('pgAdminUrl')
  const shared = options.sameDatabaseAs ?? (options.databaseUrl ? { db: null } : undefined)
  const name = options.sameDatabaseAs
    ? new URL(connectionStringOf(options.sameDatabaseAs.db)).pathname.slice(1)
    : `t_${randomUUID().replaceAll('-', '')}`
  if (!shared) {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    await client.query(`create database ${name} template ${templateDatabase}`)
    await client.end()
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sehha-test-files-'))
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      OUTBOX: 'on',
      // TEST_LOG_LEVEL=error shows a failing test's server errors.
      LOG_LEVEL: (process.env.TEST_LOG_LEVEL ?? 'silent') as 'silent',
      RATE_LIMIT: options.rateLimit === false ? 'off' : 'on',
      ...options.env,
    },
  )
  const url = options.databaseUrl ?? databaseUrl(adminUrl, name)
  const db = createDatabase(url, 4)
  const adapters = createAdapters(config, db)
  const jobs = await startJobs({
    config,
    db,
    connectionString: url,
    adapters,
    log: pino({ level: 'silent' }),
    workers: config.workers,
    tuning: testJobTuning,
    instanceName: 'test',
    ...(options.clock ? { clock: options.clock } : {}),
  })
  const readRouter = options.replicaUrl
    ? new ReadRouter({
        primary: db,
        replicaUrl: options.replicaUrl,
        maxLagMs: options.replicaMaxLagMs ?? 2000,
        intervalMs: options.replicaIntervalMs ?? 2000,
        log: () => {},
      })
    : null
  await readRouter?.start()
  const app = await buildApp({
    config,
    db,
    jobs,
    adapters,
    readRouter,
    ...(options.clock ? { clock: options.clock } : {}),
  })
  queues.set(app, jobs)
  parts.set(app, { db, clock: options.clock ?? { now: () => new Date() } })
  await app.ready()
  sendOriginLikeABrowser(app, config.publicUrl)
  return {
    app,
    db,
    jobs,
    url,
    config,
    adapters,
    readRouter,
    async close() {
      await app.close()
      await jobs.stop()
      await readRouter?.close()
      await db.destroy()
      rmSync(dataDir, { recursive: true, force: true })
      if (shared) return
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  return adminUrl.replace(/\/[^/?]*(\?.*)?$/, `/${name}$1`)
}
