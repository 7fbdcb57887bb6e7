import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { DB } from './schema'

export type Database = Kysely<DB>

// Dates stay YYYY-MM-DD strings (a birthday is a calendar day, not an instant) and bigints stay strings.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)

const connectionStrings = new WeakMap<Database, string>()

/** A database's pool as /metrics sees it (issue 44 §5): its counts, and every wait for a connection. */
export interface PoolView {
  readonly max: number
  /** Connections open, idle ones included. */
  readonly total: number
  readonly idle: number
  /** Queries waiting for a connection. */
  readonly waiting: number
  /** Calls `listener` with the seconds each connection took to get (from the pool, or opened); returns its removal. */
  onWait(listener: (seconds: number) => void): () => void
}

const pools = new WeakMap<Database, PoolView>()

/** The pool under a database opened by createDatabase. */
export function poolOf(db: Database): PoolView {
  const found = pools.get(db)
  if (!found) throw new Error('this database was not opened by createDatabase')
  return found
}

/**
 * The connection string a database was opened with: for the connections that cannot come from the pool, such as
 * the realtime LISTEN connection, which must stay open and is not a query.
 */
export function connectionStringOf(db: Database): string {
  const found = connectionStrings.get(db)
  if (!found) throw new Error('this database was not opened by createDatabase')
  return found
}

/** What Kysely's PostgresDialect calls on a pool. */
export interface DriverPool {
  connect(): Promise<pg.PoolClient>
  end(): Promise<void>
}

const driverPools = new WeakMap<Database, DriverPool>()

/** The pool a database's queries go through (connections timed for /metrics): the read router borrows the primary's. */
export function driverPoolOf(db: Database): DriverPool {
  const found = driverPools.get(db)
  if (!found) throw new Error('this database was not opened by createDatabase')
  return found
}

/**
 * Names for the statements this process runs again and again, by their text (docs/decisions/0053): the second time a
 * text comes, it gets a name, and each connection then parses and plans it once (PostgreSQL keeps its plan) instead
 * of on every run. Kysely writes a statement's text from its shape, its values apart, so a repository's query is one
 * text however often it runs. A text built with a varying number of values (an `in` list) is a new text each time it
 * varies: it is named only once it comes back, and at most `maxNamed` texts are, so no connection holds more prepared
 * statements than that.
 */
export function statementNames(maxNamed = 500, maxSeen = 2000) {
  const named = new Map<string, string>()
  // Texts seen once: forgotten all at once when full, so a stream of one-off texts cannot grow it.
  const seenOnce = new Set<string>()
  return (text: string): string | undefined => {
    const name = named.get(text)
    if (name || !preparable.test(text)) return name
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= maxSeen) seenOnce.clear()
      seenOnce.add(text)
      return undefined
    }
    seenOnce.delete(text)
    if (named.size >= maxNamed) return undefined
    const next = `sehha_${named.size + 1}`
    named.set(text, next)
    return next
  }
}

/** Statements worth naming: reads and writes. Transaction control and settings run as they are. */
const preparable = /^\s*(?:select|insert|update|delete|with)\b/i

const nameOf = statementNames()

/**
 * pg's client, with the statements this process repeats prepared once per connection (statementNames). Kysely asks
 * with a text and its values; anything else (a cursor, a statement already named, a text alone) goes as it came.
 */
class PreparingClient extends pg.Client {
  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const name = typeof config === 'string' && Array.isArray(values) ? nameOf(config) : undefined
    const query = super.query.bind(this) as (...args: unknown[]) => never
    return name ? query({ name, text: config, values }, callback) : query(config, values, callback)
  }
}

/** A pool as every database of ours has it (the primary's, a replica's). */
export function createPool(connectionString: string, max: number, applicationName?: string): pg.Pool {
  // A connection that cannot be made in 5 s fails its query (issue 44 §2: the request is answered 503), where pg's
  // default waits for ever on an address that does not answer.
  const pool = new pg.Pool({
    Client: PreparingClient,
    connectionString,
    max,
    connectionTimeoutMillis: 5000,
    ...(applicationName ? { application_name: applicationName } : {}),
  })
  // An idle client cut by the server (a restart, a failover, shutdown) is dropped by the pool and replaced on the
  // next query; unhandled, its 'error' event would end the process.
  pool.on('error', (error) =>
    console.warn(
      `database${applicationName ? ` (${applicationName})` : ''}: idle connection lost (${error.message})`,
    ),
  )
  // A connection lost while a request holds it (PostgreSQL stopped between two statements of a transaction) errors on
  // its client, where the pool listens only while the client is idle: unhandled, that error ended the process (issue
  // 44 §2, server.db-restart.test.ts). The statement that holds it fails (503) and the pool drops the client.
  pool.on('connect', (client) => client.on('error', () => {}))
  return pool
}

export function createDatabase(connectionString: string, max = 10): Database {
  const pool = createPool(connectionString, max)
  // Kysely gets the pool through the two calls it makes (PostgresPool), the first one timed: how long a query waited
  // for a connection is what a pool too small for its load shows first.
  const waitListeners = new Set<(seconds: number) => void>()
  const timedPool: DriverPool = {
    async connect() {
      const started = performance.now()
      const client = await pool.connect()
      const seconds = (performance.now() - started) / 1000
      for (const listener of waitListeners) listener(seconds)
      return client
    },
    end: () => pool.end(),
  }
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: timedPool }),
    plugins: [new CamelCasePlugin()],
  })
  connectionStrings.set(db, connectionString)
  driverPools.set(db, timedPool)
  pools.set(db, {
    max,
    get total() {
      return pool.totalCount
    },
    get idle() {
      return pool.idleCount
    },
    get waiting() {
      return pool.waitingCount
    },
    onWait(listener) {
      waitListeners.add(listener)
      return () => void waitListeners.delete(listener)
    },
  })
  return db
}

/** PostgreSQL error codes a repository turns into domain errors. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string }
  return e?.code === '23505' && (!constraint || e.constraint === constraint)
}

/** PostgreSQL going away or not yet back: shutting down (57P01 admin, 57P02 crash), starting (57P03), full (53300). */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300'])
/** The network's word for a database that is not there (refused, cut, silent, unknown). */
const unreachable = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * The database could not be reached, or went away during the query (issue 44 §2): a connection refused or cut, a
 * connection exception (class 08), PostgreSQL shutting down or starting, pg's own connection timeout. The request is
 * answered 503 with a code and the pool reconnects by itself once the database is back; any other error is a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null | undefined
  const code = typeof e?.code === 'string' ? e.code : ''
  if (code.startsWith('08') || unavailableStates.has(code) || unreachable.has(code)) return true
  const message = typeof e?.message === 'string' ? e.message : ''
  return /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
    message,
  )
}
