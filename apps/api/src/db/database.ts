import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { DB } from './schema'

export type Database = Kysely<DB>

// Dates stay YYYY-MM-DD strings (a birthday is a calendar day, not an instant) and bigints stay strings.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)

const connectionStrings = new WeakMap<Database, string>()

/**
 * The connection string a database was opened with: for the connections that cannot come from the pool, such as
 * the realtime LISTEN connection, which must stay open and is not a query.
 */
export function connectionStringOf(db: Database): string {
  const found = connectionStrings.get(db)
  if (!found) throw new Error('this database was not opened by createDatabase')
  return found
}

export function createDatabase(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max })
  // An idle client cut by the server (a restart, a failover, shutdown) is dropped by the pool and replaced on the
  // next query; unhandled, its 'error' event would end the process.
  pool.on('error', (error) => console.warn(`database: idle connection lost (${error.message})`))
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] })
  connectionStrings.set(db, connectionString)
  return db
}

/** PostgreSQL error codes a repository turns into domain errors. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string }
  return e?.code === '23505' && (!constraint || e.constraint === constraint)
}
