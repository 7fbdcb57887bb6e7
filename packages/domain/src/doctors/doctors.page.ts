import { z } from 'zod'
import { genderSchema, medTitleSchema } from '../profiles/profiles.field-schemas'
import { patientPriceSchema } from './doctors.pricing-schemas'
import type { practiceKinds } from './doctors.practices'
import { doctorLanguageSchema } from './doctors.schemas'
import {
  certificateCategoryCodes,
  certificateTypeCodes,
  insuranceCategoryCodes,
  practiceCountryCodes,
} from './doctors.catalogues'

/** What a patient pays for one practice: the patientPrice breakdown plus the e-payment surcharge (SPEC 3.1). */
export const practicePriceSchema = patientPriceSchema.extend({ ePaymentSurcharge: z.number().int() })
export type PracticePrice = z.infer<typeof practicePriceSchema>

/** SPEC 2.5 step 2 and 2.1 /doctor/{id}, /clinic/{id}: the public page of a doctor. */
export const doctorPageSchema = z.object({
  id: z.uuid(),
  nameAr: z.string(),
  nameEn: z.string().nullable(),
  aboutAr: z.string().nullable(),
  aboutEn: z.string().nullable(),
  photoUrl: z.string().nullable(),
  gender: genderSchema,
  medTitle: medTitleSchema,
  specialtyId: z.number().int(),
  subspecialty: z.string().nullable(),
  /** SPEC 3.1 translations: the English subspecialty, when the doctor wrote one; the page falls back to the Arabic. */
  subspecialtyEn: z.string().nullable(),
  yearsOfExperience: z.number().int(),
  medicalDegree: z.string().nullable(),
  /** The English version, when the doctor wrote one (issue 7 §3); the page falls back to the Arabic. */
  medicalDegreeEn: z.string().nullable(),
  certificates: z.array(
    z.object({
      name: z.string(),
      nameEn: z.string().optional(),
      category: z.enum(certificateCategoryCodes).optional(),
      type: z.enum(certificateTypeCodes).optional(),
    }),
  ),
  /** SPEC 3.1 countries of practice (SPEC 3.7's list). */
  practiceCountries: z.array(z.enum(practiceCountryCodes)),
  /** SPEC 3.1 insurance category and name: the insurer the doctor is contracted with, or null. */
  insurance: z.object({ category: z.enum(insuranceCategoryCodes), name: z.string() }).nullable(),
  /** SPEC 3.3: to one decimal; null before the first rating. */
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
  languages: z.array(doctorLanguageSchema),
  /** False only when a doctor looks at their own page before the admins have verified it. */
  verified: z.boolean(),
  /** Each practice the doctor offers now, with the patient's price; null when it is not offered. */
  practices: z.object({
    video: z.object({ price: practicePriceSchema }).nullable(),
    clinic: z
      .object({
        price: practicePriceSchema,
        governorateId: z.number().int(),
        areaId: z.number().int(),
        address: z.string(),
        phones: z.array(z.string()),
        location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
      })
      .nullable(),
    home: z.object({ price: practicePriceSchema, areaIds: z.array(z.number().int()) }).nullable(),
  }),
  /** The nearest free slot in the next 14 days, or null. */
  nextSlot: z.iso.datetime().nullable(),
})
export type DoctorPage = z.infer<typeof doctorPageSchema>

/** SPEC 2.8 favourites: a video tab and a clinics tab. */
export const favouritePractices = [
  'video',
  'clinic',
] as const satisfies readonly (typeof practiceKinds)[number][]
export const favouritesQuerySchema = z.object({ practice: z.enum(favouritePractices).default('video') })
export type FavouritesQuery = z.infer<typeof favouritesQuerySchema>

/** How far ahead a doctor card looks for its 'available from' slot. */
export const nextSlotHorizonDays = 14

/** SPEC 9: "Doctor query limit 5000" is what the 'All' page size returns at most. */
export const doctorQueryLimit = 5000
