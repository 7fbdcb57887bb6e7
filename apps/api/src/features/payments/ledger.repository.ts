import { sql } from 'kysely'
import type { Database } from '#api/db/database'

/** The ledger's tables (migration 2026_11_25_1000_bookings_payments): accounts, transactions and their entries. */

/** A user's accounts and the platform's (migration 2026_11_25_1000). */
type OwnedAccountKind = 'wallet' | 'doctorHeld' | 'doctorEarnings'
type PlatformAccountKind =
  | 'platformFees'
  | 'vatPayable'
  | 'gatewayClearing'
  | 'refunds'
  | 'forfeited'
  /** Doctors' payouts asked for and not yet arrived nor returned (migration 2026_11_26_1400). */
  | 'payoutsInTransit'
export type AccountRef = { kind: OwnedAccountKind; ownerId: string } | { kind: PlatformAccountKind }

/** A user's wallet balance in piastres (0 before the first movement). */
export async function walletBalance(db: Database, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('ledgerAccounts')
    .select('balance')
    .where('kind', '=', 'wallet')
    .where('ownerId', '=', ownerId)
    .executeTakeFirst()
  return row ? Number(row.balance) : 0
}

export interface WalletLogRecord {
  id: string
  kind: string
  amount: string
  bookingId: string | null
  orderId: string | null
  createdAt: Date
}

/** The movements of a user's wallet, newest first. */
export async function walletLog(db: Database, ownerId: string, limit: number): Promise<WalletLogRecord[]> {
  return db
    .selectFrom('ledgerEntries as e')
    .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
    .innerJoin('ledgerTransactions as t', 't.id', 'e.transactionId')
    .select(['e.id', 't.kind', 'e.amount', 't.bookingId', 't.orderId', 'e.createdAt'])
    .where('a.kind', '=', 'wallet')
    .where('a.ownerId', '=', ownerId)
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute()
}

export interface TransactionRow {
  idempotencyKey: string
  kind: string
  bookingId: string | null
  /** A lab or radiology order's money (issue 43 §5). */
  centreOrderId: string | null
  orderId: string | null
  lines: readonly { kind: string; ownerId: string | null; amount: number }[]
}

/**
 * Posts transactions and their entries in one statement (a posting is on the path of every paid booking, and each
 * round trip to the database counts; a group of bookings posts all of theirs at once, ADR 0025): the transaction
 * rows under their idempotency keys, the users' accounts opened on first use, the entries. Answers the keys posted
 * now; a key posted before writes nothing. An existing account is 'updated' to itself, so RETURNING gives its id
 * even when a concurrent first posting opened it after this statement's snapshot (the entry's trigger locks the row
 * for its balance anyway). The users' accounts are locked in one order (kind, owner) by every posting, so two
 * concurrent ones wait for each other rather than deadlock.
 */
export async function postTransactions(
  db: Database,
  transactions: readonly TransactionRow[],
): Promise<Set<string>> {
  if (transactions.length === 0) return new Set()
  const txs = sql.join(
    transactions.map(
      (t, n) =>
        sql`(${n}::int, ${t.idempotencyKey}::text, ${t.kind}::text, ${t.bookingId}::uuid, ${t.centreOrderId}::uuid, ${t.orderId}::uuid)`,
    ),
  )
  const lines = sql.join(
    transactions.flatMap((t, n) =>
      t.lines.map(
        (line) => sql`(${n}::int, ${line.kind}::text, ${line.ownerId}::uuid, ${line.amount}::bigint)`,
      ),
    ),
  )
  const result = await sql<{ idempotencyKey: string }>`
    with txs (n, idempotency_key, kind, booking_id, centre_order_id, order_id) as (values ${txs}),
    tx as (
      insert into ledger_transactions (idempotency_key, kind, booking_id, centre_order_id, order_id)
      select idempotency_key, kind, booking_id, centre_order_id, order_id from txs order by n
      on conflict (idempotency_key) do nothing
      returning id, idempotency_key
    ), posted as (
      select tx.id, tx.idempotency_key, txs.n from tx join txs using (idempotency_key)
    ), lines (n, kind, owner_id, amount) as (values ${lines}),
    opened as (
      insert into ledger_accounts (kind, owner_id)
      select distinct kind, owner_id from lines where owner_id is not null and n in (select n from posted)
      order by kind, owner_id
      on conflict (kind, owner_id) where owner_id is not null do update set kind = excluded.kind
      returning id, kind, owner_id
    ), accounts as (
      select id, kind, owner_id from opened
      union all
      select a.id, a.kind, a.owner_id from ledger_accounts a
      where a.owner_id is null and a.kind in (select kind from lines where owner_id is null)
    ), entries as (
      insert into ledger_entries (transaction_id, account_id, amount)
      select p.id, e.account_id, e.amount
      from posted p
      join lateral (
        select l.amount,
          (select ac.id from accounts ac where ac.kind = l.kind and ac.owner_id is not distinct from l.owner_id
           limit 1) as account_id
        from lines l where l.n = p.n
      ) e on true
      order by p.n
    )
    select idempotency_key as "idempotencyKey" from posted`.execute(db)
  return new Set(result.rows.map((row) => row.idempotencyKey))
}

/** A user's balances by account kind (0 for an account never used), as they stand, unlocked. */
export async function balancesOf(db: Database, ownerId: string): Promise<Record<OwnedAccountKind, number>> {
  const rows = await db
    .selectFrom('ledgerAccounts')
    .select(['kind', 'balance'])
    .where('ownerId', '=', ownerId)
    .execute()
  const balances: Record<OwnedAccountKind, number> = { wallet: 0, doctorHeld: 0, doctorEarnings: 0 }
  for (const row of rows) balances[row.kind as OwnedAccountKind] = Number(row.balance)
  return balances
}

export interface EarningsLogRecord {
  id: string
  kind: string
  amount: string
  bookingId: string | null
  idempotencyKey: string
  createdAt: Date
}

/**
 * What a doctor's earnings show (issue 12 §5, SPEC 3.5): every entry on their earnings account, and the refunds
 * taken from their held fees (a fee given back before it was earned). The held account's other entries (a payment
 * held, then released as earnings) would show the same money twice.
 */
function earningsEntries(db: Database, ownerId: string) {
  return db
    .selectFrom('ledgerEntries as e')
    .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
    .innerJoin('ledgerTransactions as t', 't.id', 'e.transactionId')
    .where('a.ownerId', '=', ownerId)
    .where((eb) =>
      eb.or([
        eb('a.kind', '=', 'doctorEarnings'),
        eb.and([eb('a.kind', '=', 'doctorHeld'), eb('t.kind', '=', 'visitRefund')]),
      ]),
    )
}

/** A page of a doctor's earnings log, newest first (ledger_entries_account_idx: by account, id descending). */
export async function earningsLog(
  db: Database,
  ownerId: string,
  page: { limit: number; offset: number },
): Promise<{ items: EarningsLogRecord[]; total: number }> {
  const [items, count] = await Promise.all([
    earningsEntries(db, ownerId)
      .select(['e.id', 't.kind', 'e.amount', 't.bookingId', 't.idempotencyKey', 'e.createdAt'])
      .orderBy('e.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    earningsEntries(db, ownerId)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { items, total: Number(count.n) }
}

/**
 * A doctor's earnings log summed by Cairo month and transaction kind, from the first day of the Cairo month
 * `months - 1` months before `now`'s.
 */
export async function earningsByMonth(
  db: Database,
  ownerId: string,
  now: Date,
  months: number,
): Promise<{ month: string; kind: string; total: string }[]> {
  const since = sql<Date>`(date_trunc('month', ${now}::timestamptz at time zone 'Africa/Cairo') - make_interval(months => ${months - 1})) at time zone 'Africa/Cairo'`
  return earningsEntries(db, ownerId)
    .select([
      sql<string>`to_char(e.created_at at time zone 'Africa/Cairo', 'YYYY-MM')`.as('month'),
      't.kind',
      sql<string>`sum(e.amount)`.as('total'),
    ])
    .where('e.createdAt', '>=', since)
    .groupBy([sql`1`, 't.kind'])
    .execute()
}

/** A user's balances by account kind (0 for an account never used), locked for a change that depends on them. */
export async function lockBalancesOf(
  db: Database,
  ownerId: string,
): Promise<Record<OwnedAccountKind, number>> {
  const rows = await db
    .selectFrom('ledgerAccounts')
    .select(['kind', 'balance'])
    .where('ownerId', '=', ownerId)
    .forUpdate()
    .execute()
  const balances: Record<OwnedAccountKind, number> = { wallet: 0, doctorHeld: 0, doctorEarnings: 0 }
  for (const row of rows) balances[row.kind as OwnedAccountKind] = Number(row.balance)
  return balances
}
