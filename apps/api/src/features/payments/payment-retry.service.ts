import {
  paymentFailureReason,
  retryMethods,
  type PaymentRetryState,
  type RetryMethod,
} from '@app/domain/bookings'
import { DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import type { RequestContext } from '#api/plugins/context'
import * as ordersService from './orders.service'
import * as paymentsRepository from './payments.repository'
import type { PaidFor } from './payments.repository'

export type { PaidFor } from './payments.repository'

/**
 * Paying again after a refused payment (issue 41 §4), for whatever the order pays for: a doctor booking
 * (bookings/booking-payment.service) or a lab test's or scan's order (centre-orders, issue 43). A declined card does
 * not end the hold: the feature keeps its record pending until the hold's deadline (and a job ends it then if nothing
 * paid it), and the payer opens a new order — another card, or a mobile wallet — for the same price and deadline.
 * The feature checks who asks and holds its record's row lock; this reads and opens the orders. At most one order
 * of a subject is live (pending or completed) at a time: payment_orders_booking_live_key and
 * payment_orders_centre_order_live_key.
 */

/** The latest payment order of a booking or a centre order. */
export const latestOrder = (db: Database, paidFor: PaidFor) => paymentsRepository.latestOrderOf(db, paidFor)

/**
 * What the payer sees: the latest order and why it failed, the hold's deadline (`holdExpiresAt`: the subject's while
 * it is pending, else null) and the methods to try while the hold lasts (`held`: pending, the deadline ahead).
 */
export async function retryState(
  db: Database,
  paidFor: PaidFor,
  hold: { held: boolean; holdExpiresAt: Date | null },
): Promise<PaymentRetryState> {
  const [order, billing] = await Promise.all([
    paymentsRepository.latestOrderOf(db, paidFor),
    paymentsRepository.knownBillingOf(db, paidFor),
  ])
  const method = order?.method as 'card' | 'mobileWallet' | 'kiosk' | undefined
  const canRetry = hold.held && order?.status === 'error'
  return {
    order:
      order && method
        ? {
            id: order.id,
            status: order.status as 'pending' | 'completed' | 'error' | 'timeout',
            method,
            failure: order.status === 'error' ? paymentFailureReason(order.error, method) : null,
          }
        : null,
    holdExpiresAt: hold.holdExpiresAt?.toISOString() ?? null,
    // A card needs the billing details the bank asks for: known when a card was tried before.
    retryMethods: canRetry ? retryMethods.filter((m) => m !== 'card' || billing !== null) : [],
  }
}

/** The subject as the feature locked it, its time still held: who pays, how much, until when. */
export interface HeldSubject {
  payerId: string
  amount: number
  holdExpiresAt: Date
}

/**
 * A new order for a subject whose time is still held, in the caller's transaction: the method chosen, the subject's
 * price, ending at the hold's deadline (which does not move). The latest order's row is locked before the subject's
 * (`lockHeld`, which refuses a subject whose time is no longer held), in the order a callback takes them, so the two
 * never deadlock. A second request for the same method while its order is pending answers that order; another method
 * supersedes it (timed out: a payment that still arrives for it is credited to the wallet, as any late payment is).
 * `onMethod` records the method now paying (its refund goes back the same way).
 */
export async function reopenOrder(
  ctx: RequestContext,
  trx: Database,
  paidFor: PaidFor,
  method: RetryMethod,
  lockHeld: () => Promise<HeldSubject>,
  onMethod: (method: RetryMethod) => Promise<void>,
): Promise<{ orderId: string }> {
  const pending = await paymentsRepository.latestOrderOf(trx, paidFor)
  if (pending?.status === 'pending') await ordersService.lockOrder(trx, pending.id)
  const held = await lockHeld()
  const now = ctx.clock.now()
  const latest = await paymentsRepository.latestOrderOf(trx, paidFor)
  if (latest?.status === 'pending') {
    if (latest.method === method) return { orderId: latest.id }
    await ordersService.timeOutOrder(trx, latest.id, now)
  }
  const billing = method === 'card' ? await paymentsRepository.knownBillingOf(trx, paidFor) : null
  if (method === 'card' && !billing)
    throw new DomainError('VALIDATION_FAILED', {}, [{ path: 'billing', code: 'validation:billing.required' }])
  await onMethod(method)
  const orderId = await ordersService.openOrder(ctx, trx, {
    userId: held.payerId,
    ...('bookingId' in paidFor
      ? { kind: 'bookingPay', bookingId: paidFor.bookingId }
      : { kind: 'centreOrderPay', bookingId: null, centreOrderId: paidFor.centreOrderId }),
    method,
    amount: held.amount,
    billing,
    expiresAt: held.holdExpiresAt,
  })
  return { orderId }
}
