import { sql, type Kysely } from 'kysely'

/**
 * Issue 41 §1 (a review's findings on money and admin access):
 * - `payment_transactions`: every provider transaction that put money in, once per provider. A callback replayed,
 *   or reused on another order, finds its transaction already there and settles nothing.
 * - `payment_refunds`: a card refund is written as being sent before the provider is asked, so a job killed
 *   mid-call finds it on its retry and asks the provider what happened instead of refunding twice.
 * - `sessions.second_factor_at`: an admin session exists only with its second factor; the database refuses any
 *   other. Admin sessions opened before this (some by the ordinary sign-in, without the code) are ended.
 * - `admins.totp_pending_expires_at`: a pending authenticator secret expires; it is handed out only after a code
 *   texted to the admin's verified phone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_transactions (
      provider text not null,
      transaction_ref text not null check (char_length(transaction_ref) between 1 and 100),
      order_id uuid not null references payment_orders(id),
      amount integer not null check (amount > 0),
      outcome text not null check (outcome in ('settled', 'late', 'extra')),
      created_at timestamptz not null default now(),
      primary key (provider, transaction_ref)
    );
    create index payment_transactions_order_idx on payment_transactions (order_id);
    insert into payment_transactions (provider, transaction_ref, order_id, amount, outcome, created_at)
    select c.provider, c.transaction_ref, c.order_id, o.amount, c.outcome, c.received_at
      from payment_callbacks c join payment_orders o on o.id = c.order_id
     where c.valid and c.outcome in ('settled', 'late') and c.success and c.transaction_ref is not null
    on conflict do nothing;

    create table payment_refunds (
      booking_id uuid primary key references bookings(id),
      provider text not null,
      transaction_ref text not null,
      amount integer not null check (amount > 0),
      status text not null check (status in ('sending', 'sent')),
      refund_ref text,
      attempts integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    delete from sessions where context_role = 'admin';
    alter table sessions add column second_factor_at timestamptz;
    alter table sessions add constraint sessions_admin_second_factor
      check (context_role <> 'admin' or second_factor_at is not null);

    alter table admins add column totp_pending_expires_at timestamptz;
    update admins set totp_pending_secret = null where totp_pending_secret is not null;
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table admins drop column totp_pending_expires_at;
    alter table sessions drop constraint sessions_admin_second_factor;
    alter table sessions drop column second_factor_at;
    drop table payment_refunds;
    drop table payment_transactions;
  `.execute(db)
}
