import { sql, type Kysely } from 'kysely'

/**
 * Issue 41 §4: a booking whose payment failed may be paid again, by another card or method, while its hold lasts.
 * A booking then has several orders in its life (the failed ones and the one that pays), but never two live at
 * once: at most one pending or completed order per booking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index payment_orders_booking_key;
    create unique index payment_orders_booking_live_key on payment_orders (booking_id)
      where booking_id is not null and status in ('pending', 'completed');
    create index payment_orders_booking_idx on payment_orders (booking_id, created_at desc)
      where booking_id is not null;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index payment_orders_booking_idx;
    drop index payment_orders_booking_live_key;
    create unique index payment_orders_booking_key on payment_orders (booking_id) where booking_id is not null;
  `.execute(db)
}
