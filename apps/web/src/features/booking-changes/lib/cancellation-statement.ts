import { freeCancellationHours, type CancellationQuote, type RefundTarget } from '@app/domain/bookings'

export type Statement =
  | { key: 'cancel.cannot' }
  | { key: 'cancel.doctorRefund'; amount: number }
  | { key: 'cancel.doctorNothingPaid' }
  | { key: 'cancel.refund.wallet' | 'cancel.refund.card'; amount: number; time: string }
  | { key: 'cancel.nothingPaid' }
  | { key: 'cancel.late'; hours: number; time: string }

/**
 * What the cancel dialog says before anyone confirms (SPEC 9 'Refund', issue 12 §2: "the screen says so before
 * confirming"), from the API's quote: the server decides the refund; the screen only words it. A doctor's
 * cancellation gives the patient everything back; a patient's, everything until 24 hours before and nothing later.
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
  if (!quote.full) return { key: 'cancel.late', hours: freeCancellationHours, time: quote.freeUntil }
  if (quote.refund === 0) return { key: 'cancel.nothingPaid' }
  return { key: `cancel.refund.${target}`, amount: quote.refund, time: quote.freeUntil }
}

/** The card is offered only to a patient getting money back for a booking paid by card. */
export const offersCard = (quote: CancellationQuote, by: 'patient' | 'doctor') =>
  by === 'patient' && quote.canCancel && quote.refund > 0 && quote.targets.includes('card')
