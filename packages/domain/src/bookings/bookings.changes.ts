import { z } from 'zod'
import { practiceKindSchema } from '../doctors/doctors.schemas'
import { vkey } from '../shared/validation'
import { complaintSchema, timeZoneSchema, timezoneOffsetMinutesSchema } from './bookings.schemas'

/**
 * Issue 12 §2, §4: what changing a booking takes and answers — cancelling it (and where the refund goes), moving
 * it once, and booking its free follow-up.
 */

export const refundTargets = ['wallet', 'card'] as const
export const refundTargetSchema = z.enum(refundTargets)
export type RefundTarget = z.infer<typeof refundTargetSchema>

/**
 * Where the patient side's refund may go (issue 12 §2; issue 43 for lab tests and scans): the wallet always; the card
 * too when it was paid by card. The other side's cancellation (a doctor's, a centre's) refunds to the wallet.
 */
export const refundTargetsOf = (method: string | null): RefundTarget[] =>
  method === 'card' ? ['wallet', 'card'] : ['wallet']

/** `GET /api/v1/bookings/{id}/cancellation`: what cancelling now would do, shown before the patient confirms. */
export const cancellationQuoteSchema = z.object({
  canCancel: z.boolean(),
  /** Piastres that would come back, and whether that is everything paid. */
  refund: z.number().int().min(0),
  full: z.boolean(),
  /** Until when a patient's cancellation is refunded in full (24 hours before the start). */
  /** Until when cancelling refunds in full; null for a booking made too close to its start to have a free one. */
  freeUntil: z.iso.datetime().nullable(),
  /** Where the refund may go: the wallet always; the card too when the booking was paid by card. */
  targets: z.array(refundTargetSchema),
})
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>

/** `POST /api/v1/bookings/{id}/cancel` (the patient side or the booking's doctor). */
export const cancelBookingRequestSchema = z.object({
  refundTo: refundTargetSchema.default('wallet'),
  /** A doctor says why (the patient is told); optional for a patient. */
  reason: z.string().trim().max(300, vkey('tooLong')).default(''),
})
export type CancelBookingRequest = z.input<typeof cancelBookingRequestSchema>

/** `POST /api/v1/bookings/{id}/reschedule`: another free slot of the same doctor and practice. */
export const rescheduleBookingRequestSchema = z.object({
  startsAt: z.iso.datetime({ offset: true, error: vkey('consultTime.required') }),
})
export type RescheduleBookingRequest = z.infer<typeof rescheduleBookingRequestSchema>

/** `GET /api/v1/bookings/{id}/follow-up`: whether the consult can be followed up for free, with whom, until when. */
export const followUpOptionSchema = z.object({
  bookingId: z.uuid(),
  allowed: z.boolean(),
  /** Why not (an error code with its translated message in `errors`), when not allowed. */
  refusal: z
    .enum([
      'FOLLOW_UP_EXPIRED',
      'ALREADY_FOLLOW_UP',
      'FOLLOW_UP_ALREADY_BOOKED',
      'FOLLOW_UP_NOT_ALLOWED',
      'CONSULT_NOT_FINISHED',
    ])
    .nullable(),
  until: z.iso.datetime().nullable(),
  doctor: z.object({ id: z.uuid(), nameAr: z.string(), nameEn: z.string().nullable() }),
  practice: practiceKindSchema,
  complaint: z.string(),
})
export type FollowUpOption = z.infer<typeof followUpOptionSchema>

/** `POST /api/v1/bookings/{id}/follow-up`: the free follow-up's time (SPEC 4: same doctor, within 2 weeks). */
export const createFollowUpRequestSchema = z.object({
  startsAt: z.iso.datetime({ offset: true, error: vkey('consultTime.required') }),
  complaint: complaintSchema,
  timeZone: timeZoneSchema,
  timezoneOffsetMinutes: timezoneOffsetMinutesSchema,
})
export type CreateFollowUpRequest = z.infer<typeof createFollowUpRequestSchema>
