import type { Database } from '#api/db/database'

/**
 * A booking's payment orders as the booking sees them (issue 41 §4): its latest order, and the billing details an
 * earlier card order carried. Orders are written by payments (orders.service); this only reads them.
 */

export interface LatestOrder {
  id: string
  status: string
  method: string
  error: string | null
}

export async function latestOrder(db: Database, bookingId: string): Promise<LatestOrder | undefined> {
  return db
    .selectFrom('paymentOrders')
    .select(['id', 'status', 'method', 'error'])
    .where('bookingId', '=', bookingId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** The billing details of the booking's latest order that had them (a card order): what a card needs again. */
export async function knownBilling(db: Database, bookingId: string): Promise<Record<string, string> | null> {
  const row = await db
    .selectFrom('paymentOrders')
    .select('billing')
    .where('bookingId', '=', bookingId)
    .where('billing', 'is not', null)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst()
  return (row?.billing as Record<string, string> | null | undefined) ?? null
}

/** The method a pending booking is being paid with now (its refund goes back the same way). */
export async function setMethod(db: Database, bookingId: string, method: string, now: Date): Promise<void> {
  await db.updateTable('bookings').set({ method, updatedAt: now }).where('id', '=', bookingId).execute()
}
