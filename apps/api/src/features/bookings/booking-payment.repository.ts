import type { Database } from '#api/db/database'

/**
 * A booking's payment method as its payment is tried again (issue 41 §4); the orders themselves are read and written
 * by payments (payment-retry.service).
 */

/** The method a pending booking is being paid with now (its refund goes back the same way). */
export async function setMethod(db: Database, bookingId: string, method: string, now: Date): Promise<void> {
  await db.updateTable('bookings').set({ method, updatedAt: now }).where('id', '=', bookingId).execute()
}
