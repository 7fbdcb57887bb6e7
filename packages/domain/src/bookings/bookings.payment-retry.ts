import { z } from 'zod'
import { bookingStatusSchema, paymentOrderStatusSchema } from './bookings.schemas'
import type { ElectronicMethod } from './bookings.rules'

/**
 * Issue 41 §4: a booking whose card (or wallet) payment failed keeps its time while the hold lasts; the payer says
 * why it failed in their words and tries again — another card, or another method — for the same time.
 */

/** The methods a failed payment may be tried again with: paid on the spot, within the hold that is left. */
export const retryMethods = ['card', 'mobileWallet'] as const satisfies readonly ElectronicMethod[]
export type RetryMethod = (typeof retryMethods)[number]

/** Why a gateway refused a payment, in the payer's terms (each has an `payments:failure.<reason>` text). */
export const paymentFailureReasons = ['declined', 'authentication', 'walletRefused', 'unknown'] as const
export type PaymentFailureReason = (typeof paymentFailureReasons)[number]

/**
 * The reason behind a gateway's message (Paymob's `data.message`, ISO 8583 response texts, and the sandbox's):
 * the bank said no ('Do not honour', 'Insufficient funds', 'Expired card', 'Restricted card', …), the one-time code
 * or 3-D Secure failed, or the mobile wallet refused. A message we do not know is 'unknown', never a guess.
 */
export function paymentFailureReason(
  message: string | null,
  method: 'card' | 'mobileWallet' | 'kiosk',
): PaymentFailureReason {
  const text = (message ?? '').toLowerCase()
  if (method === 'mobileWallet') return text ? 'walletRefused' : 'unknown'
  if (/authenticat|3-?d ?secure|\botp\b|one[- ]time/.test(text)) return 'authentication'
  if (
    /do not honou?r|declin|insufficient|expired card|restricted|not permitted|lost|stolen|invalid card|pick ?up|limit/.test(
      text,
    )
  )
    return 'declined'
  return 'unknown'
}

/**
 * Where a held payment stands after a refusal, for what the order pays for (a booking, issue 41 §4; a lab test's or
 * scan's order, issue 43): the latest order and why it failed, until when the hold lasts, and what to try now.
 */
export const paymentRetryStateSchema = z.object({
  /** The latest payment order, and why it failed when it did. */
  order: z
    .object({
      id: z.uuid(),
      status: paymentOrderStatusSchema,
      method: z.enum(['card', 'mobileWallet', 'kiosk']),
      failure: z.enum(paymentFailureReasons).nullable(),
    })
    .nullable(),
  /** Until when the time is held for this payer (pending only). */
  holdExpiresAt: z.iso.datetime().nullable(),
  /** The methods the payer may try again with now; empty when the time is no longer held. */
  retryMethods: z.array(z.enum(retryMethods)),
})
export type PaymentRetryState = z.infer<typeof paymentRetryStateSchema>

/** `GET /bookings/{bookingId}/payment` (getBookingPayment): where the payer's payment of a booking stands. */
export const bookingPaymentSchema = paymentRetryStateSchema.extend({
  bookingId: z.uuid(),
  status: bookingStatusSchema,
})
export type BookingPayment = z.infer<typeof bookingPaymentSchema>

/**
 * `POST /bookings/{bookingId}/payment` (retryBookingPayment), `POST /centre-orders/{id}/payment`: a new order for
 * the same booking or order, price and hold.
 */
export const retryPaymentRequestSchema = z.object({ method: z.enum(retryMethods) })
export type RetryPaymentRequest = z.infer<typeof retryPaymentRequestSchema>
