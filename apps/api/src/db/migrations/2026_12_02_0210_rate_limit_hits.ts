import { sql, type Kysely } from 'kysely'

/**
 * Issue 41 §1: the request rate limits (@fastify/rate-limit) count in PostgreSQL, so two API instances share one
 * budget and a restart forgets nothing. One row per route and key (a client's address) holds the current fixed
 * window; a hit after the window ended starts a new one in the same row. Rows whose window ended are swept
 * (plugins/rate-limit-store.ts). Room is left on each page so a hit's update stays on its page (a HOT update).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limit_hits (
      route text not null,
      key text not null,
      hits integer not null check (hits > 0),
      window_ends timestamptz not null,
      primary key (route, key)
    ) with (fillfactor = 70);
    create index rate_limit_hits_window_ends on rate_limit_hits (window_ends);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rate_limit_hits`.execute(db)
}
