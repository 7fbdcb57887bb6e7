import type { BookingStatus, BookingType } from './bookings.rules'

/**
 * Issue 12: what a patient or a doctor may do with a booking once it is paid — cancel it (and what comes back),
 * move it once, follow it up for free — as pure rules on instants. A day is 24 hours of real time, never a calendar
 * day in Cairo, so a clock change moves no deadline (docs/decisions/0024).
 */

const hourMs = 3_600_000
const dayMs = 24 * hourMs

/** SPEC 9 'Refund': full when cancelled at least a day before; none later (the screen says so first). */
export const freeCancellationHours = 24
/** Issue 12 §2: a patient moves an upcoming booking once, up to 24 hours before it. */
export const rescheduleUntilHours = 24
export const maxReschedules = 1
/** SPEC 4, 9: a free follow-up with the same doctor within 2 weeks of the consult. */
export const followUpWindowDays = 14

export type CancelledBy = 'patient' | 'doctor' | 'admin'

/** A booking that can still be cancelled: paid and not started (a pending one is abandoned by not paying). */
export function canCancel(status: BookingStatus, startsAt: Date, now: Date): boolean {
  return status === 'opened' && now.getTime() < startsAt.getTime()
}

/**
 * A booking made less than a day before its start keeps a free cancellation for a while after it was made (issue 41
 * §4: booked at 23:18 for 10:00, its free cancellation had ended before it existed): an hour, and never within the
 * last two hours before the start, when the doctor could no longer give the time to someone else.
 */
export const lateBookingGraceHours = 1
export const lateBookingCutoffHours = 2

/**
 * Until when the patient may cancel for a full refund (SPEC 4, 9; docs/decisions/0024): 24 hours before the start;
 * for a booking made after that, an hour after it was made but no later than 2 hours before the start; null when a
 * booking made that late has no free cancellation at all (shown before paying, steps 6–7, and on the receipt).
 */
export function freeCancellationUntil(startsAt: Date, bookedAt: Date): Date | null {
  const dayBefore = startsAt.getTime() - freeCancellationHours * hourMs
  if (bookedAt.getTime() <= dayBefore) return new Date(dayBefore)
  const until = Math.min(
    bookedAt.getTime() + lateBookingGraceHours * hourMs,
    startsAt.getTime() - lateBookingCutoffHours * hourMs,
  )
  return until > bookedAt.getTime() ? new Date(until) : null
}

/**
 * How much of the total comes back (SPEC 4, 9): all of it when the doctor (or an admin) cancels, or when the patient
 * cancels by `freeCancellationUntil`; nothing when the patient cancels later.
 */
export function refundOnCancel(
  by: CancelledBy,
  booking: { startsAt: Date; bookedAt: Date },
  now: Date,
  total: number,
): { refund: number; full: boolean } {
  if (by !== 'patient') return { refund: total, full: true }
  const until = freeCancellationUntil(booking.startsAt, booking.bookedAt)
  const early = until !== null && now.getTime() <= until.getTime()
  return early ? { refund: total, full: true } : { refund: 0, full: false }
}

/** Issue 12 §2: the patient may move an opened booking once, until 24 hours before it. */
export function canReschedule(
  booking: { status: BookingStatus; startsAt: Date; rescheduleCount: number },
  now: Date,
): boolean {
  return (
    booking.status === 'opened' &&
    booking.rescheduleCount < maxReschedules &&
    booking.startsAt.getTime() - now.getTime() >= rescheduleUntilHours * hourMs
  )
}

export type FollowUpRefusal =
  | 'FOLLOW_UP_EXPIRED'
  | 'ALREADY_FOLLOW_UP'
  | 'FOLLOW_UP_ALREADY_BOOKED'
  | 'FOLLOW_UP_NOT_ALLOWED'
  | 'CONSULT_NOT_FINISHED'

/** Until when a finished consult may be followed up: 14 days of real time from its end (SPEC 4). */
export function followUpDeadline(consultEndedAt: Date): Date {
  return new Date(consultEndedAt.getTime() + followUpWindowDays * dayMs)
}

/**
 * Why a consult cannot be followed up for free, or null when it can (SPEC 4, 5, 8; issue 12 §4). A follow-up
 * cannot itself be followed up, nor can a consult be followed up twice: both answer 'Booking is already a follow-up
 * visit' (ALREADY_FOLLOW_UP; docs/decisions/0024 records the reading). Exactly 14 days after the consult is still
 * inside the window; a moment later is not.
 */
export function followUpRefusal(
  consult: {
    status: BookingStatus
    type: BookingType
    endedAt: Date
    hasFollowUp: boolean
    specialtyAllowsFollowUp: boolean
  },
  now: Date,
): FollowUpRefusal | null {
  if (consult.status !== 'finished') return 'CONSULT_NOT_FINISHED'
  if (consult.type === 'followUp') return 'ALREADY_FOLLOW_UP'
  // Issue 41 §4: a second follow-up of one consult was told the consult "is already a follow-up visit".
  if (consult.hasFollowUp) return 'FOLLOW_UP_ALREADY_BOOKED'
  if (!consult.specialtyAllowsFollowUp) return 'FOLLOW_UP_NOT_ALLOWED'
  if (now.getTime() > followUpDeadline(consult.endedAt).getTime()) return 'FOLLOW_UP_EXPIRED'
  return null
}
