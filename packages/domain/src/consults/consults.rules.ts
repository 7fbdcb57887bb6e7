import type { BookingStatus } from '../bookings/bookings.rules'

/**
 * Video consults (issue 11, SPEC 4 and 9): when the room is open, who may be in it, and what a consult nobody
 * finished becomes. Pure rules; the API applies them in the transaction that changes the booking.
 */

/** SPEC 4 and 9: a booking is joinable from 300 seconds before its start. */
export const callOpensBeforeSeconds = 300

/**
 * A consult under way (`going`) may run over its slot: both sides can rejoin after a dropped connection until this
 * long after the end. Past it, a consult the doctor never ended is finished by the closing job
 * (docs/decisions/0022).
 */
export const callOverrunMinutes = 60

/** SPEC 2.8 and 9: the doctor's notice that the record's ADD section must be filled, shown for 15 seconds. */
export const doctorNoticeSeconds = 15

/** SPEC 9: video quality asked of the camera where the device allows it. */
export const callVideoConstraints = { width: 1280, height: 720, frameRate: 24 } as const

const secondMs = 1000
const minuteMs = 60 * secondMs

export interface CallWindow {
  opensAt: Date
  /** A booking still `opened` (nobody or one side joined) cannot be joined from its end on. */
  closesAt: Date
  /** A consult `going` can be rejoined until then; the closing job finishes it then. */
  overrunUntil: Date
}

export function callWindow(startsAt: Date, endsAt: Date): CallWindow {
  return {
    opensAt: new Date(startsAt.getTime() - callOpensBeforeSeconds * secondMs),
    closesAt: new Date(endsAt.getTime()),
    overrunUntil: new Date(endsAt.getTime() + callOverrunMinutes * minuteMs),
  }
}

export type CallRefusal = 'CALL_NOT_VIDEO' | 'CALL_NOT_PAID' | 'CALL_NOT_OPEN_YET' | 'CALL_ENDED'

/**
 * Why a party of the booking may not enter the call room now (`getVideoToken`), or null when they may: a video
 * booking, paid (`opened` or `going`), from 300 s before the start until the end — or, once both are in, until the
 * overrun ends. Whether the caller is a party is checked before (anyone else is told the booking does not exist).
 */
export function callRefusal(
  booking: { practice: string; status: BookingStatus; startsAt: Date; endsAt: Date },
  now: Date,
): CallRefusal | null {
  if (booking.practice !== 'video') return 'CALL_NOT_VIDEO'
  if (booking.status === 'pending') return 'CALL_NOT_PAID'
  if (booking.status !== 'opened' && booking.status !== 'going') return 'CALL_ENDED'
  const window = callWindow(booking.startsAt, booking.endsAt)
  if (now.getTime() < window.opensAt.getTime()) return 'CALL_NOT_OPEN_YET'
  const until = booking.status === 'going' ? window.overrunUntil : window.closesAt
  if (now.getTime() >= until.getTime()) return 'CALL_ENDED'
  return null
}

export interface Presence {
  doctorJoined: boolean
  patientJoined: boolean
}

/** SPEC 4: `opened → going` once both have joined. */
export function startsConsult(status: BookingStatus, presence: Presence): boolean {
  return status === 'opened' && presence.doctorJoined && presence.patientJoined
}

export type CloseOutcome =
  { status: 'failed'; doctorNoShow: boolean; patientNoShow: boolean } | { status: 'finished' } | null

/**
 * What the closing job makes of a video booking once its window passed (SPEC 4 outcomes): still `opened` at its end
 * (nobody, or only one side, joined) → `failed`, recording who was absent (both, when nobody came); still `going`
 * after the overrun → `finished` (the doctor forgot to end it; the record still waits for the summary). Anything
 * else, or too early: nothing.
 */
export function closeOutcome(
  booking: { status: BookingStatus; startsAt: Date; endsAt: Date },
  presence: Presence,
  now: Date,
): CloseOutcome {
  const window = callWindow(booking.startsAt, booking.endsAt)
  if (booking.status === 'opened' && now.getTime() >= window.closesAt.getTime())
    return { status: 'failed', doctorNoShow: !presence.doctorJoined, patientNoShow: !presence.patientJoined }
  if (booking.status === 'going' && now.getTime() >= window.overrunUntil.getTime())
    return { status: 'finished' }
  return null
}

/**
 * SPEC 2.8 and 9: the ADD section of the record — what the doctor must fill for the consult to count as documented
 * and the fee to be transferred: complaint and history, examination, a diagnosis (from the catalogue or free text)
 * and the result of the interview.
 */
export const requiredNoteFields = ['history', 'examination', 'diagnosis', 'interviewResult'] as const
export type RequiredNoteField = (typeof requiredNoteFields)[number]

export function missingNoteFields(note: {
  history: string
  examination: string
  diagnosisCode: string | null
  diagnosisText: string
  interviewResult: string
}): RequiredNoteField[] {
  const filled: Record<RequiredNoteField, boolean> = {
    history: note.history.trim() !== '',
    examination: note.examination.trim() !== '',
    diagnosis: note.diagnosisCode !== null || note.diagnosisText.trim() !== '',
    interviewResult: note.interviewResult.trim() !== '',
  }
  return requiredNoteFields.filter((field) => !filled[field])
}

/** A consult's duration in whole minutes (SPEC 2.8 'duration in minutes'), from both joined to the end; at least 1. */
export function consultMinutes(startedAt: Date | null, finishedAt: Date | null): number | null {
  if (!startedAt || !finishedAt) return null
  return Math.max(1, Math.round((finishedAt.getTime() - startedAt.getTime()) / minuteMs))
}

/** SPEC 4: a consult is rated once, by its patient, once it is finished. */
export function canRate(status: BookingStatus, rated: boolean): boolean {
  return status === 'finished' && !rated
}

/** SPEC 4, 9: more than 15% of a week's video bookings missed may earn the doctor a first warning. */
export const noShowWarningShare = 0.15

export function noShowWarningDue(missed: number, total: number): boolean {
  return total > 0 && missed / total > noShowWarningShare
}

/**
 * The Egyptian working week (Saturday to Friday) an instant falls in, by its Saturday's date in Cairo
 * (YYYY-MM-DD). Computed on Cairo calendar dates, so a clock change inside the week moves nothing.
 */
export function egyptWeekStart(cairoDay: string): string {
  const [y, m, d] = cairoDay.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  const sinceSaturday = (date.getUTCDay() + 1) % 7
  date.setUTCDate(date.getUTCDate() - sinceSaturday)
  return date.toISOString().slice(0, 10)
}
