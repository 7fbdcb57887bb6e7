import { lateBookingCutoffHours, type CancellationQuote, type RefundTarget } from '@app/domain/bookings'

export type Statement =
  | { key: 'cancel.cannot' }
  | { key: 'cancel.doctorRefund'; amount: number }
  | { key: 'cancel.doctorNothingPaid' }
  | { key: 'cancel.refund.wallet' | 'cancel.refund.card'; amount: number; time: string }
  | { key: 'cancel.nothingPaid' }
  | { key: 'cancel.late'; time: string }
  | { key: 'cancel.neverFree'; hours: number }

/**
 * What the cancel dialog says before anyone confirms (SPEC 9 'Refund', issue 12 §2: "the screen says so before
 * confirming"), from the API's quote: the server decides the refund; the screen only words it. A doctor's
 * cancellation gives the patient everything back; a patient's, everything until the free cancellation ends (24 hours
 * before, or soon after a late booking: domain freeCancellationUntil) and nothing later.
 */
export function cancellationStatement(
  quote: CancellationQuote,
  by: 'patient' | 'doctor',
  target: RefundTarget,
): Statement {
  if (!quote.canCancel) return { key: 'cancel.cannot' }
  if (by === 'doctor')
    return quote.refund > 0
      ? { key: 'cancel.doctorRefund', amount: quote.refund }
      : { key: 'cancel.doctorNothingPaid' }
  if (!quote.full)
    return quote.freeUntil
      ? { key: 'cancel.late', time: quote.freeUntil }
      : { key: 'cancel.neverFree', hours: lateBookingCutoffHours }
  if (quote.refund === 0) return { key: 'cancel.nothingPaid' }
  return { key: `cancel.refund.${target}`, amount: quote.refund, time: quote.freeUntil ?? '' }
}

/** The card is offered only to a patient getting money back for a booking paid by card. */
export const offersCard = (quote: CancellationQuote, by: 'patient' | 'doctor') =>
  by === 'patient' && quote.canCancel && quote.refund > 0 && quote.targets.includes('card')
