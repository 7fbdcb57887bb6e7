import { CompiledQuery, sql } from 'kysely'
import type { Db as PgBossDb } from 'pg-boss'
import type { Database } from '#api/db/database'

/** pg-boss's own schema in our database (its tables are pg-boss's; only this file reads them). */
export const jobsSchema = 'pgboss'

/**
 * A Kysely transaction (or the database) as pg-boss's `db` option: pg-boss writes the job row through it, so the job
 * commits or rolls back with the business change (issue 8 §1). Plugins are left out so pg-boss reads its own
 * snake_case columns back.
 */
export function asPgBossDb(db: Database): PgBossDb {
  const raw = db.withoutPlugins()
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await raw.executeQuery(CompiledQuery.raw(text, values ?? []))
      return { rows: [...result.rows] }
    },
  }
}

export interface FailedJob {
  id: string
  name: string
  data: unknown
  error: unknown
  retryCount: number
  createdOn: Date
  failedOn: Date | null
}

/** Failed jobs, newest first, kept with their error until retention deletes them (docs/decisions/0010). */
export async function listFailedJobs(
  db: Database,
  options: { name?: string; limit: number },
): Promise<FailedJob[]> {
  const { rows } = await sql<{
    id: string
    name: string
    data: unknown
    output: unknown
    retry_count: number
    created_on: Date
    completed_on: Date | null
  }>`
    select id, name, data, output, retry_count, created_on, completed_on
    from ${sql.table(`${jobsSchema}.job`)}
    where state = 'failed' ${options.name ? sql`and name = ${options.name}` : sql``}
    order by completed_on desc nulls last
    limit ${options.limit}
  `.execute(db.withoutPlugins())
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    data: r.data,
    error: r.output,
    retryCount: r.retry_count,
    createdOn: r.created_on,
    failedOn: r.completed_on,
  }))
}

/** One job's queue and state (pg-boss keeps finished jobs until retention deletes them). */
export async function findJobState(
  db: Database,
  id: string,
): Promise<{ id: string; name: string; state: string } | undefined> {
  const { rows } = await sql<{ id: string; name: string; state: string }>`
    select id, name, state from ${sql.table(`${jobsSchema}.job`)} where id = ${id}
  `.execute(db.withoutPlugins())
  return rows[0]
}

/** Jobs that are waiting or running now (not deferred retries): what a drain waits for. */
export async function countRunnableJobs(db: Database): Promise<number> {
  const { rows } = await sql<{ count: string }>`
    select count(*) as count from ${sql.table(`${jobsSchema}.job`)}
    where state = 'active' or (state in ('created', 'retry') and start_after <= now())
  `.execute(db.withoutPlugins())
  return Number(rows[0]?.count ?? 0)
}

/**
 * Per queue, how long the oldest job ready to run (queued, due, not running) has waited, in seconds: read now, as
 * pg-boss's own `readyOldestSeconds` is filled only by monitor passes that keep queue statistics (issue 44 §5).
 */
export async function oldestReadyAges(db: Database): Promise<Map<string, number>> {
  const { rows } = await sql<{ name: string; seconds: number }>`
    select name, extract(epoch from now() - min(start_after))::float8 as seconds
    from ${sql.table(`${jobsSchema}.job`)}
    where state in ('created', 'retry') and start_after <= now()
    group by name
  `.execute(db.withoutPlugins())
  return new Map(rows.map((r) => [r.name, Math.max(0, Number(r.seconds))]))
}
