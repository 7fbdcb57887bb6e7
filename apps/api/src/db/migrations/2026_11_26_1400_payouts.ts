import { sql, type Kysely } from 'kysely'

/**
 * Issue 12 §5 (SPEC 3.5, 4 'Cash-out result', 5 'Payout', 7.2 cashOutPayment; docs/decisions/0023): doctors' payouts
 * to mobile wallets. A payout's money leaves the doctor's earnings when it is asked for (`cashOut`: earnings →
 * the platform's `payoutsInTransit`), and either arrives (`cashOutSettle`: in transit → `gatewayClearing`, which the
 * provider then holds against us) or comes back (`cashOutReturn`: in transit → earnings), each once by its
 * idempotency key. Earnings, like a wallet, never go below zero: the database refuses the overdraft.
 *
 * The kinds' check constraints are extended, not rewritten: other work of the same issue extends them too, and
 * migrations may run in any order (migrate.ts), so the allowed lists are read from the database and added to.
 */
const accountKinds = ['payoutsInTransit']
const transactionKinds = ['cashOutReturn', 'cashOutSettle']

/** `alter table … add constraint …` with `kinds` added to (or removed from) the constraint's current list. */
async function changeKinds(
  db: Kysely<unknown>,
  table: 'ledger_accounts' | 'ledger_transactions',
  kinds: string[],
  mode: 'add' | 'remove',
): Promise<void> {
  const constraint = `${table}_kind_check`
  const found = await sql<{ def: string }>`
    select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${constraint}`.execute(db)
  const def = found.rows[0]?.def
  if (!def) throw new Error(`${constraint} not found`)
  const current = [...def.matchAll(/'([^']+)'::text/g)].map((m) => m[1] as string)
  const next =
    mode === 'add' ? [...new Set([...current, ...kinds])] : current.filter((kind) => !kinds.includes(kind))
  const list = sql.join(next.map((kind) => sql.lit(kind)))
  await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(constraint)}`.execute(db)
  await sql`alter table ${sql.table(table)} add constraint ${sql.ref(constraint)} check (kind in (${list}))`.execute(
    db,
  )
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await changeKinds(db, 'ledger_accounts', accountKinds, 'add')
  await changeKinds(db, 'ledger_transactions', transactionKinds, 'add')
  await sql`
    insert into ledger_accounts (kind) values ('payoutsInTransit');
    -- A doctor's earnings are paid out, never overdrawn (two payouts at once cannot both take the same money).
    alter table ledger_accounts
      add constraint ledger_earnings_not_negative check (kind <> 'doctorEarnings' or balance >= 0);

    create table payouts (
      id uuid primary key default gen_random_uuid(),
      -- The payee: a doctor now; labs' and radiology centres' earnings join the same ledger later (ADR 0023).
      user_id uuid not null references users(id),
      payee_role text not null default 'doctor' check (payee_role in ('doctor', 'lab', 'radio')),
      amount integer not null check (amount >= 600),
      msisdn text not null check (msisdn ~ '^01[012][0-9]{8}$'),
      issuer text not null check (issuer in ('vodafone', 'etisalat', 'orange')),
      full_name text not null check (char_length(full_name) between 1 and 100),
      email text not null check (char_length(email) between 3 and 254),
      provider text not null check (provider in ('sandbox', 'paymob')),
      -- Paymob's transaction_id once it answered; our client_reference_id (uuid4) from the start, so a payout whose
      -- answer was lost (a timeout) can still be found by inquiry (reference §2.1).
      provider_transaction_id text,
      client_reference uuid not null unique default gen_random_uuid(),
      status text not null default 'requested' check (status in ('requested', 'pending', 'succeeded', 'failed')),
      message text check (char_length(message) <= 500),
      attempts integer not null default 0,
      polled_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    -- The doctor's list, newest first.
    create index payouts_user_idx on payouts (user_id, created_at desc);
    -- The poll's batch: pending payouts, the longest unasked first.
    create index payouts_pending_idx on payouts (polled_at nulls first, created_at) where status = 'pending';
    -- Only inquiries that fit the provider's rate limit run (5 a minute, reference §2.2): the last one's instant,
    -- one row shared by every API and worker process.
    create table payout_inquiry_clock (
      id boolean primary key default true check (id),
      last_at timestamptz
    );
    insert into payout_inquiry_clock (id) values (true);
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table payout_inquiry_clock, payouts;
    alter table ledger_accounts drop constraint ledger_earnings_not_negative;
  `.execute(db)
  await sql`delete from ledger_accounts where kind = 'payoutsInTransit' and owner_id is null`.execute(db)
  await changeKinds(db, 'ledger_transactions', transactionKinds, 'remove')
  await changeKinds(db, 'ledger_accounts', accountKinds, 'remove')
}
