import type { Database } from '#api/db/database'
import type { RequestContext } from '#api/plugins/context'

/**
 * Issue 41 §6: a booking's payment order settled — paid (`completed`), refused (`error`) or lapsed (`timeout`). The
 * payments feature settles the order and announces it here in its own transaction; the bookings feature listens
 * (bookings.service.ts; every process loads it through src/seams.ts) and moves the booking (and, when paid, posts
 * the payment to the ledger) in that same transaction, so the order, the booking's status and the ledger commit
 * together or not at all.
 *
 * A seam, not a bus (as shared/doctor-changes): it exists so that payments need not import bookings (which moves
 * money through payments), and a refused settlement of the booking rolls the order's back.
 */
export type OrderOutcome = 'completed' | 'error' | 'timeout'

export type OrderSettlementListener = (
  ctx: Pick<RequestContext, 'jobs' | 'clock'>,
  trx: Database,
  bookingId: string,
  outcome: OrderOutcome,
  orderId?: string,
) => Promise<void>

let listener: OrderSettlementListener | null = null

/** Set by the bookings feature when its service module loads; one listener. */
export function onOrderSettled(next: OrderSettlementListener): void {
  listener = next
}

/** Call in the transaction that settled a booking's order. */
export async function orderSettled(...args: Parameters<OrderSettlementListener>): Promise<void> {
  if (!listener) throw new Error('orderSettled before the bookings feature registered its listener')
  await listener(...args)
}
