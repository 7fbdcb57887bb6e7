import { addCalendarDays } from '../schedules/schedules.rules'
import { constants } from '../shared/constants'

/**
 * The waiting list (issue 45 §3, docs/decisions/0047): a patient waits for an earlier time of one doctor and
 * practice within Cairo dates they choose; freed times are offered in turn, each held for one person at a time.
 * Zod-free, so a screen can read the rules without the schemas.
 */

export const waitingEntryStates = ['waiting', 'left', 'booked', 'expired'] as const
export type WaitingEntryState = (typeof waitingEntryStates)[number]

export const waitingOfferStates = ['offered', 'taken', 'lapsed', 'withdrawn'] as const
export type WaitingOfferState = (typeof waitingOfferStates)[number]

/** The most waiting entries one account keeps at once, and the longest range (days) one entry waits on. */
export const waitingListMaxEntries = 5
export const waitingListMaxRangeDays = 60

/** How long an offered time is held for the person it was offered to (10 minutes). */
export const waitingOfferHoldMs = constants.waitingListOfferMinutes * 60_000

/** A waiting entry counts as waiting until the Cairo day after its range ends (`today` a Cairo date). */
export function entryStateOn(
  entry: { state: WaitingEntryState; toDate: string },
  today: string,
): WaitingEntryState {
  return entry.state === 'waiting' && entry.toDate < today ? 'expired' : entry.state
}

/** Why a range of dates cannot be waited on from `today`, with the field at fault, or null when it can. */
export function waitingRangeRefusal(
  range: { fromDate: string; toDate: string },
  today: string,
): { path: 'fromDate' | 'toDate'; code: string } | null {
  if (range.fromDate < today) return { path: 'fromDate', code: 'bookings:waitingList.fromPast' }
  if (range.toDate < range.fromDate) return { path: 'toDate', code: 'bookings:waitingList.toBeforeFrom' }
  if (range.toDate > addCalendarDays(range.fromDate, waitingListMaxRangeDays - 1))
    return { path: 'toDate', code: 'bookings:waitingList.rangeTooLong' }
  return null
}

/** Whether a Cairo date falls within an entry's range. */
export const rangeCovers = (range: { fromDate: string; toDate: string }, date: string): boolean =>
  range.fromDate <= date && date <= range.toDate
