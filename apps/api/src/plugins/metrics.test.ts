import type { AddressInfo } from 'node:net'
import type { FastifyInstance, InjectOptions } from 'fastify'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxTransaction } from '#api/adapters/payments'
import { buildApp } from '#api/app'
import type { ReadRouter } from '#api/db/replica/read-router'
import { loadConfig } from '#api/config'
import type { AppJobQueue } from '#api/jobs/queue'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { signIn } from '#api/testing/journeys'
import { productionSettings } from '#api/testing/production-settings'
import { recordOutcome, type BackupManifest } from '#api/db/backup/backup'

/**
 * Issue 44 §5: GET /metrics in Prometheus's text format, per route by template, with the pool, the job queues, the
 * sockets and the payment callbacks; open to this machine without a token, only with it when set, absent in
 * production without one.
 */
let t: TestApp
let withToken: TestApp
const token = 'a-metrics-token-of-some-length'

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  withToken = await buildTestApp({ rateLimit: false, sameDatabaseAs: t, env: { METRICS_TOKEN: token } })
}, 60_000)
afterAll(async () => {
  await withToken?.close()
  await t?.close()
})

/** Waits for a state (a scrape that shows it), never for a time. */
async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('state not reached in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function scrape(app: FastifyInstance, options: Partial<InjectOptions> = {}): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/metrics', ...options })
  expect(response.statusCode).toBe(200)
  return response.body
}

/** Each sample line of an exposition: `name{labels}` → value. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>()
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue
    const at = line.lastIndexOf(' ')
    found.set(line.slice(0, at), Number(line.slice(at + 1)))
  }
  return found
}

/** The value of the sample `name` whose labels include `labels` (the first such one), or undefined. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const [series, value] of samples(text)) {
    const brace = series.indexOf('{')
    const seriesName = brace < 0 ? series : series.slice(0, brace)
    if (seriesName === name && wanted.every((pair) => series.includes(pair))) return value
  }
  return undefined
}

describe('GET /metrics (issue 44 §5)', () => {
  it('answers this machine without a token, in the text format, never cached; another machine is not served', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.body).toContain('# TYPE http_request_duration_seconds histogram')
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    })
    expect(proxied.statusCode).toBe(404)
    expect(proxied.json().error.code).toBe('NOT_FOUND')
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.4' })
    expect(remote.statusCode).toBe(404)
  })

  it('asks for the bearer token when METRICS_TOKEN is set, and answers with it', async () => {
    const none = await withToken.app.inject({ method: 'GET', url: '/metrics' })
    expect(none.statusCode).toBe(401)
    expect(none.headers['www-authenticate']).toBe('Bearer')
    expect(none.json().error.code).toBe('UNAUTHENTICATED')
    const wrong = await withToken.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}x` },
    })
    expect(wrong.statusCode).toBe(401)
    const text = await scrape(withToken.app, {
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: '10.0.0.9',
    })
    expect(text).toContain('process_cpu_seconds_total')
  })

  it('is not served at all in production without METRICS_TOKEN', async () => {
    const config = loadConfig({}, { ...productionSettings, DATA_DIR: t.config.dataDir, LOG_LEVEL: 'silent' })
    expect(config.metrics.served).toBe(false)
    const production = await buildApp({ config, db: t.db, jobs: t.jobs })
    try {
      for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
        const response = await production.inject({ method: 'GET', url: '/metrics', headers })
        expect(response.statusCode).toBe(404)
        expect(response.json().error.code).toBe('NOT_FOUND')
      }
    } finally {
      await production.close()
    }
  })

  it("labels requests with their route's template, counts each, and leaves /metrics out", async () => {
    const id = '0b6f7d1e-2f9a-4c55-9a61-3d7c2f6a9e01'
    const before = await scrape(t.app)
    const labels = { method: 'GET', route: '/api/health/live', status_code: '200' }
    const count = valueOf(before, 'http_request_duration_seconds_count', labels) ?? 0
    await t.app.inject({ method: 'GET', url: '/api/health/live' })
    await t.app.inject({ method: 'GET', url: '/api/health/live' })
    await t.app.inject({ method: 'GET', url: `/api/v1/doctors/${id}` })
    await t.app.inject({ method: 'GET', url: `/no/such/page/${id}` })
    const after = await scrape(t.app)
    expect(valueOf(after, 'http_request_duration_seconds_count', labels)).toBe(count + 2)
    expect(
      valueOf(after, 'http_request_duration_seconds_count', { route: '/api/v1/doctors/:doctorId' }),
    ).toBe(1)
    expect(valueOf(after, 'http_request_duration_seconds_count', { route: '__unmatched__' })).toBeGreaterThan(
      0,
    )
    // Never the URL: an id in a label would make a series per id.
    expect(after).not.toContain(id)
    expect(after).not.toContain('route="/metrics"')
  })

  it('shows the process, the database pool, the job queues and the sockets', async () => {
    const text = await scrape(t.app)
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(valueOf(text, name)).toBeGreaterThanOrEqual(0)
    expect(valueOf(text, 'sehha_db_pool_connections', { state: 'max' })).toBe(4)
    expect(valueOf(text, 'sehha_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1)
    expect(valueOf(text, 'sehha_db_pool_waiting_queries')).toBeGreaterThanOrEqual(0)
    expect(valueOf(text, 'sehha_db_pool_acquire_seconds_count')).toBeGreaterThan(0)
    // Every queue of the product, by state, and its oldest ready job's age.
    expect(
      valueOf(text, 'sehha_job_queue_jobs', { queue: 'sms.send', state: 'ready' }),
    ).toBeGreaterThanOrEqual(0)
    expect(
      valueOf(text, 'sehha_job_queue_oldest_ready_age_seconds', { queue: 'sms.send' }),
    ).toBeGreaterThanOrEqual(0)
    expect(valueOf(text, 'sehha_realtime_sockets')).toBe(0)
    expect(valueOf(text, 'sehha_replica_lag_seconds')).toBeGreaterThanOrEqual(0)
  })

  it('counts the realtime sockets this instance holds', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const port = (t.app.server.address() as AddressInfo).port
    const cookie = await signIn(t.app, '01000000001', 'Patient123')
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/realtime`, {
      headers: { cookie },
      origin: `http://127.0.0.1:${port}`,
    })
    // Counted once the server said it is subscribed.
    await new Promise<void>((resolve, reject) => {
      socket.once('message', () => resolve())
      socket.once('error', reject)
    })
    try {
      expect(valueOf(await scrape(t.app), 'sehha_realtime_sockets')).toBe(1)
    } finally {
      const closed = new Promise((resolve) => socket.once('close', resolve))
      socket.close()
      await closed
    }
    await until(async () => valueOf(await scrape(t.app), 'sehha_realtime_sockets') === 0)
  })

  it("shows a queue's ready jobs and how long the oldest has waited", async () => {
    // No workers here: the job stays ready.
    const idle = await buildTestApp({ rateLimit: false, env: { WORKERS: 'off' } })
    try {
      await idle.jobs.enqueue(
        idle.db,
        'sms.send',
        { to: '01000000001', language: 'en', template: 'code', params: { code: '123456' } },
        { key: 'metrics-test' },
      )
      const labels = { queue: 'sms.send' }
      // pg-boss's monitor counts it within its interval (1 s in tests); the age is read at each scrape.
      await until(async () => {
        const text = await scrape(idle.app)
        return (
          valueOf(text, 'sehha_job_queue_jobs', { ...labels, state: 'ready' }) === 1 &&
          (valueOf(text, 'sehha_job_queue_oldest_ready_age_seconds', labels) ?? 0) > 0
        )
      })
    } finally {
      await idle.close()
    }
  })

  it('counts payment callbacks by outcome', async () => {
    const labels = { provider: 'sandbox', outcome: 'bad_signature' }
    const malformedLabels = { provider: 'sandbox', outcome: 'malformed' }
    const before = await scrape(t.app)
    // A transaction as the sandbox reports one, signed with another key: refused for its signature.
    const obj = sandboxTransaction({
      orderId: '0b6f7d1e-2f9a-4c55-9a61-3d7c2f6a9e02',
      providerOrderId: 1,
      amount: 100,
      method: 'card',
      success: true,
      transactionId: 424_242,
    })
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/callback/sandbox?hmac=deadbeef',
      payload: { type: 'TRANSACTION', obj },
    })
    expect(forged.statusCode).toBeLessThan(500)
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/callback/sandbox?hmac=deadbeef',
      payload: { nothing: true },
    })
    expect(malformed.statusCode).toBeLessThan(500)
    const after = await scrape(t.app)
    expect(valueOf(after, 'sehha_payment_callbacks_total', labels)).toBe(
      (valueOf(before, 'sehha_payment_callbacks_total', labels) ?? 0) + 1,
    )
    expect(valueOf(after, 'sehha_payment_callbacks_total', malformedLabels)).toBe(
      (valueOf(before, 'sehha_payment_callbacks_total', malformedLabels) ?? 0) + 1,
    )
  })

  it("shows the backups' figures from BACKUP_DIR", async () => {
    const before = await scrape(t.app)
    expect(valueOf(before, 'sehha_backup_last_success_timestamp_seconds')).toBe(0)
    expect(valueOf(before, 'sehha_backup_failures_total')).toBe(0)
    // What npm run db:backup records at the end of each run.
    const at = '2026-12-01T02:00:00.000Z'
    recordOutcome(t.config.backup.dir, {
      ok: true,
      manifest: { id: 'b1', finishedAt: at, seconds: 3, bytes: 1000 } as BackupManifest,
    })
    recordOutcome(t.config.backup.dir, { ok: false, at: new Date(), error: 'disk full' })
    const text = await scrape(t.app)
    expect(valueOf(text, 'sehha_backup_last_success_timestamp_seconds')).toBe(Date.parse(at) / 1000)
    expect(valueOf(text, 'sehha_backup_failures_total')).toBe(1)
  })

  it("shows the read replica's lag as its router measures it", async () => {
    let lag: number | null = 3.5
    const router = {
      reads: t.db,
      health: () => ({ state: 'healthy', lagMs: 3500, reason: null, checkedAt: new Date() }),
      replicaLagSeconds: () => lag,
    } as unknown as ReadRouter
    const app = await buildApp({ config: t.config, db: t.db, jobs: t.jobs, readRouter: router })
    try {
      expect(valueOf(await scrape(app), 'sehha_replica_lag_seconds')).toBe(3.5)
      lag = null
      expect(await scrape(app)).toMatch(/^sehha_replica_lag_seconds nan$/im)
    } finally {
      await app.close()
    }
  })

  it('answers without the job queues when they cannot be read in time, and counts it', async () => {
    const stuck: AppJobQueue = Object.assign(Object.create(t.jobs) as AppJobQueue, {
      queueStats: () => new Promise<never>(() => {}),
    })
    const app = await buildApp({ config: t.config, db: t.db, jobs: stuck })
    try {
      const text = await scrape(app)
      expect(text).not.toMatch(/^sehha_job_queue_jobs\{/m)
      expect(valueOf(text, 'sehha_metrics_collect_failures_total', { part: 'job_queues' })).toBe(1)
      expect(valueOf(text, 'sehha_db_pool_connections', { state: 'max' })).toBe(4)
    } finally {
      await app.close()
    }
  })
})
