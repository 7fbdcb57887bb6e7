import type { Selectable } from 'kysely'
import { sql } from 'kysely'
import type { Database } from '#api/db/database'
import type { PayoutsTable } from '#api/db/schema'

/** Doctors' payouts (migration 2026_11_26_1400; issue 12 §5). */

export type PayoutRow = Selectable<PayoutsTable>

export interface NewPayout {
  userId: string
  payeeRole: 'doctor' | 'lab' | 'radio'
  amount: number
  msisdn: string
  issuer: string
  fullName: string
  email: string
  provider: string
}

export async function insert(db: Database, values: NewPayout, now: Date): Promise<PayoutRow> {
  return db
    .insertInto('payouts')
    .values({ ...values, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** A payout its payee may read; undefined for anyone else's. */
export async function findOwn(db: Database, id: string, userId: string): Promise<PayoutRow | undefined> {
  return db
    .selectFrom('payouts')
    .selectAll()
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst()
}

export async function find(db: Database, id: string): Promise<PayoutRow | undefined> {
  return db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirst()
}

/** A page of the payee's payouts, newest first (payouts_user_idx). */
export async function listOwn(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ items: PayoutRow[]; total: number }> {
  const [items, count] = await Promise.all([
    db
      .selectFrom('payouts')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('payouts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow(),
  ])
  return { items, total: Number(count.n) }
}

/** What arrived, and what is on its way, of the payee's payouts. */
export async function totals(db: Database, userId: string): Promise<{ paidOut: number; inTransit: number }> {
  const row = await db
    .selectFrom('payouts')
    .select([
      sql<string>`coalesce(sum(amount) filter (where status = 'succeeded'), 0)`.as('paidOut'),
      sql<string>`coalesce(sum(amount) filter (where status in ('requested', 'pending')), 0)`.as('inTransit'),
    ])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow()
  return { paidOut: Number(row.paidOut), inTransit: Number(row.inTransit) }
}

/** Whether any payout of the user still has its money on the way. */
export async function hasOpen(db: Database, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('payouts')
    .select('id')
    .where('userId', '=', userId)
    .where('status', 'in', ['requested', 'pending'])
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export async function lock(db: Database, id: string): Promise<PayoutRow | undefined> {
  return db.selectFrom('payouts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

/**
 * Takes a requested payout for sending (requested → pending, one more attempt), committed before the provider is
 * called: a second run of the send job finds nothing to take, so the provider is never asked twice for one payout.
 */
export async function claimForSending(db: Database, id: string, now: Date): Promise<PayoutRow | undefined> {
  return db
    .updateTable('payouts')
    .set((eb) => ({ status: 'pending', attempts: eb('attempts', '+', 1), updatedAt: now }))
    .where('id', '=', id)
    .where('status', '=', 'requested')
    .returningAll()
    .executeTakeFirst()
}

export async function setOutcome(
  db: Database,
  id: string,
  values: { status: string; message: string | null; providerTransactionId: string | null; now: Date },
): Promise<void> {
  await db
    .updateTable('payouts')
    .set((eb) => ({
      status: values.status,
      message: values.message === null ? eb.ref('message') : values.message.slice(0, 500),
      providerTransactionId: values.providerTransactionId ?? eb.ref('providerTransactionId'),
      updatedAt: values.now,
    }))
    .where('id', '=', id)
    .execute()
}

/** Pending payouts to ask about, the longest unasked first (payouts_pending_idx). */
export async function pendingBatch(db: Database, limit: number): Promise<PayoutRow[]> {
  return db
    .selectFrom('payouts')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy(sql`polled_at nulls first`)
    .orderBy('createdAt')
    .limit(limit)
    .execute()
}

export async function markPolled(db: Database, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return
  await db.updateTable('payouts').set({ polledAt: now }).where('id', 'in', ids).execute()
}

export async function anyPending(db: Database): Promise<boolean> {
  const row = await db
    .selectFrom('payouts')
    .select('id')
    .where('status', '=', 'pending')
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * The provider's inquiry rate limit, kept across every process (one row): takes the next inquiry's turn when the
 * last one was at least `gapMs` before `now`; false (nothing changed) otherwise.
 */
export async function takeInquiryTurn(db: Database, now: Date, gapMs: number): Promise<boolean> {
  const row = await db
    .updateTable('payoutInquiryClock')
    .set({ lastAt: now })
    .where((eb) => eb.or([eb('lastAt', 'is', null), eb('lastAt', '<=', new Date(now.getTime() - gapMs))]))
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}
