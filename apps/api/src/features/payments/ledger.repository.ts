import { sql } from 'kysely'
import type { Database } from '#api/db/database'

/** The ledger's tables (migration 2026_11_25_1000_bookings_payments): accounts, transactions and their entries. */

export const ownedAccountKinds = ['wallet', 'doctorHeld', 'doctorEarnings'] as const
export const platformAccountKinds = ['platformFees', 'vatPayable', 'gatewayClearing', 'refunds'] as const
export type OwnedAccountKind = (typeof ownedAccountKinds)[number]
export type PlatformAccountKind = (typeof platformAccountKinds)[number]
export type AccountRef = { kind: OwnedAccountKind; ownerId: string } | { kind: PlatformAccountKind }

/** The id of an account, opening a user's account on first use (two openers at once end with one account). */
export async function accountId(db: Database, ref: AccountRef): Promise<string> {
  if (!('ownerId' in ref)) {
    const row = await db
      .selectFrom('ledgerAccounts')
      .select('id')
      .where('kind', '=', ref.kind)
      .where('ownerId', 'is', null)
      .executeTakeFirstOrThrow()
    return row.id
  }
  const inserted = await sql<{ id: string }>`
    insert into ledger_accounts (kind, owner_id) values (${ref.kind}, ${ref.ownerId})
    on conflict (kind, owner_id) where owner_id is not null do nothing
    returning id`.execute(db)
  if (inserted.rows[0]) return inserted.rows[0].id
  const row = await db
    .selectFrom('ledgerAccounts')
    .select('id')
    .where('kind', '=', ref.kind)
    .where('ownerId', '=', ref.ownerId)
    .executeTakeFirstOrThrow()
  return row.id
}

/** Starts a transaction by its idempotency key; undefined when one with that key was already posted. */
export async function insertTransaction(
  db: Database,
  values: { idempotencyKey: string; kind: string; bookingId: string | null; orderId: string | null },
): Promise<string | undefined> {
  const row = await db
    .insertInto('ledgerTransactions')
    .values(values)
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

export async function insertEntries(
  db: Database,
  transactionId: string,
  entries: readonly { accountId: string; amount: number }[],
): Promise<void> {
  await db
    .insertInto('ledgerEntries')
    .values(entries.map((entry) => ({ transactionId, ...entry })))
    .execute()
}

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

/** Every entry's sum, and the wallets below zero: what the money-conservation check asserts. */
export async function audit(db: Database): Promise<{ sum: number; negativeWallets: number }> {
  const row = await sql<{ sum: string; negative: string }>`
    select (select coalesce(sum(amount), 0) from ledger_entries) as sum,
           (select count(*) from ledger_accounts where kind = 'wallet' and balance < 0) as negative`.execute(
    db,
  )
  return { sum: Number(row.rows[0]?.sum ?? 0), negativeWallets: Number(row.rows[0]?.negative ?? 0) }
}
