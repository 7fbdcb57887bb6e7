import { sql, type Kysely } from 'kysely'

/**
 * Issue 9 §3: a provider's checkout is opened once per order. Paymob's unified checkout address (with the intention's
 * client secret) is kept, so coming back to the payment page resumes the same intention instead of opening another.
 * And an order's ledger postings are indexed (money-check's 100,000 operations read them per order).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table payment_orders add column checkout_url text check (char_length(checkout_url) <= 2000);
    -- An order's postings (its payment, a refund of it): found without reading the whole ledger.
    create index ledger_transactions_order_idx on ledger_transactions (order_id) where order_id is not null;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index ledger_transactions_order_idx;
    alter table payment_orders drop column checkout_url;
  `.execute(db)
}
