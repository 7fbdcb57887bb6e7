import { sql } from 'kysely'
import type { Database } from '#api/db/database'

/** The state of one route's fixed window for one key, after a hit or as it stands. */
export interface RateLimitWindow {
  hits: number
  /** Milliseconds until the window ends. */
  ttlMs: number
}

/**
 * Counts one hit, in one statement (one round trip, atomic under any number of instances): the first hit, or the
 * first after the window ended, starts a new window of `windowMs`; any other adds one to the current window. Times
 * are the database's, the one clock every instance shares. The row is found by its primary key.
 */
export async function hit(
  db: Database,
  route: string,
  key: string,
  windowMs: number,
): Promise<RateLimitWindow> {
  const { rows } = await sql<RateLimitWindow>`
    insert into rate_limit_hits as r (route, key, hits, window_ends)
    values (${route}, ${key}, 1, now() + ${windowMs}::float8 * interval '1 millisecond')
    on conflict (route, key) do update set
      hits = case when r.window_ends <= now() then 1 else r.hits + 1 end,
      window_ends = case when r.window_ends <= now() then excluded.window_ends else r.window_ends end
    returning hits,
      -- A statement that waited for another's new row started a moment before that row's window: never more than a
      -- window is left.
      least(${windowMs}::int, greatest(0, ceil(extract(epoch from window_ends - now()) * 1000)))::int as ttl_ms
  `.execute(db)
  const [row] = rows
  if (!row) throw new Error('rate limit: the upsert returned no row')
  return row
}

/** The current window without counting a hit; an ended or missing one has no hits. */
export async function read(db: Database, route: string, key: string): Promise<RateLimitWindow> {
  const { rows } = await sql<RateLimitWindow>`
    select hits, greatest(0, ceil(extract(epoch from window_ends - now()) * 1000))::int as ttl_ms
    from rate_limit_hits where route = ${route} and key = ${key} and window_ends > now()
  `.execute(db)
  return rows[0] ?? { hits: 0, ttlMs: 0 }
}

/** Deletes the windows that ended (rate_limit_hits_window_ends); a later hit on one starts afresh either way. */
export async function deleteEnded(db: Database): Promise<number> {
  const result = await db
    .deleteFrom('rateLimitHits')
    .where('windowEnds', '<=', sql<Date>`now()`)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
