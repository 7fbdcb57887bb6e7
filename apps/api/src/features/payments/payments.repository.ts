import type { Selectable } from 'kysely'
import type { Database } from '#api/db/database'
import type { PaymentOrdersTable } from '#api/db/schema'

export type OrderRecord = Selectable<PaymentOrdersTable>

export interface NewOrder {
  userId: string
  kind: 'bookingPay' | 'cashIn'
  bookingId: string | null
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

/** The provider's reference and checkout address for an order, kept once its checkout is opened. */
export async function setCheckout(
  db: Database,
  orderId: string,
  checkout: { providerOrderRef: string | null; checkoutUrl: string },
): Promise<void> {
  await db.updateTable('paymentOrders').set(checkout).where('id', '=', orderId).execute()
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

/** Whether an order id exists at all (a callback may name one that does not). */
export async function orderExists(db: Database, orderId: string): Promise<boolean> {
  const row = await db.selectFrom('paymentOrders').select('id').where('id', '=', orderId).executeTakeFirst()
  return row !== undefined
}

/**
 * The provider's transaction that paid a booking's order (the callback that settled it), for a refund to the card:
 * its reference and the amount paid; undefined when the booking was not paid through a provider.
 */
export async function paidTransactionOf(
  db: Database,
  bookingId: string,
): Promise<{ transactionRef: string; amount: number } | undefined> {
  const row = await db
    .selectFrom('paymentCallbacks as c')
    .innerJoin('paymentOrders as o', 'o.id', 'c.orderId')
    .select(['c.transactionRef', 'o.amount'])
    .where('o.bookingId', '=', bookingId)
    .where('o.status', '=', 'completed')
    .where('c.valid', '=', true)
    .where('c.outcome', '=', 'settled')
    .where('c.transactionRef', 'is not', null)
    .orderBy('c.id')
    .executeTakeFirst()
  return row?.transactionRef ? { transactionRef: row.transactionRef, amount: row.amount } : undefined
}
