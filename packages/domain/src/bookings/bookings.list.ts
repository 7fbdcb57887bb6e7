import { z } from 'zod'
import { callRefusal, canRate } from '../consults/consults.rules'
import type { PracticeKind } from '../doctors/doctors.practices'
import { practiceKindSchema } from '../doctors/doctors.schemas'
import { addCalendarDays, cairoDayStart } from '../schedules/schedules.rules'
import { cairoDate } from '../shared/time'
import { canCancel, canReschedule, followUpRefusal } from './bookings.lifecycle'
import type { BookingStatus, BookingType } from './bookings.rules'
import { bookingStatusSchema, bookingTypeSchema, paymentOrderStatusSchema } from './bookings.schemas'

/**
 * Issue 12 §1, SPEC 2.1 /bookings and SPEC 4 'Bookings are listed as past, today, upcoming': the list each side of a
 * booking sees — the patient side (the account whose file it is and the one that paid) and its doctor — with what
 * each may do with each booking, decided here once from the lifecycle and consult rules.
 */

export const bookingTabs = ['past', 'today', 'upcoming'] as const
export type BookingTab = (typeof bookingTabs)[number]

/** SPEC 9: default page size 10, options 10, 25, 100 ('All' is not offered for a list that only grows). */
export const bookingListPageSizes = [10, 25, 100] as const

export const bookingListQuerySchema = z.object({
  /** Absent: the tab of the caller's next booking (issue 41 §4), else today; the answer names the tab shown. */
  tab: z.enum(bookingTabs).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .pipe(z.literal([...bookingListPageSizes]))
    .default(10),
})
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>

/**
 * The instants a tab covers, on Cairo's calendar (SPEC 4; ARCHITECTURE 'Time'): today is the Cairo day of `now`, from
 * its first instant to the next day's, computed through the IANA rules, so a day of 23 or 25 hours is still one day.
 * Today and upcoming read forwards from the nearest; past reads backwards from the latest.
 */
export function bookingTabRange(
  tab: BookingTab,
  now: Date,
): { from: Date | null; to: Date | null; order: 'asc' | 'desc' } {
  const today = cairoDate(now)
  const todayStart = cairoDayStart(today)
  const tomorrowStart = cairoDayStart(addCalendarDays(today, 1))
  switch (tab) {
    case 'past':
      return { from: null, to: todayStart, order: 'desc' }
    case 'today':
      return { from: todayStart, to: tomorrowStart, order: 'asc' }
    case 'upcoming':
      return { from: tomorrowStart, to: null, order: 'asc' }
  }
}

/**
 * The tab a list opens on (issue 41 §4): the one holding the next booking that is still to come — today's when it
 * starts or runs today, upcoming's after — and today when there is none.
 */
export function nextBookingTab(next: { startsAt: Date } | undefined, now: Date): BookingTab {
  const { from: upcomingFrom } = bookingTabRange('upcoming', now)
  if (!next || !upcomingFrom) return 'today'
  return next.startsAt < upcomingFrom ? 'today' : 'upcoming'
}

/** The viewer's side of a booking: the patient side, or its doctor (SPEC 6: nobody else sees it in a list). */
export const bookingSides = ['patient', 'doctor'] as const
export type BookingSide = (typeof bookingSides)[number]

/**
 * What the list offers on a booking (issue 12 §1): enter the call, cancel, move, the receipt, the summary (the
 * patient's consultation summary or the doctor's session summary), a free follow-up, rate, mark the patient absent,
 * and the visit's record (doctors).
 */
export const bookingActions = [
  'join',
  'cancel',
  'reschedule',
  'receipt',
  'summary',
  'followUp',
  'rate',
  'markNoShow',
  'record',
] as const
export type BookingAction = (typeof bookingActions)[number]

export type PatientNoShowRefusal = 'BOOKING_NOT_STARTED' | 'PATIENT_JOINED' | 'BOOKING_TRANSITION_REFUSED'

/**
 * Why the doctor may not mark the patient absent now (SPEC 4 'patient no-show (the doctor could not reach the
 * patient)'), or null when they may: a paid booking (opened, or going where it is not a video consult) whose start
 * has passed. In a video consult the server knows who entered the room: a patient who joined is not absent.
 */
export function patientNoShowRefusal(
  booking: { status: BookingStatus; practice: PracticeKind; startsAt: Date; patientJoined: boolean },
  now: Date,
): PatientNoShowRefusal | null {
  if (booking.status !== 'opened' && booking.status !== 'going') return 'BOOKING_TRANSITION_REFUSED'
  if (now.getTime() < booking.startsAt.getTime()) return 'BOOKING_NOT_STARTED'
  if (booking.practice === 'video' && booking.patientJoined) return 'PATIENT_JOINED'
  return null
}

/** What the actions depend on, as the repository reads it. */
export interface BookingActionFacts {
  status: BookingStatus
  type: BookingType
  practice: PracticeKind
  startsAt: Date
  endsAt: Date
  rescheduleCount: number
  doctorNoShow: boolean
  patientNoShow: boolean
  patientJoined: boolean
  /** When the consult ended (the doctor ended it, or the closing job); null: not ended. */
  finishedAt: Date | null
  documented: boolean
  rated: boolean
  hasFollowUp: boolean
  specialtyAllowsFollowUp: boolean
}

/** A booking that ended in a no-show was paid; one that failed otherwise was a payment that never completed. */
export const wasNoShow = (b: Pick<BookingActionFacts, 'doctorNoShow' | 'patientNoShow'>) =>
  b.doctorNoShow || b.patientNoShow

/**
 * The actions one side may take on one booking at `now`, in the order the list shows them. Each one is the rule the
 * action's own route applies (canCancel, canReschedule, followUpRefusal, callRefusal, canRate,
 * patientNoShowRefusal), so the list never offers what the server would refuse.
 */
export function bookingActionsFor(side: BookingSide, b: BookingActionFacts, now: Date): BookingAction[] {
  const actions: BookingAction[] = []
  const ended = b.status === 'finished'
  if (b.practice === 'video' && callRefusal(b, now) === null) actions.push('join')
  if (side === 'patient') {
    if (ended) actions.push('summary')
    else if (b.status === 'failed' && wasNoShow(b)) actions.push('summary')
    if (canRate(b.status, b.rated)) actions.push('rate')
    const followUp = followUpRefusal(
      {
        status: b.status,
        type: b.type,
        endedAt: b.finishedAt ?? b.endsAt,
        hasFollowUp: b.hasFollowUp,
        specialtyAllowsFollowUp: b.specialtyAllowsFollowUp,
      },
      now,
    )
    if (followUp === null) actions.push('followUp')
    if (canReschedule(b, now)) actions.push('reschedule')
    if (canCancel(b.status, b.startsAt, now)) actions.push('cancel')
    if (b.status !== 'failed' || wasNoShow(b)) actions.push('receipt')
    return actions
  }
  if (b.status === 'going' || ended) actions.push('summary')
  if (b.documented) actions.push('record')
  if (patientNoShowRefusal(b, now) === null) actions.push('markNoShow')
  if (canCancel(b.status, b.startsAt, now)) actions.push('cancel')
  return actions
}

const piastres = z.number().int()

/** One booking in the list, as either side sees it. */
export const bookingListItemSchema = z.object({
  id: z.uuid(),
  side: z.enum(bookingSides),
  status: bookingStatusSchema,
  type: bookingTypeSchema,
  practice: practiceKindSchema,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** SPEC 3.3's flags: cancelled (and by whom), doctor no-show, patient no-show. */
  outcome: z.object({
    canceled: z.boolean(),
    canceledBy: z.enum(['patient', 'doctor', 'admin']).nullable(),
    doctorNoShow: z.boolean(),
    patientNoShow: z.boolean(),
  }),
  doctor: z.object({
    id: z.uuid(),
    nameAr: z.string(),
    nameEn: z.string().nullable(),
    photoUrl: z.string().nullable(),
    specialty: z.object({ id: z.number().int(), nameAr: z.string(), nameEn: z.string() }),
  }),
  /** Whose file the booking is in (the payer's own, a family member's, or a linked patient's), and why they came. */
  patient: z.object({
    name: z.string(),
    fileId: z.uuid(),
    complaint: z.string(),
    forSomeoneElse: z.boolean(),
  }),
  /** The total charged and what was paid (0 while the payment is awaited). */
  price: z.object({ total: piastres, paid: piastres }),
  /** A booking awaiting its payment: the order to pay (patient side only). */
  order: z.object({ id: z.uuid(), status: paymentOrderStatusSchema }).nullable(),
  holdExpiresAt: z.iso.datetime().nullable(),
  actions: z.array(z.enum(bookingActions)),
})
export type BookingListItem = z.infer<typeof bookingListItemSchema>

export const bookingListSchema = z.object({
  items: z.array(bookingListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  tab: z.enum(bookingTabs),
})
export type BookingList = z.infer<typeof bookingListSchema>

export const bookingIdParamSchema = z.object({ bookingId: z.uuid() })
