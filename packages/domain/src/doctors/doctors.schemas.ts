import { z } from 'zod'
import { genderSchema, medTitleSchema, proficiencySchema } from '../profiles/profiles.field-schemas'
import type { SameType } from '../shared/validation'
import { practiceKinds, type PracticeKind } from './doctors.practices'

export const practiceKindSchema = z.enum(practiceKinds)
true satisfies SameType<PracticeKind, z.infer<typeof practiceKindSchema>>

/** SPEC 3.1 language levels: no knowledge, elementary, intermediate, advanced, fluent, native. */
export const languageLevelSchema = proficiencySchema
export type LanguageLevel = z.infer<typeof languageLevelSchema>

/** A language a doctor speaks: an ISO 639-1 (or -2) code and the level. */
export const doctorLanguageSchema = z.object({
  code: z.string().regex(/^[a-z]{2,3}$/),
  level: languageLevelSchema,
})
export type DoctorLanguage = z.infer<typeof doctorLanguageSchema>

/** SPEC 3.3: a rating from 1 to 5, shown to one decimal. */
export const ratingSchema = z
  .number()
  .min(1)
  .max(5)
  .refine((v) => Math.round(v * 10) / 10 === v)

/** SPEC 2.6 and 2.8: one row of the doctor search (and of favourites). */
export const doctorCardSchema = z.object({
  id: z.uuid(),
  nameAr: z.string(),
  nameEn: z.string().nullable(),
  gender: genderSchema,
  medTitle: medTitleSchema,
  specialtyId: z.number().int().positive(),
  yearsOfExperience: z.number().int().min(0),
  rating: ratingSchema.nullable(),
  ratingCount: z.number().int().min(0),
  /** The patient's total in piastres (see patientPrice), the price the filter bands use. */
  price: z.number().int().min(0),
  photoUrl: z.string().nullable(),
  languages: z.array(doctorLanguageSchema),
  /** The nearest free slot ('available from'), or null for 'no available appointments'. */
  nextSlot: z.iso.datetime().nullable(),
})
export type DoctorCard = z.infer<typeof doctorCardSchema>

export const doctorSearchResultSchema = z.object({
  items: z.array(doctorCardSchema),
  total: z.number().int().min(0),
  /** More doctors match than `total`: a search stops counting at 1,000 (issue 7 §3, docs/decisions/0008). */
  totalCapped: z.literal(true).optional(),
})
export type DoctorSearchResult = z.infer<typeof doctorSearchResultSchema>
