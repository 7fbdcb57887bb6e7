import { createHash } from 'node:crypto'
import { setTimeout as delay } from 'node:timers/promises'
import { PgBoss, type Job } from 'pg-boss'
import type { z } from 'zod'
import type { Database } from '#api/db/database'
import { jobSchedules, jobSchemas, queuePolicies, type QueuePolicy } from './definitions'
import {
  asPgBossDb,
  countRunnableJobs,
  findJobState,
  jobsSchema,
  listFailedJobs,
  oldestReadyAges,
  type FailedJob,
} from './jobs.repository'

type Schemas = Record<string, z.ZodType>

export interface JobLog {
  info(obj: object, msg?: string): void
  warn(obj: object, msg?: string): void
  error(obj: object, msg?: string): void
}

/** Timings: the defaults suit production; tests shorten them (a dead worker's job is retried sooner). */
export interface JobTuning {
  /** How often pg-boss looks for jobs whose worker died (expired) and for queue health. Default 30 s. */
  superviseIntervalSeconds?: number
  /** A worker's poll when no NOTIFY woke it (retries coming due). Default 5 s. */
  pollingIntervalSeconds?: number
  /** Whether this process keeps the cron schedules (jobSchedules). Default true; tests turn it off. */
  cron?: boolean
  /** Jobs one process runs at once per queue. Default 2. */
  concurrency?: number
  /** pg-boss's own connections (plus one for LISTEN). Default 3. */
  poolSize?: number
}

export interface EnqueueOptions {
  /**
   * The job's idempotency key (e.g. `otp:<id>`): the job id is derived from it, so enqueuing twice with one key gives
   * one job for as long as the job is kept.
   */
  key: string
  startAfter?: Date
}

/** The job id of a key: a UUID made of the SHA-256 of queue and key (RFC 9562 version 8, "custom"). */
export function jobIdFor(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex').slice(0, 32).split('')
  hex[12] = '8'
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16)
  const h = hex.join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/** One queue in /metrics: its jobs by state and how long its oldest ready job has waited, in seconds. */
export interface QueueStat {
  name: string
  ready: number
  deferred: number
  active: number
  failed: number
  oldestReadySeconds: number
}

export type JobHandler<D> = (data: D, job: Job<unknown>) => Promise<void>

/**
 * The background jobs of issue 8 §1: pg-boss in its own schema of our PostgreSQL. Every process (API or worker)
 * starts one to enqueue; only processes with workers on call `work`. Two processes share nothing but the database.
 */
export class JobQueue<S extends Schemas = typeof jobSchemas> {
  readonly boss: PgBoss
  private readonly schemas: S
  private readonly policies: Record<string, QueuePolicy>
  private readonly tuning: Required<JobTuning>

  constructor(
    private readonly deps: {
      connectionString: string
      db: Database
      log: JobLog
      schemas?: S
      policies?: Record<keyof S, QueuePolicy>
      tuning?: JobTuning
      /** Shown in pg_stat_activity and pg-boss's instance list, e.g. `api` or `worker`. */
      instanceName?: string
    },
  ) {
    this.schemas = deps.schemas ?? (jobSchemas as unknown as S)
    this.policies = deps.policies ?? queuePolicies
    this.tuning = {
      superviseIntervalSeconds: 30,
      pollingIntervalSeconds: 5,
      concurrency: 2,
      poolSize: 3,
      cron: true,
      ...deps.tuning,
    }
    this.boss = new PgBoss({
      connectionString: deps.connectionString,
      schema: jobsSchema,
      max: this.tuning.poolSize,
      application_name: `sehha-${deps.instanceName ?? 'jobs'}`,
      instanceName: deps.instanceName ?? 'jobs',
      useListenNotify: true,
      superviseIntervalSeconds: this.tuning.superviseIntervalSeconds,
      monitorIntervalSeconds: this.tuning.superviseIntervalSeconds,
      schedule: this.tuning.cron,
    })
    this.boss.on('error', (error) => deps.log.error({ err: error }, 'jobs: pg-boss error'))
  }

  private started = false

  /** Started and not stopping (issue 44 §2: part of the process's readiness). */
  get running(): boolean {
    return this.started
  }

  /** Installs or upgrades pg-boss's schema (pg-boss locks against a second process) and creates our queues. */
  async start(): Promise<void> {
    await this.boss.start()
    this.started = true
    for (const name of Object.keys(this.schemas)) {
      await this.boss.createQueue(name, { ...this.policies[name], notify: true })
    }
    if (this.tuning.cron)
      for (const [name, cron] of Object.entries(jobSchedules))
        if (cron && name in this.schemas) await this.boss.schedule(name, cron, {}, { tz: 'UTC' })
  }

  /**
   * Enqueues a job inside the caller's transaction: the job exists exactly when the transaction commits. The data is
   * checked against the job's schema here, not only when the job runs. `created` is false when a job with this key
   * already exists.
   */
  async enqueue<N extends keyof S & string>(
    trx: Database,
    name: N,
    data: z.input<S[N]>,
    options: EnqueueOptions,
  ): Promise<{ id: string; created: boolean }> {
    const schema = this.schemas[name]
    if (!schema) throw new Error(`unknown job ${name}`)
    const parsed = schema.parse(data) as object
    const id = jobIdFor(name, options.key)
    const sent = await this.boss.send(name, parsed, {
      id,
      singletonKey: options.key,
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      db: asPgBossDb(trx),
    })
    return { id, created: sent !== null }
  }

  /**
   * Runs `handler` for each job of `name` in this process. The data is parsed with the job's schema first; a throw
   * fails the attempt (its error is kept on the job) and pg-boss retries it per the queue's policy.
   */
  async work<N extends keyof S & string>(name: N, handler: JobHandler<z.infer<S[N]>>): Promise<void> {
    const schema = this.schemas[name]
    if (!schema) throw new Error(`unknown job ${name}`)
    await this.boss.work(
      name,
      {
        batchSize: 1,
        // pg-boss waits its polling interval after every fetch: 2 jobs per 5 s per queue, a backlog that never
        // clears under load (money-check, 100,000 operations). With a backlog it fetches again at once.
        burstWhenReadyExceeds: 1,
        localConcurrency: this.tuning.concurrency,
        pollingIntervalSeconds: this.tuning.pollingIntervalSeconds,
        notifyPollingIntervalSeconds: this.tuning.pollingIntervalSeconds,
      },
      async (jobs: Job<unknown>[]) => {
        for (const job of jobs) await handler(schema.parse(job.data) as z.infer<S[N]>, job)
      },
    )
  }

  /**
   * Each queue's jobs by state, as pg-boss's monitor last counted them (every supervise interval), and the age of its
   * oldest job ready to run, read now: what /metrics shows (issue 44 §5).
   */
  async queueStats(): Promise<QueueStat[]> {
    const [queues, ages] = await Promise.all([this.boss.getQueues(), oldestReadyAges(this.deps.db)])
    return queues.map((queue) => ({
      name: queue.name,
      ready: queue.readyCount,
      deferred: queue.deferredCount,
      active: queue.activeCount,
      failed: queue.failedCount,
      oldestReadySeconds: ages.get(queue.name) ?? 0,
    }))
  }

  /** Failed jobs with their error, newest first: for the admin console (issue 8 §1). */
  listFailed(options: { name?: keyof S & string; limit?: number } = {}): Promise<FailedJob[]> {
    return listFailedJobs(this.deps.db, {
      limit: options.limit ?? 100,
      ...(options.name ? { name: options.name } : {}),
    })
  }

  /** One job's queue and state, or undefined: what the admins' retry checks first (issue 10 §4). */
  findJob(id: string): Promise<{ id: string; name: string; state: string } | undefined> {
    return findJobState(this.deps.db, id)
  }

  /**
   * Puts a failed job back in its queue to run again (the admins' retry, issue 10 §4), in the caller's transaction, so
   * it commits with its audit entry. False when the job was not failed (already retried, say).
   */
  async retryFailed(trx: Database, name: keyof S & string, id: string): Promise<boolean> {
    const result = (await this.boss.retry(name, id, { db: asPgBossDb(trx) })) as { affected?: number }
    return (result.affected ?? 0) > 0
  }

  /**
   * Resolves once no job is waiting or running (deferred retries aside); rejects after `timeoutMs` (generous: a
   * notification's fan-out is two polls, and a loaded 2-core machine is slow). Tests wait on it instead of sleeping;
   * a shutdown could too.
   */
  async whenIdle(timeoutMs = 30_000): Promise<void> {
    const until = Date.now() + timeoutMs
    for (;;) {
      if ((await countRunnableJobs(this.deps.db)) === 0) return
      if (Date.now() > until) throw new Error(`jobs still pending after ${timeoutMs} ms`)
      await delay(10)
    }
  }

  /** Stops fetching, lets running jobs finish (up to `timeoutMs`) and closes pg-boss's connections. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.started = false
    await this.boss.stop({ graceful: true, close: true, timeout: timeoutMs })
  }
}

export type AppJobQueue = JobQueue<typeof jobSchemas>
