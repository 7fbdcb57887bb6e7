import type { BookingPayment, BookingStatus, RetryPaymentRequest } from '@app/domain/bookings'
import { DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as paymentRetryService from '#api/features/payments/payment-retry.service'
import * as realtimeService from '#api/features/realtime/realtime.service'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import * as paymentRepository from './booking-payment.repository'
import { publishBookingUpdated } from './bookings-list.service'
import * as bookingsRepository from './bookings.repository'
import { settleBookingOrder } from './bookings.service'

/**
 * Paying a booking again after its payment failed (issue 41 §4). A declined card no longer ends the booking: its
 * time stays held for the payer until the hold's deadline (settleBookingOrder keeps it and enqueues
 * `bookings.endFailedHold` for that deadline), and the payer may open a new order — another card, or a mobile
 * wallet — for the same booking, price and deadline (payments' payment-retry.service, which centre orders share).
 * Only the payer sees or does this; a booking has at most one live (pending or completed) order at a time
 * (payment_orders_booking_live_key).
 */

type HeldBooking = NonNullable<Awaited<ReturnType<typeof bookingsRepository.lock>>>

const isHeld = (booking: Pick<HeldBooking, 'status' | 'holdExpiresAt'>, now: Date) =>
  booking.status === 'pending' && booking.holdExpiresAt !== null && booking.holdExpiresAt > now

/** The payer's own booking; anyone else (its patient, its doctor, a stranger) is told it does not exist. */
async function payersBooking(ctx: SignedInContext, db: Database, bookingId: string, lock: boolean) {
  if (ctx.session.contextRole !== 'patient') throw new DomainError('FORBIDDEN')
  const booking = lock
    ? await bookingsRepository.lock(db, bookingId)
    : await bookingsRepository.findForUser(db, bookingId, ctx.session.userId)
  if (!booking || booking.payerId !== ctx.session.userId) throw new DomainError('BOOKING_NOT_FOUND')
  return booking
}

/** `GET /bookings/{bookingId}/payment`: the latest order, why it failed, and what the payer may try now. */
export async function bookingPayment(ctx: SignedInContext, bookingId: string): Promise<BookingPayment> {
  const booking = await payersBooking(ctx, ctx.db, bookingId, false)
  const state = await paymentRetryService.retryState(
    ctx.db,
    { bookingId },
    {
      held: isHeld(booking, ctx.clock.now()),
      holdExpiresAt: booking.status === 'pending' ? booking.holdExpiresAt : null,
    },
  )
  return { bookingId: booking.id, status: booking.status as BookingStatus, ...state }
}

/**
 * `POST /bookings/{bookingId}/payment`: a new order for a booking whose time is still held, with the method chosen
 * and the booking's price, ending at the hold's deadline (which does not move). A second request for the same method
 * while its order is pending answers that order; another method supersedes it (timed out: a payment that still
 * arrives for it is credited to the wallet, as any late payment is).
 */
export async function retryBookingPayment(
  ctx: SignedInContext,
  bookingId: string,
  input: RetryPaymentRequest,
): Promise<{ orderId: string }> {
  return ctx.db.transaction().execute(async (trx) => {
    let booking: HeldBooking | undefined
    const reopened = await paymentRetryService.reopenOrder(
      ctx,
      trx,
      { bookingId },
      input.method,
      async () => {
        booking = await payersBooking(ctx, trx, bookingId, true)
        if (!isHeld(booking, ctx.clock.now()) || !booking.holdExpiresAt)
          throw new DomainError('BOOKING_TRANSITION_REFUSED', { from: booking.status, to: 'pending' })
        return { payerId: booking.payerId, amount: booking.total, holdExpiresAt: booking.holdExpiresAt }
      },
      async (method) => {
        if (booking && booking.method !== method)
          await paymentRepository.setMethod(trx, bookingId, method, ctx.clock.now())
      },
    )
    if (booking) await publishBookingUpdated(trx, booking)
    return reopened
  })
}

/**
 * The `bookings.endFailedHold` job, at the deadline of a hold kept after a failed payment: a booking still pending
 * with no order paying it now fails as a hold that ran out (the payer is told, the time is free). One with a pending
 * order is left to that order's own deadline.
 */
export async function endFailedHold(
  ctx: Pick<RequestContext, 'db' | 'jobs' | 'clock'>,
  bookingId: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const booking = await bookingsRepository.lock(trx, bookingId)
    if (!booking || booking.status !== 'pending') return
    // The job may start a moment before our clock reaches the deadline: it runs again shortly.
    if (isHeld(booking, ctx.clock.now())) throw new Error(`booking ${bookingId}: its hold has not ended yet`)
    const latest = await paymentRetryService.latestOrder(trx, { bookingId })
    if (latest?.status === 'pending') return
    await settleBookingOrder(ctx, trx, bookingId, 'timeout')
    await publishBookingUpdated(trx, booking)
    if (latest)
      await realtimeService.publish(trx, booking.payerId, { type: 'payment.updated', orderId: latest.id })
  })
}
