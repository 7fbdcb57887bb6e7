import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  PostgresDriver,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'
import type pg from 'pg'
import { createPool, driverPoolOf, isDatabaseUnavailable, type Database } from '#api/db/database'
import type { DB } from '#api/db/schema'
import { primaryWalPosition, standbyPosition, type StandbyPosition } from './replica.repository'

/**
 * The read replica (issue 44 §4). Public, non-personal reads (the search, doctors' public pages and availability, the
 * catalogue's counts, the sitemap) go through `reads`, a database whose queries run on the replica while it is
 * healthy and on the primary otherwise; everything else stays on the primary (`db`). The replica is healthy when it
 * answers, is a standby, and is no further behind than DATABASE_REPLICA_MAX_LAG_MS; a check every `intervalMs` (2 s)
 * decides. A replica query that fails for want of the replica (refused, cut, shutting down) marks it down at once
 * and runs again on the primary, so a replica that stops costs no request an error (as does a query the standby
 * cancelled for a conflict with its replay, without marking it down).
 */

export type ReplicaState = 'up' | 'lagging' | 'down' | 'not a standby'

/** One health check's reading of the replica, or why there is none. */
export type ReplicaSample = { reachable: false; error?: string } | ({ reachable: true } & StandbyPosition)

export interface ReplicaVerdict {
  state: ReplicaState
  /** How far behind the primary, in ms: 0 when it has replayed everything the primary had; null when unknown. */
  lagMs: number | null
}

/**
 * The rule (pure, unit-tested): a replica that has replayed the primary's WAL up to where it was just before the
 * check has no lag, however old its last replayed commit (an idle primary commits nothing, and
 * pg_last_xact_replay_timestamp() keeps ageing). Behind that, its lag is the age of the last commit it replayed: a
 * replica behind with no replayed commit since it started has an unknown lag, and counts as lagging.
 */
export function judgeReplica(sample: ReplicaSample, maxLagMs: number): ReplicaVerdict {
  if (!sample.reachable) return { state: 'down', lagMs: null }
  if (!sample.inRecovery) return { state: 'not a standby', lagMs: null }
  if (sample.caughtUp) return { state: 'up', lagMs: 0 }
  if (sample.replayAgeMs === null) return { state: 'lagging', lagMs: null }
  const lagMs = Math.max(0, sample.replayAgeMs)
  return { state: lagMs <= maxLagMs ? 'up' : 'lagging', lagMs }
}

export interface ReadRouterOptions {
  /** The primary, as the process opened it: its pool also serves the reads while the replica is not used. */
  primary: Database
  replicaUrl: string
  maxLagMs: number
  /** Connections to the replica per process: the reads of one instance (default 5). */
  poolSize?: number
  intervalMs?: number
  /** How long a check may take before the replica counts as down (default 1.5 s). */
  checkTimeoutMs?: number
  log?: (line: string) => void
  /** The check's reading (tests); by default the primary's WAL position and the replica's replay of it. */
  probe?: () => Promise<ReplicaSample>
}

export interface ReplicaHealth extends ReplicaVerdict {
  checkedAt: Date | null
}

/** The process's router, for `replicaLagSeconds()` (the metrics). */
let current: ReadRouter | null = null

/**
 * The replica's lag in seconds for the `sehha_replica_lag_seconds` gauge: 0 when it has replayed everything, null
 * when there is no replica, it is unreachable or its lag is unknown.
 */
export function replicaLagSeconds(): number | null {
  return current?.replicaLagSeconds() ?? null
}

function becomeCurrent(router: ReadRouter | null): void {
  current = router
}

export class ReadRouter {
  /** Public reads: the replica while healthy, else the primary. */
  readonly reads: Database
  /** The check's own connection: never queued behind the reads when the replica is busy. */
  private readonly checker: Database
  private readonly replicaPool: pg.Pool
  private verdict: ReplicaVerdict = { state: 'down', lagMs: null }
  private checkedAt: Date | null = null
  private timer: NodeJS.Timeout | null = null
  private checking: Promise<void> | null = null
  private readonly log: (line: string) => void
  /** Queries run for `reads`, by where they ran (tests and the bench prove the routing with them). */
  readonly queries = { replica: 0, primary: 0, retried: 0 }

  constructor(private readonly options: ReadRouterOptions) {
    this.log = options.log ?? ((line) => console.warn(line))
    this.replicaPool = createPool(options.replicaUrl, options.poolSize ?? 5, 'sehha-reads')
    this.checker = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: createPool(options.replicaUrl, 1, 'sehha-replica-check') }),
      plugins: [new CamelCasePlugin()],
    })
    const driver = new RoutingDriver(
      new PostgresDriver({ pool: this.replicaPool }),
      new PostgresDriver({ pool: driverPoolOf(options.primary) }),
      this,
    )
    this.reads = new Kysely<DB>({
      dialect: new RoutingDialect(driver, this.replicaPool),
      plugins: [new CamelCasePlugin()],
    })
  }

  /** Whether the next read goes to the replica. */
  get useReplica(): boolean {
    return this.verdict.state === 'up'
  }

  health(): ReplicaHealth {
    return { ...this.verdict, checkedAt: this.checkedAt }
  }

  replicaLagSeconds(): number | null {
    return this.verdict.lagMs === null ? null : this.verdict.lagMs / 1000
  }

  /** The first check (so a healthy replica serves from the first request), then one every interval. */
  async start(): Promise<void> {
    becomeCurrent(this)
    await this.check()
    this.timer = setInterval(() => void this.check(), this.options.intervalMs ?? 2000)
    this.timer.unref()
  }

  /** One check now (a check already running is awaited instead). */
  check(): Promise<void> {
    this.checking ??= this.runCheck().finally(() => {
      this.checking = null
    })
    return this.checking
  }

  /** A replica query failed for want of the replica: the primary serves until a check finds it healthy again. */
  replicaFailed(error: unknown): void {
    if (this.verdict.state !== 'down') {
      this.log(`read replica: a query failed (${errorText(error)}); reads go to the primary`)
      this.verdict = { state: 'down', lagMs: null }
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    if (current === this) becomeCurrent(null)
    await this.checking?.catch(() => {})
    // The reads' driver ends only the replica's pool; the primary's belongs to its own database.
    await this.reads.destroy()
    await this.checker.destroy()
  }

  private async runCheck(): Promise<void> {
    const sample = await this.sample()
    if (sample === null) return
    const next = judgeReplica(sample, this.options.maxLagMs)
    if (next.state !== this.verdict.state || this.checkedAt === null)
      this.log(
        `read replica: ${next.state}` +
          (next.lagMs !== null ? ` (lag ${(next.lagMs / 1000).toFixed(3)} s)` : '') +
          (!sample.reachable && sample.error ? ` (${sample.error})` : '') +
          (next.state === 'up' ? '; public reads go to it' : '; reads go to the primary'),
      )
    this.verdict = next
    this.checkedAt = new Date()
  }

  /** The replica's reading, or null when the primary could not say where its WAL ends (the state is kept). */
  private async sample(): Promise<ReplicaSample | null> {
    if (this.options.probe) return this.options.probe()
    let lsn: string
    try {
      lsn = await primaryWalPosition(this.options.primary)
    } catch {
      return null
    }
    const read = () =>
      withTimeout(standbyPosition(this.checker, lsn), this.options.checkTimeoutMs ?? 1500, 'the check')
    try {
      let position = await read()
      // Behind by more than the limit: the primary may have committed after a long quiet, a moment before the
      // check (the last replayed commit is then old); a second look tells a replica that is catching up at once.
      if (
        position.inRecovery &&
        !position.caughtUp &&
        (position.replayAgeMs ?? Infinity) > this.options.maxLagMs
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        position = await read()
      }
      return { reachable: true, ...position }
    } catch (error) {
      return { reachable: false, error: errorText(error) }
    }
  }
}

/** "canceling statement due to conflict with recovery" (SQLSTATE 40001 on a standby). */
const isRecoveryConflict = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '40001' &&
  /conflict with recovery/.test(String((error as { message?: unknown }).message))

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/** PostgreSQL's dialect with the routing driver. */
class RoutingDialect extends PostgresDialect {
  constructor(
    private readonly driver: Driver,
    pool: pg.Pool,
  ) {
    super({ pool })
  }

  override createDriver(): Driver {
    return this.driver
  }
}

/** Which driver a connection of `reads` came from. */
interface Routed extends DatabaseConnection {
  readonly inner: DatabaseConnection
  readonly onReplica: boolean
  inTransaction: boolean
}

/**
 * Kysely's PostgreSQL driver twice, on the replica's pool and on the primary's: a connection is taken from the
 * replica while it is healthy, else from the primary. A replica that cannot give a connection, or loses one during a
 * query, is reported down, and that query runs once more on the primary (a read outside a transaction repeats safely).
 */
class RoutingDriver implements Driver {
  constructor(
    private readonly replica: Driver,
    private readonly primary: Driver,
    private readonly router: ReadRouter,
  ) {}

  async init(): Promise<void> {
    await this.replica.init()
    await this.primary.init()
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.router.useReplica) {
      try {
        return this.routed(await this.replica.acquireConnection(), true)
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error
        this.router.replicaFailed(error)
      }
    }
    return this.routed(await this.primary.acquireConnection(), false)
  }

  private routed(inner: DatabaseConnection, onReplica: boolean): Routed {
    const { router, primary } = this
    const connection: Routed = {
      inner,
      onReplica,
      inTransaction: false,
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        if (!onReplica) {
          router.queries.primary += 1
          return inner.executeQuery<R>(query)
        }
        router.queries.replica += 1
        try {
          return await inner.executeQuery<R>(query)
        } catch (error) {
          const gone = isDatabaseUnavailable(error)
          if (connection.inTransaction || !(gone || isRecoveryConflict(error))) throw error
          // A query the standby cancelled for a conflict with its replay (a vacuum's cleanup arriving while it read)
          // runs again on the primary; the standby is still healthy.
          if (gone) router.replicaFailed(error)
          router.queries.retried += 1
          const fallback = await primary.acquireConnection()
          try {
            return await fallback.executeQuery<R>(query)
          } finally {
            await primary.releaseConnection(fallback)
          }
        }
      },
      streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => inner.streamQuery<R>(query, chunkSize),
    }
    return connection
  }

  private driverOf(connection: DatabaseConnection): Driver {
    return (connection as Routed).onReplica ? this.replica : this.primary
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    ;(connection as Routed).inTransaction = true
    await this.driverOf(connection).beginTransaction((connection as Routed).inner, settings)
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    ;(connection as Routed).inTransaction = false
    await this.driverOf(connection).commitTransaction((connection as Routed).inner)
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    ;(connection as Routed).inTransaction = false
    await this.driverOf(connection).rollbackTransaction((connection as Routed).inner)
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await this.driverOf(connection).releaseConnection((connection as Routed).inner)
  }

  async destroy(): Promise<void> {
    await this.replica.destroy()
  }
}
