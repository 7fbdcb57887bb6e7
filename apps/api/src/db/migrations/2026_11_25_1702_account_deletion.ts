import { sql, type Kysely } from 'kysely'

/**
 * Issue 10 §1, SPEC 4, PDPL 151/2020 (docs/decisions/0020): owners ask for their account's deletion; admins complete
 * (anonymise) or refuse it. A deleted user keeps its row, so bookings, the ledger and the audit log still point
 * somewhere, but loses its number (`deleted:<id>`, outside the mobile pattern, so the number can sign up again) and
 * its password. A forfeited wallet balance moves to the platform's `forfeited` account as a `forfeit` transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deletion_requests (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id),
      status text not null default 'pending' check (status in ('pending', 'completed', 'refused', 'cancelled')),
      reason text check (char_length(reason) <= 500),
      requested_at timestamptz not null default now(),
      due_day date not null,
      decided_at timestamptz,
      decided_by uuid references users(id) on delete set null,
      refusal text check (char_length(refusal) <= 1000),
      check ((status = 'pending') = (decided_at is null))
    );
    create unique index deletion_requests_pending_key on deletion_requests (user_id) where status = 'pending';
    create index deletion_requests_queue_idx on deletion_requests (status, requested_at);

    alter table users add column deleted_at timestamptz;
    alter table users drop constraint users_phone_check;
    alter table users add constraint users_phone_check check (
      phone ~ '^01[0125][0-9]{8}$' or (deleted_at is not null and phone = 'deleted:' || id::text)
    );

    alter table ledger_transactions drop constraint ledger_transactions_kind_check;
    alter table ledger_transactions add constraint ledger_transactions_kind_check
      check (kind in ('cashIn', 'cashOut', 'visitPay', 'visitReceive', 'visitRefund', 'forfeit'));
    alter table ledger_accounts drop constraint ledger_accounts_kind_check;
    alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in (
      'wallet', 'doctorHeld', 'doctorEarnings', 'platformFees', 'vatPayable', 'gatewayClearing', 'refunds', 'forfeited'
    ));
    insert into ledger_accounts (kind) values ('forfeited');
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from ledger_accounts where kind = 'forfeited' and owner_id is null;
    alter table ledger_accounts drop constraint ledger_accounts_kind_check;
    alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in (
      'wallet', 'doctorHeld', 'doctorEarnings', 'platformFees', 'vatPayable', 'gatewayClearing', 'refunds'
    ));
    alter table ledger_transactions drop constraint ledger_transactions_kind_check;
    alter table ledger_transactions add constraint ledger_transactions_kind_check
      check (kind in ('cashIn', 'cashOut', 'visitPay', 'visitReceive', 'visitRefund'));
    alter table users drop constraint users_phone_check;
    alter table users add constraint users_phone_check check (phone ~ '^01[0125][0-9]{8}$');
    alter table users drop column deleted_at;
    drop table deletion_requests;
  `.execute(db)
}
