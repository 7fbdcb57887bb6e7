import { toWesternDigits } from '../shared/digits'
import { vkey } from '../shared/validation'
import { payoutMsisdnPattern, type PayoutStatus } from './payouts.constants'

/** A mobile number as typed (Arabic-Indic digits, spaces, dashes) as the 11 Western digits it means. */
export function normaliseMsisdn(text: string): string {
  return toWesternDigits(text).replace(/[\s-]/g, '')
}

/**
 * SPEC 5's payout number rule, on a normalised number: 01 then 0, 1 or 2, then 8 digits. A WE number (015) is an
 * Egyptian mobile number all the same, so it gets its own message: the payout network does not take it (ADR 0023).
 * Answers the message key, or null when the number is fine.
 */
export function payoutMsisdnProblem(msisdn: string): string | null {
  if (msisdn === '') return vkey('payout.msisdnRequired')
  if (payoutMsisdnPattern.test(msisdn)) return null
  if (/^015\d{8}$/.test(msisdn)) return vkey('payout.msisdnWe')
  return vkey('payout.msisdn')
}

/**
 * SPEC 4 'Cash-out result' on a provider's `disbursement_status` (reference §2.2): a status containing 'success'
 * (`success`, `successful`) succeeded; `pending` is still pending (its message is shown); anything else failed.
 */
export function payoutOutcomeOf(
  disbursementStatus: string,
): Extract<PayoutStatus, 'pending' | 'succeeded' | 'failed'> {
  const status = disbursementStatus.trim().toLowerCase()
  if (status.includes('success')) return 'succeeded'
  if (status === 'pending') return 'pending'
  return 'failed'
}

/** Whether a payout still has its money on the way (not yet arrived nor returned). */
export const isPayoutOpen = (status: PayoutStatus): boolean => status === 'requested' || status === 'pending'

/** The first day of the Cairo month `months` before `month` ('2026-11' → 11 back → '2025-12'). */
export function monthsBack(month: string, months: number): string {
  const [year = 0, m = 1] = month.split('-').map(Number)
  const index = year * 12 + (m - 1) - months
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** The `count` Cairo months ending with `month`, oldest first ('YYYY-MM'). */
export function lastMonths(month: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => monthsBack(month, count - 1 - i))
}
