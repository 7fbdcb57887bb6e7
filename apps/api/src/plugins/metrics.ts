/**
 * `GET /metrics` in Prometheus's text format (issue 44 §5; docs/operations.md "Metrics and traces"; ADR 0040): each
 * route's requests and latency, the process (CPU, memory, event loop), the database pool, the job queues, the
 * realtime sockets, and what process-metrics.ts counts (payment callbacks, backups, the replica's lag). Every figure
 * is this process's own: Prometheus scrapes each API instance.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import client from '@prometheus-io/client'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyMetricsExport from 'fastify-metrics'
import type { Config } from '#api/config'
import { poolOf, type Database } from '#api/db/database'
import type { AppJobQueue, QueueStat } from '#api/jobs/queue'
import { errorBody } from './error-handler'
import { isLoopbackRequest } from './loopback'
import { readStatus } from '#api/db/backup/backup'
import { processMetrics } from './process-metrics'

// fastify-metrics is CommonJS with `exports.default`: Node's ESM import (tsx) gives that object as the default
// export, vitest's interop gives the plugin itself.
const fastifyMetrics =
  (fastifyMetricsExport as unknown as { default?: typeof fastifyMetricsExport }).default ??
  fastifyMetricsExport

export const metricsPath = '/metrics'

/** How long a scrape waits for the job queues' figures before it answers without them. */
const queueReadTimeoutMs = 2000

/** Label of a request no route matched (the web app's pages, unknown paths): one series, never the raw URL. */
export const unmatchedRoute = '__unmatched__'

export interface MetricsOptions {
  config: Config
  db: Database
  jobs: AppJobQueue
  /** How many realtime sockets this app holds now (app.ts hands over the realtime hub's count). */
  sockets: () => number
  /** The read replica's lag in seconds (db/replica/read-router.ts), null when unknown; absent without a replica. */
  replicaLag?: (() => number | null) | undefined
}

/**
 * Registers the request histograms (before the routes, so every route is measured) and the /metrics route. In
 * production without METRICS_TOKEN nothing is measured and /metrics answers 404.
 */
export async function registerMetrics(app: FastifyInstance, options: MetricsOptions): Promise<void> {
  const { config } = options
  // Not served: the API's own 404, not the web app's page that an unknown path would get.
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(404)
      .header('cache-control', 'no-store')
      .send(errorBody(request.ctx?.language ?? 'en', String(request.id), 'NOT_FOUND'))
  if (!config.metrics.served) {
    app.get(metricsPath, { exposeHeadRoute: false, schema: { hide: true } }, notFound)
    return
  }
  // One registry per app, not the client's global one: a test process builds several apps, each with its own pool.
  const registry = new client.Registry()
  await app.register(fastifyMetrics, {
    // The client we import is the one fastify-metrics would find; given, it cannot pick another (ADR 0040).
    promClient: client,
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      // Requests no route matched are counted too, under one label.
      registeredRoutesOnly: false,
      invalidRouteGroup: unmatchedRoute,
      // The realtime socket's upgrade would be timed for the socket's whole life: sehha_realtime_sockets counts them.
      routeBlacklist: [metricsPath, '/api/v1/realtime'],
      overrides: {
        histogram: {
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
          registers: [registry],
        },
        summary: { registers: [] },
        // The route's template (`/api/v1/doctors/:id`), never its URL: an id in a label is a series per id.
        labels: { getRouteLabel: (request) => request.routeOptions.url ?? unmatchedRoute },
      },
    },
  })
  for (const metric of processMetrics) registry.registerMetric(metric)
  registerPoolMetrics(app, registry, options.db)
  registerQueueMetrics(app, registry, options.jobs)
  registerBackupMetrics(registry, config.backup.dir)
  new client.Gauge({
    name: 'sehha_replica_lag_seconds',
    help: 'How far the read replica is behind the primary, in seconds (0 without a replica; NaN while unknown)',
    registers: [registry],
    collect() {
      if (!options.replicaLag) return this.set(0)
      this.set(options.replicaLag() ?? Number.NaN)
    },
  })
  new client.Gauge({
    name: 'sehha_realtime_sockets',
    help: 'Realtime WebSockets open on this process',
    registers: [registry],
    collect() {
      this.set(options.sockets())
    },
  })

  app.get(
    metricsPath,
    {
      config: { disableMetrics: true },
      logLevel: 'warn',
      exposeHeadRoute: false,
      schema: { hide: true },
    },
    async (request, reply) => {
      if (config.metrics.token === undefined) {
        // No token: for a developer on this machine only.
        if (!isLoopbackRequest(request)) return notFound(request, reply)
      } else if (!bearerMatches(request, config.metrics.token)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .header('cache-control', 'no-store')
          .send(errorBody(request.ctx?.language ?? 'en', String(request.id), 'UNAUTHENTICATED'))
      }
      const body = await registry.metrics()
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(body)
    },
  )
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? ''
  const match = /^Bearer (.+)$/i.exec(header)
  if (!match?.[1]) return false
  // Compared as digests, in constant time: a token's length or prefix is not learnt from timings.
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(match[1]), digest(token))
}

function registerPoolMetrics(app: FastifyInstance, registry: client.Registry, db: Database): void {
  const pool = poolOf(db)
  new client.Gauge({
    name: 'sehha_db_pool_connections',
    help: "The database pool's connections by state (total open, idle) and its size (max)",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.total)
      this.set({ state: 'idle' }, pool.idle)
      this.set({ state: 'max' }, pool.max)
    },
  })
  new client.Gauge({
    name: 'sehha_db_pool_waiting_queries',
    help: 'Queries waiting for a connection from the database pool',
    registers: [registry],
    collect() {
      this.set(pool.waiting)
    },
  })
  const wait = new client.Histogram({
    name: 'sehha_db_pool_acquire_seconds',
    help: 'How long a query waited for a connection from the database pool (one opened when none was idle)',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  const stop = pool.onWait((seconds) => wait.observe(seconds))
  app.addHook('onClose', async () => stop())
}

function registerQueueMetrics(app: FastifyInstance, registry: client.Registry, jobs: AppJobQueue): void {
  // The metrics below are collected together in one scrape: they share one read.
  let reading: Promise<QueueStat[] | null> | null = null
  const read = () =>
    (reading ??= readWithin(jobs.queueStats(), queueReadTimeoutMs)
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'metrics: the job queues could not be read')
        return null
      })
      .then((stats) => {
        if (!stats) failures.inc({ part: 'job_queues' })
        return stats
      })
      .finally(() => {
        reading = null
      }))
  const failures = new client.Counter({
    name: 'sehha_metrics_collect_failures_total',
    help: 'Scrapes that answered without a part of the figures (its read failed or took too long), by part',
    labelNames: ['part'] as const,
    registers: [registry],
    // Waits for this scrape's read, so a failure shows in the scrape it spoiled.
    async collect() {
      await read()
    },
  })
  new client.Gauge({
    name: 'sehha_job_queue_jobs',
    help: "Jobs per queue by state (ready, deferred, active, failed), as pg-boss's monitor last counted them",
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const stats = await read()
      // Unknown is shown as absent, never as the last figures: a stale 0 would hide a backlog.
      this.reset()
      for (const queue of stats ?? [])
        for (const state of ['ready', 'deferred', 'active', 'failed'] as const)
          this.set({ queue: queue.name, state }, queue[state])
    },
  })
  new client.Gauge({
    name: 'sehha_job_queue_oldest_ready_age_seconds',
    help: 'How long the oldest job ready to run has waited, per queue, in seconds (0: none waiting)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const stats = await read()
      this.reset()
      for (const queue of stats ?? []) this.set({ queue: queue.name }, queue.oldestReadySeconds)
    },
  })
}

/** The promise's value, or null when it takes longer than `ms` (the read goes on; its answer is dropped). */
async function readWithin<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms)
    timer.unref()
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The backups' figures, from BACKUP_DIR/status.json, which `npm run db:backup` writes at each run (a process of its
 * own, on the database's machine): read at each scrape, so every API instance that sees BACKUP_DIR shows them.
 * Read by the `SehhaBackupTooOld` and `SehhaBackupFailed` alerts.
 */
function registerBackupMetrics(registry: client.Registry, backupDir: string): void {
  new client.Gauge({
    name: 'sehha_backup_last_success_timestamp_seconds',
    help: 'When the last base backup succeeded, in Unix seconds (0: none yet)',
    registers: [registry],
    collect() {
      const at = readStatus(backupDir).lastSuccess?.at
      this.set(at ? Date.parse(at) / 1000 : 0)
    },
  })
  new client.Counter({
    name: 'sehha_backup_failures_total',
    help: 'Backups that failed, as BACKUP_DIR/status.json counts them',
    registers: [registry],
    collect() {
      this.reset()
      this.inc(readStatus(backupDir).failures)
    },
  })
}
