import { z } from 'zod'
import { practiceKindSchema } from '../doctors/doctors.schemas'
import {
  bookingStatusSchema,
  bookingTypeSchema,
  paymentMethodSchema,
  paymentOrderStatusSchema,
} from './bookings.schemas'

/** What the API answers about bookings (issue 9 §1, §4): step 6's quote and a booking with its receipt. */

const piastres = z.number().int()

export const priceLinesSchema = z.object({
  doctor: piastres,
  serviceFee: piastres,
  vat: piastres,
  surcharge: piastres,
  discount: piastres,
  total: piastres,
})

/** Step 6 asks, for the chosen doctor, practice and time, which methods apply and what each costs (SPEC 2.7, 6). */
export const bookingQuoteQuerySchema = z.object({
  doctorId: z.uuid(),
  practice: practiceKindSchema,
  startsAt: z.iso.datetime({ offset: true }),
  /** Whom the booking is for (SPEC 2.8); absent: the caller's own file. */
  medicalFileId: z.uuid().optional(),
})
export type BookingQuoteQuery = z.infer<typeof bookingQuoteQuerySchema>

export const bookingQuoteSchema = z.object({
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  type: bookingTypeSchema,
  /** Empty: 'No Payment Methods Available' (SPEC 2.7). */
  methods: z.array(z.object({ method: paymentMethodSchema, price: priceLinesSchema })),
  walletBalance: piastres,
})
export type BookingQuote = z.infer<typeof bookingQuoteSchema>

export const bookingViewSchema = z.object({
  id: z.uuid(),
  status: bookingStatusSchema,
  type: bookingTypeSchema,
  practice: practiceKindSchema,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  complaint: z.string(),
  method: paymentMethodSchema.nullable(),
  price: priceLinesSchema,
  /** What was paid: the total once confirmed, 0 while the payment is awaited or after it failed. */
  paid: piastres,
  doctor: z.object({ id: z.uuid(), nameAr: z.string(), nameEn: z.string().nullable() }),
  /** Whose medical file the booking is in (SPEC 2.8), and whether that is not the payer's own. */
  patient: z.object({ name: z.string(), forSomeoneElse: z.boolean() }),
  order: z.object({ id: z.uuid(), status: paymentOrderStatusSchema }).nullable(),
  holdExpiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** Issue 12: who cancelled and where the refund went; how often it moved; the consult a follow-up follows. */
  canceledBy: z.enum(['patient', 'doctor', 'admin']).nullable(),
  refundTo: z.enum(['wallet', 'card', 'none']).nullable(),
  rescheduleCount: z.number().int().min(0),
  followUpOf: z.uuid().nullable(),
})
export type BookingView = z.infer<typeof bookingViewSchema>
