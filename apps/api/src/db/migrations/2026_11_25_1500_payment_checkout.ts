import { sql, type Kysely } from 'kysely'

/**
 * Issue 9 §3: a provider's checkout is opened once per order. Paymob's unified checkout address (with the intention's
 * client secret) is kept, so coming back to the payment page resumes the same intention instead of opening another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_orders add column checkout_url text check (char_length(checkout_url) <= 2000)`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_orders drop column checkout_url`.execute(db)
}
