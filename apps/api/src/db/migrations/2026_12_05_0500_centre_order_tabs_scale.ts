import { sql, type Kysely } from 'kysely'

/**
 * Issue 43 §6 (the order list of a centre with 100,000 orders, p95 < 20 ms): the opened, booked orders (the upcoming
 * and to-report tabs) get an index of their own, as the new ones have (centre_orders_centre_new_idx). Every order list
 * request counts the to-report orders (countTabs: booked, opened, visit past); on the (centre, status, visit) index that
 * read each booked order's row for its acknowledged_at, 432 heap pages for the bench lab's 437 (EXPLAIN ANALYZE,
 * BUFFERS on the bench database), and the count grows with every order left unreported. This index answers the count
 * from its own pages (index-only) and serves the two tabs' pages in their order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index centre_orders_centre_acknowledged_idx on centre_orders (centre_user_id, starts_at desc, id desc)
      where status = 'booked' and acknowledged_at is not null;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index centre_orders_centre_acknowledged_idx`.execute(db)
}
