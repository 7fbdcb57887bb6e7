import type { Database } from '#api/db/database'
import type { RequestContext } from '#api/plugins/context'

/**
 * Issue 41 §6: a payment order settled — paid (`completed`), refused (`error`) or lapsed (`timeout`). The payments
 * feature settles the order and announces it here in its own transaction; the feature the order pays for listens
 * (bookings.service.ts for a booking, centre-orders.service.ts for a lab or radiology order, issue 43 §5; every
 * process loads them through src/seams.ts) and moves its record (and, when paid, posts the payment to the ledger)
 * in that same transaction, so the order, the record's status and the ledger commit together or not at all.
 *
 * A seam, not a bus (as shared/doctor-changes): it exists so that payments need not import the features that move
 * money through payments, and a refused settlement of the record rolls the order's back.
 */
export type OrderOutcome = 'completed' | 'error' | 'timeout'

/** What a payment order pays for. */
export type OrderSubject = 'booking' | 'centreOrder'

export type OrderSettlementListener = (
  ctx: Pick<RequestContext, 'jobs' | 'clock'>,
  trx: Database,
  subjectId: string,
  outcome: OrderOutcome,
  orderId?: string,
) => Promise<void>

const listeners = new Map<OrderSubject, OrderSettlementListener>()

/** Set by the feature of each subject when its service module loads; one listener per subject. */
export function onOrderSettled(subject: OrderSubject, next: OrderSettlementListener): void {
  listeners.set(subject, next)
}

/** Call in the transaction that settled an order; an order of a wallet top-up pays for no subject. */
export async function orderSettled(
  ctx: Pick<RequestContext, 'jobs' | 'clock'>,
  trx: Database,
  order: { id: string; bookingId: string | null; centreOrderId: string | null },
  outcome: OrderOutcome,
): Promise<void> {
  const [subject, subjectId]: [OrderSubject, string] | [null, null] = order.bookingId
    ? ['booking', order.bookingId]
    : order.centreOrderId
      ? ['centreOrder', order.centreOrderId]
      : [null, null]
  if (!subject) return
  const listener = listeners.get(subject)
  if (!listener) throw new Error(`orderSettled before the ${subject} feature registered its listener`)
  await listener(ctx, trx, subjectId, outcome, outcome === 'completed' ? order.id : undefined)
}

/** Whether the order pays for a booking or a centre order (not a wallet top-up). */
export const paysForSubject = (order: { bookingId: string | null; centreOrderId: string | null }): boolean =>
  order.bookingId !== null || order.centreOrderId !== null
