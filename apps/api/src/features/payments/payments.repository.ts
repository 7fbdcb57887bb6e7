import { sql, type Selectable } from 'kysely'
import type { Database } from '#api/db/database'
import type { PaymentOrdersTable } from '#api/db/schema'

export type OrderRecord = Selectable<PaymentOrdersTable>

export interface NewOrder {
  userId: string
  kind: 'bookingPay' | 'cashIn' | 'centreOrderPay'
  bookingId: string | null
  centreOrderId: string | null
  method: string
  provider: string
  amount: number
  kioskReference: string | null
  billing: Record<string, string> | null
  expiresAt: Date
}

export async function insertOrder(db: Database, order: NewOrder): Promise<string> {
  const row = await db
    .insertInto('paymentOrders')
    .values({ ...order, billing: order.billing ? JSON.stringify(order.billing) : null })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** An order its owner may read; undefined for anyone else. */
/** The payer's orders, newest first, by keyset on (created_at, id) (payment_orders_user_idx). */
export async function listOwnOrders(
  db: Database,
  userId: string,
  cursor: { at: Date; id: string } | undefined,
  limit: number,
): Promise<OrderRecord[]> {
  return db
    .selectFrom('paymentOrders')
    .selectAll()
    .where('userId', '=', userId)
    .$if(cursor !== undefined, (q) =>
      q.where(sql<boolean>`(created_at, id) < (${cursor?.at}, ${cursor?.id}::uuid)`),
    )
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

export async function findOwnOrder(
  db: Database,
  orderId: string,
  userId: string,
): Promise<OrderRecord | undefined> {
  return db
    .selectFrom('paymentOrders')
    .selectAll()
    .where('id', '=', orderId)
    .where('userId', '=', userId)
    .executeTakeFirst()
}

export async function findOrder(db: Database, orderId: string): Promise<OrderRecord | undefined> {
  return db.selectFrom('paymentOrders').selectAll().where('id', '=', orderId).executeTakeFirst()
}

export async function lockOrder(db: Database, orderId: string): Promise<OrderRecord | undefined> {
  return db.selectFrom('paymentOrders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst()
}

export async function settleOrder(
  db: Database,
  orderId: string,
  values: { status: 'completed' | 'error' | 'timeout'; error?: string | null; now: Date },
): Promise<void> {
  await db
    .updateTable('paymentOrders')
    .set({
      status: values.status,
      error: values.error ?? null,
      updatedAt: values.now,
      completedAt: values.status === 'completed' ? values.now : null,
    })
    .where('id', '=', orderId)
    .execute()
}

/**
 * The provider's order id and checkout address for an order, kept once its checkout is opened; the first one kept
 * stays. Answers the provider order id the order has now.
 */
export async function setCheckout(
  db: Database,
  orderId: string,
  checkout: { providerOrderRef: string; checkoutUrl: string | null },
): Promise<string> {
  const updated = await db
    .updateTable('paymentOrders')
    .set(checkout)
    .where('id', '=', orderId)
    .where('providerOrderRef', 'is', null)
    .returning('providerOrderRef')
    .executeTakeFirst()
  if (updated?.providerOrderRef) return updated.providerOrderRef
  const row = await db
    .selectFrom('paymentOrders')
    .select('providerOrderRef')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow()
  return row.providerOrderRef ?? checkout.providerOrderRef
}

/** The billing details of the payer's latest order that had any (a card's), to fill the next card form. */
export async function lastBillingOf(db: Database, userId: string): Promise<Record<string, string> | null> {
  const row = await db
    .selectFrom('paymentOrders')
    .select('billing')
    .where('userId', '=', userId)
    .where('billing', 'is not', null)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.billing ?? null
}

/** The order a provider's own order id belongs to (the id its callbacks sign). */
export async function findOrderIdByProviderRef(
  db: Database,
  provider: string,
  providerOrderRef: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('paymentOrders')
    .select('id')
    .where('provider', '=', provider)
    .where('providerOrderRef', '=', providerOrderRef)
    .executeTakeFirst()
  return row?.id
}

/**
 * Claims a provider transaction that put money in, once per provider: false when it was claimed before (a callback
 * replayed, or a transaction id reused on another order).
 */
export async function claimTransaction(
  db: Database,
  values: {
    provider: string
    transactionRef: string
    orderId: string
    amount: number
    outcome: 'settled' | 'late' | 'extra'
  },
): Promise<boolean> {
  const row = await db
    .insertInto('paymentTransactions')
    .values(values)
    .onConflict((oc) => oc.columns(['provider', 'transactionRef']).doNothing())
    .returning('transactionRef')
    .executeTakeFirst()
  return row !== undefined
}

export async function insertCallback(
  db: Database,
  values: {
    provider: string
    orderId: string | null
    transactionRef: string | null
    success: boolean | null
    valid: boolean
    outcome: string
    payload: object | null
  },
): Promise<void> {
  await db
    .insertInto('paymentCallbacks')
    .values({ ...values, payload: JSON.stringify(values.payload) })
    .execute()
}

/**
 * What a payment order pays for: a booking (issue 9) or a lab test's or scan's order (issue 43). Their orders, card
 * refunds and retries are read and written alike, by the column that names the subject.
 */
export type PaidFor = { bookingId: string } | { centreOrderId: string }

const subjectOf = (paidFor: PaidFor) =>
  'bookingId' in paidFor
    ? { column: 'bookingId' as const, id: paidFor.bookingId }
    : { column: 'centreOrderId' as const, id: paidFor.centreOrderId }

export interface LatestOrder {
  id: string
  status: string
  method: string
  error: string | null
}

/** The latest payment order of a booking or a centre order (issue 41 §4: a refused one may be followed by others). */
export async function latestOrderOf(db: Database, paidFor: PaidFor): Promise<LatestOrder | undefined> {
  const { column, id } = subjectOf(paidFor)
  return db
    .selectFrom('paymentOrders')
    .select(['id', 'status', 'method', 'error'])
    .where(column, '=', id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** The billing details of the subject's latest order that had them (a card order): what a card needs again. */
export async function knownBillingOf(db: Database, paidFor: PaidFor): Promise<Record<string, string> | null> {
  const { column, id } = subjectOf(paidFor)
  const row = await db
    .selectFrom('paymentOrders')
    .select('billing')
    .where(column, '=', id)
    .where('billing', 'is not', null)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst()
  return (row?.billing as Record<string, string> | null | undefined) ?? null
}

/**
 * The provider's transaction that paid a booking's or a centre order's order, for a refund to the card: its
 * reference and the amount paid; undefined when it was not paid through a provider.
 */
export async function paidTransactionOf(
  db: Database,
  paidFor: PaidFor,
): Promise<{ transactionRef: string; amount: number } | undefined> {
  const { column, id } = subjectOf(paidFor)
  return db
    .selectFrom('paymentTransactions as t')
    .innerJoin('paymentOrders as o', 'o.id', 't.orderId')
    .select(['t.transactionRef', 't.amount'])
    .where(`o.${column}`, '=', id)
    .where('t.outcome', '=', 'settled')
    .executeTakeFirst()
}

/**
 * A card refund written as being sent, before the provider is asked (committed on its own): `firstTry` is false
 * when an earlier attempt got this far, whose outcome is then unknown until the provider is asked. One per booking
 * or centre order (payment_refunds' unique keys).
 */
export async function startRefund(
  db: Database,
  paidFor: PaidFor,
  values: { provider: string; transactionRef: string; amount: number },
): Promise<{ status: 'sending' | 'sent'; firstTry: boolean }> {
  const { column, id } = subjectOf(paidFor)
  const row = await db
    .insertInto('paymentRefunds')
    .values({ ...values, [column]: id, status: 'sending' })
    .onConflict((oc) =>
      oc.column(column).doUpdateSet((eb) => ({
        attempts: eb('paymentRefunds.attempts', '+', 1),
        updatedAt: sql<Date>`now()`,
      })),
    )
    .returning(['status', sql<boolean>`(xmax = 0)`.as('firstTry')])
    .executeTakeFirstOrThrow()
  return row
}

export async function markRefundSent(
  db: Database,
  paidFor: PaidFor,
  refundRef: string | null,
): Promise<void> {
  const { column, id } = subjectOf(paidFor)
  await db
    .updateTable('paymentRefunds')
    .set({ status: 'sent', refundRef, updatedAt: sql<Date>`now()` })
    .where(column, '=', id)
    .execute()
}
