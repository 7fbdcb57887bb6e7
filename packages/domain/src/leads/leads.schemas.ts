import { z } from 'zod'
import { phoneInputSchema } from '../accounts/accounts.schemas'
import { toWesternDigits } from '../shared/digits'
import { personNameRule } from '../profiles/profiles.schemas'
import { vkey } from '../shared/validation'

/**
 * Home-visit leads (SPEC 3.6 referralsHome, 2.9, 4; issue 10 §2; docs/decisions/0018): a patient or a signed-out
 * visitor asks for a doctor at home from the booking wizard's home-visit card; the operators call them back and flip
 * two toggles (closed/quote, registered), each saved at once.
 */

/** Egypt's extent, generously: a pin outside it is a slip of the finger (SPEC 9: the allowed country is Egypt). */
export const egyptBounds = { south: 21.5, north: 32, west: 24.5, east: 37.5 } as const

const latitude = z.number().min(-90).max(90)
const longitude = z.number().min(-180).max(180)

/**
 * A mobile as the phone field sends it (SPEC 5: after +20, Arabic-Indic digits accepted) or as written down with its
 * leading 0; stored as 01XXXXXXXXX. Shared by the forms that take a visitor's mobile (leads, questions).
 */
export const mobileInputSchema = z
  .string()
  .max(100, vkey('phone.length'))
  .transform((typed) => {
    const digits = toWesternDigits(typed).replace(/[\s-]/g, '')
    return /^01\d{9}$/.test(digits) ? digits.slice(1) : typed
  })
  .pipe(phoneInputSchema)

export const createLeadSchema = z
  .object({
    // Shown to the operators who call back, and a person's name like any other (issue 41 §2).
    name: z
      .string()
      .trim()
      .min(1, vkey('lead.nameRequired'))
      .max(100, vkey('tooLong'))
      .superRefine(personNameRule),
    mobile: mobileInputSchema,
    specialtyId: z.number().int().positive().nullable().default(null),
    governorateId: z
      .number()
      .int()
      .positive({ message: vkey('lead.governorateRequired') }),
    areaId: z.number().int().positive().nullable().default(null),
    /** The map pin (or the device's position); optional, as not every visitor shares it. */
    latitude: latitude.nullable().default(null),
    longitude: longitude.nullable().default(null),
    addressNote: z.string().trim().max(200, vkey('tooLong')).default(''),
  })
  .strict()
  .superRefine((lead, ctx) => {
    if ((lead.latitude === null) !== (lead.longitude === null))
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: vkey('lead.pinIncomplete') })
    if (
      lead.latitude !== null &&
      lead.longitude !== null &&
      !(
        lead.latitude >= egyptBounds.south &&
        lead.latitude <= egyptBounds.north &&
        lead.longitude >= egyptBounds.west &&
        lead.longitude <= egyptBounds.east
      )
    )
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: vkey('lead.outsideEgypt') })
  })
export type CreateLead = z.infer<typeof createLeadSchema>
export type CreateLeadInput = z.input<typeof createLeadSchema>

export const leadSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  name: z.string(),
  mobile: z.string(),
  specialtyId: z.number().int().nullable(),
  governorateId: z.number().int().nullable(),
  areaId: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** SPEC 3.6 locationURL: a map link to the pin, or null without one. */
  locationUrl: z.string().nullable(),
  addressNote: z.string(),
  /** Asked while signed in as a patient (the lead is that patient's own). */
  fromPatient: z.boolean(),
  closed: z.boolean(),
  registration: z.boolean(),
})
export type Lead = z.infer<typeof leadSchema>

/** What the visitor is told: the request was taken (nothing of the lead is echoed back to an unknown caller). */
export const leadReceiptSchema = z.object({ id: z.uuid(), createdAt: z.iso.datetime() })
export type LeadReceipt = z.infer<typeof leadReceiptSchema>

export const leadPageSize = 25

export const leadListQuerySchema = z.object({
  /** A name or a mobile; from 2 characters (SPEC 5: lead search ignores one-character input, SPEC 9). */
  q: z
    .string()
    .trim()
    .transform(toWesternDigits)
    .pipe(z.string().min(2, vkey('search.tooShort')).max(100, vkey('tooLong')))
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type LeadListQuery = z.infer<typeof leadListQuerySchema>

export const leadListSchema = z.object({
  items: z.array(leadSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type LeadList = z.infer<typeof leadListSchema>

/** SPEC 4: one toggle at a time, saved immediately. */
export const updateLeadSchema = z
  .object({ closed: z.boolean().optional(), registration: z.boolean().optional() })
  .strict()
  .refine((change) => Object.keys(change).length === 1, { message: vkey('lead.oneToggle') })
export type UpdateLead = z.infer<typeof updateLeadSchema>

/** A map link to a pin: opens the maps app on a phone, the map site elsewhere (no tiles of ours involved). */
export function mapUrlOf(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null
  return `https://www.google.com/maps/search/?api=1&query=${latitude.toFixed(6)},${longitude.toFixed(6)}`
}

/** A chat with the lead's mobile (01XXXXXXXXX → Egypt's +20 without the leading 0). */
export function chatUrlOf(mobile: string): string {
  return `https://wa.me/20${mobile.replace(/^0/, '')}`
}
