import { z } from 'zod'
import { practiceKindSchema } from '../doctors/doctors.schemas'
import { personNameRule } from '../profiles/profiles.schemas'
import { constants } from '../shared/constants'
import { toWesternDigits } from '../shared/digits'
import { vkey } from '../shared/validation'
import { bookingStatuses, bookingTypes, paymentMethods, paymentOrderStatuses } from './bookings.rules'

export const bookingStatusSchema = z.enum(bookingStatuses)
export const bookingTypeSchema = z.enum(bookingTypes)
export const paymentMethodSchema = z.enum(paymentMethods)
export const paymentOrderStatusSchema = z.enum(paymentOrderStatuses)

/** SPEC 5 and 9: symptoms and medical complaint, 1 to 256 characters once trimmed. */
export const complaintSchema = z
  .string(vkey('complaint.required'))
  .trim()
  .min(1, vkey('complaint.required'))
  .max(constants.complaintMaxLength, vkey('complaint.tooLong'))

const text = (max: number) => z.string().trim().max(max, vkey('tooLong')).min(1, vkey('required'))

/** SPEC 3.5 and 5: the billing phone has 11 digits starting 01; Arabic-Indic digits, spaces and dashes are accepted. */
export const billingPhoneSchema = z
  .string()
  .max(20, vkey('billing.phoneNumber'))
  .transform((v) => toWesternDigits(v).replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^01\d{9}$/, vkey('billing.phoneNumber')))

/** SPEC 5: the billing email's own message, 'Should be an email'. */
export const billingEmailSchema = z
  .string()
  .trim()
  .max(254, vkey('tooLong'))
  .pipe(z.email(vkey('billing.email')))

/**
 * SPEC 3.5 and 5: the card billing form. Every field is required except the postal code; the gateway wants them
 * for the issuing bank. The card itself is typed on the gateway's page and never reaches us.
 */
export const billingInfoSchema = z.object({
  // Sent to the gateway and printed on receipts: a person's name (issue 41 §2).
  firstName: text(50).superRefine(personNameRule),
  lastName: text(50).superRefine(personNameRule),
  email: billingEmailSchema,
  phoneNumber: billingPhoneSchema,
  street: text(200),
  building: text(100),
  apartment: text(20),
  floor: text(20),
  postalCode: z.string().trim().max(10, vkey('tooLong')).optional(),
  city: text(100),
  country: text(100),
})
export type BillingInfo = z.infer<typeof billingInfoSchema>

/** Zones already checked: building a formatter is costly, and nearly every device says Africa/Cairo. */
const knownTimeZones = new Set<string>(['Africa/Cairo', 'UTC'])

/** Whether the runtime's IANA database knows the zone (Intl throws a RangeError for an unknown one). */
function isTimeZone(zone: string): boolean {
  if (knownTimeZones.has(zone)) return true
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
  } catch {
    return false
  }
  // Bounded: a client sending a new valid zone each time cannot grow it past the IANA list's size.
  if (knownTimeZones.size < 1000) knownTimeZones.add(zone)
  return true
}

/** SPEC 3.3 and 8: the device's IANA time zone, refused with 'Incorrect Time Zone Settings'. */
export const timeZoneSchema = z
  .string()
  .max(64, vkey('timeZone.invalid'))
  .pipe(z.string().refine(isTimeZone, vkey('timeZone.invalid')))

/** UTC offsets run from -12:00 to +14:00, so an offset in minutes fits in ±840. */
export const timezoneOffsetMinutesSchema = z
  .number()
  .int(vkey('invalidValue'))
  .min(-840, vkey('invalidValue'))
  .max(840, vkey('invalidValue'))

/**
 * SPEC 7.2 `createBooking` (bookingModel, paymentMethod, billingInfo). The server re-checks the doctor, the slot,
 * the price and the method; this is only the shape. Billing is required for card alone (SPEC 5's card billing
 * form); mobile wallet and kiosk are paid on the provider's side.
 */
export const createBookingRequestSchema = z
  .object({
    doctorId: z.uuid(),
    practice: practiceKindSchema,
    /** An ISO-8601 instant with its offset; SPEC 4: step 3 requires a time. */
    startsAt: z.iso.datetime({ offset: true, error: vkey('consultTime.required') }),
    complaint: complaintSchema,
    method: paymentMethodSchema,
    timeZone: timeZoneSchema,
    /** SPEC 3.3 TimezoneOffsetUserBooked, as the device reports it (`Date#getTimezoneOffset`: Cairo is -120/-180). */
    timezoneOffsetMinutes: timezoneOffsetMinutesSchema,
    /** Another medical file held by this account (SPEC 2.8); absent: the account holder's own. */
    medicalFileId: z.uuid().optional(),
    billing: billingInfoSchema.optional(),
    /** The total the patient was shown, piastres: a different one today is refused (PRICE_CHANGED). */
    total: z.number().int().min(0).max(100_000_000).optional(),
  })
  .superRefine((request, ctx) => {
    if (request.method === 'card' && request.billing === undefined)
      ctx.addIssue({ code: 'custom', path: ['billing'], message: vkey('billing.required') })
  })
export type CreateBookingRequest = z.infer<typeof createBookingRequestSchema>

/**
 * SPEC 7.2 and 4: a free or wallet booking is confirmed at once (go to /booking/{bookingId}/success); a card,
 * mobile-wallet or kiosk booking waits for its payment order (go to /payments/pay/{orderId}).
 */
export const createBookingResponseSchema = z.union([
  z.object({ bookingId: z.uuid() }),
  z.object({ orderId: z.uuid() }),
])
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>
