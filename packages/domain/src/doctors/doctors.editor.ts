import { z } from 'zod'
import { regCompletenessSchema } from '../accounts/accounts.schemas'
import {
  arabicTextSchema,
  birthdaySchema,
  genderSchema,
  geolocationSchema,
  medTitleSchema,
  personNameRule,
  receptionPhoneSchema,
} from '../profiles/profiles.schemas'
import { idSchema, int4Schema } from '../shared/numbers'
import { vkey } from '../shared/validation'
import { patientPriceSchema } from './doctors.pricing-schemas'
import { doctorLanguageSchema } from './doctors.schemas'
import {
  certificateCategoryCodes,
  certificateTypeCodes,
  certificateTypeFits,
  insuranceCategoryCodes,
  practiceCountryCodes,
} from './doctors.catalogues'
import { reviewViewSchema } from '../doctor-reviews/doctor-reviews.schemas'
import { defaultPaymentSettings, paymentSettingsSchema } from '../payments/payment-settings'

/**
 * SPEC 2.8 doctor profile editor: the request and response shapes of the profile, its practices and its
 * specialty documents. Request schemas may trim and normalise; response schemas restate every field as plain
 * data, since a response is encoded, not parsed.
 */

// PostgreSQL text cannot hold NUL, and no name or address needs one.
const withoutNul = (value: string) => !value.includes('\u0000')
const text = (max: number) =>
  z.string().trim().max(max, vkey('tooLong')).refine(withoutNul, vkey('invalidValue'))
const requiredText = (max: number) => text(max).pipe(z.string().min(1, vkey('required')))
const arabicText = (max: number) => arabicTextSchema(max).refine(withoutNul, vkey('invalidValue'))

/** A price in piastres: 100 is one pound (SPEC 9). The SPEC 5 limits are checked by `priceRuleProblem`. */
export const piastresSchema = int4Schema(0, 10_000_000)

export const doctorPersonalInputSchema = z.object({
  // Names are letters, spaces and . - ' only (issue 41 §2): they are written into patients' messages.
  nameAr: arabicText(100).superRefine(personNameRule),
  nameEn: text(100).superRefine(personNameRule).optional(),
  gender: genderSchema,
  birthday: birthdaySchema,
  aboutAr: arabicText(2000).optional(),
  aboutEn: text(2000).optional(),
})

/** A form's empty select ('') is no choice. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value

export const certificateCategorySchema = z.enum(certificateCategoryCodes, vkey('invalidValue'))
export const certificateTypeSchema = z.enum(certificateTypeCodes, vkey('invalidValue'))

/**
 * A certificate in Arabic (SPEC 5), with an optional English version for the page in English (issue 7 §3), and its
 * SPEC 3.7 category and type: optional (certificates written before them have none), but a type needs its category.
 */
export const certificateInputSchema = z
  .object({
    name: requiredText(150),
    nameEn: text(150).optional(),
    category: z.preprocess(blankToUndefined, certificateCategorySchema.optional()),
    type: z.preprocess(blankToUndefined, certificateTypeSchema.optional()),
  })
  .superRefine((c, ctx) => {
    if (c.type && !c.category)
      ctx.addIssue({ code: 'custom', path: ['category'], message: vkey('certificate.categoryRequired') })
    else if (c.type && c.category && !certificateTypeFits(c.category, c.type))
      ctx.addIssue({ code: 'custom', path: ['type'], message: vkey('certificate.typeMismatch') })
  })
export type CertificateInput = z.infer<typeof certificateInputSchema>

/** SPEC 3.1 "insurance category and name": two fields, given together or not at all. */
export const doctorInsuranceInputSchema = z
  .object({
    category: z.preprocess(blankToUndefined, z.enum(insuranceCategoryCodes, vkey('invalidValue')).optional()),
    name: text(150).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.name && !v.category)
      ctx.addIssue({ code: 'custom', path: ['category'], message: vkey('insurance.categoryRequired') })
    if (v.category && !v.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: vkey('insurance.nameRequired') })
  })

/** SPEC 3.1 countries of practice, from the SPEC 3.7 list; each once. */
export const practiceCountriesSchema = z
  .array(z.enum(practiceCountryCodes, vkey('invalidValue')))
  .max(practiceCountryCodes.length, vkey('tooLong'))
  .default([])
  .transform((codes) => [...new Set(codes)])

export const doctorProfessionalInputSchema = z.object({
  specialtyId: idSchema,
  subspecialty: text(100).optional(),
  /** SPEC 3.1 translations: the English version, optional (ADR 0050). */
  subspecialtyEn: text(100).optional(),
  medTitle: medTitleSchema,
  yearsOfExperience: int4Schema(0, 70),
  medicalDegree: text(200).optional(),
  medicalDegreeEn: text(200).optional(),
  certificates: z.array(certificateInputSchema).max(20, vkey('tooLong')).default([]),
})

export const doctorResidenceSchema = z.object({ governorateId: idSchema, areaId: idSchema })

/** One level per language: a second entry for the same language is refused. */
export const doctorLanguagesInputSchema = z
  .array(doctorLanguageSchema)
  .max(10, vkey('tooLong'))
  .superRefine((list, ctx) => {
    const seen = new Set<string>()
    list.forEach((language, index) => {
      if (seen.has(language.code))
        ctx.addIssue({ code: 'custom', path: [index, 'code'], message: vkey('language.duplicate') })
      seen.add(language.code)
    })
  })

/** PUT /doctors/me/profile: every SPEC 2.8 section but the practices, the schedule and the documents. */
export const doctorProfileInputSchema = z.object({
  personal: doctorPersonalInputSchema,
  professional: doctorProfessionalInputSchema,
  residence: doctorResidenceSchema.nullable().optional(),
  licenceNumber: text(50).optional(),
  /** SPEC 2.8 insurance subscription, SPEC 3.1 "insurance category and name" (ADR 0050). */
  insurance: doctorInsuranceInputSchema.optional(),
  practiceCountries: practiceCountriesSchema,
  languages: doctorLanguagesInputSchema.default([]),
})
export type DoctorProfileInput = z.infer<typeof doctorProfileInputSchema>

export const videoPracticeInputSchema = z.object({
  active: z.boolean(),
  price: piastresSchema.optional(),
})
export type VideoPracticeInput = z.infer<typeof videoPracticeInputSchema>

export const clinicPracticeInputSchema = z.object({
  active: z.boolean(),
  price: piastresSchema.optional(),
  governorateId: idSchema.optional(),
  areaId: idSchema.optional(),
  address: text(300).optional(),
  phones: z.array(receptionPhoneSchema).max(5, vkey('tooLong')).default([]),
  location: geolocationSchema.optional(),
})
export type ClinicPracticeInput = z.infer<typeof clinicPracticeInputSchema>

export const homePracticeInputSchema = z.object({
  active: z.boolean(),
  price: piastresSchema.optional(),
  areaIds: z
    .array(idSchema)
    .max(200, vkey('tooLong'))
    .default([])
    .transform((ids) => [...new Set(ids)]),
})
export type HomePracticeInput = z.infer<typeof homePracticeInputSchema>

const practiceViewFields = {
  active: z.boolean(),
  /** The doctor's price in piastres, or null before one is set. */
  price: z.number().int().nullable(),
  patientPrice: patientPriceSchema.nullable(),
}
export const videoPracticeSchema = z.object(practiceViewFields)
export const clinicPracticeSchema = z.object({
  ...practiceViewFields,
  governorateId: z.number().int().nullable(),
  areaId: z.number().int().nullable(),
  address: z.string().nullable(),
  phones: z.array(z.string()),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
})
export const homePracticeSchema = z.object({ ...practiceViewFields, areaIds: z.array(z.number().int()) })
export const doctorPracticesSchema = z.object({
  video: videoPracticeSchema,
  clinic: clinicPracticeSchema,
  home: homePracticeSchema,
})
export type DoctorPractices = z.infer<typeof doctorPracticesSchema>

export const doctorDocumentSchema = z.object({
  fileId: z.uuid(),
  url: z.string(),
  contentType: z.string(),
  createdAt: z.iso.datetime(),
})
export type DoctorDocument = z.infer<typeof doctorDocumentSchema>

/** SPEC 2.8: a specialty document is a PDF or an image, proved by its bytes. */
export const doctorDocumentTypes = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
/** SPEC 5 "Files: count limit". */
export const maxDoctorDocuments = 10

/** A stored certificate, as the editor and the public page read it. */
export const certificateViewSchema = z.object({
  name: z.string(),
  nameEn: z.string().optional(),
  category: certificateCategorySchema.optional(),
  type: certificateTypeSchema.optional(),
})
export type CertificateView = z.infer<typeof certificateViewSchema>

/** The insurance the doctor is contracted with: its category and the insurer's name (SPEC 3.1). */
export const doctorInsuranceViewSchema = z.object({
  category: z.enum(insuranceCategoryCodes),
  name: z.string(),
})

/** GET /doctors/me/profile: the editor's view of a doctor (the doctor's own, or any for an admin). */
export const doctorEditorSchema = z.object({
  userId: z.uuid(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  photoUrl: z.string().nullable(),
  verified: z.boolean(),
  testing: z.boolean(),
  /** When the profile was submitted to the admins for review (SPEC 4), or null. */
  submittedAt: z.iso.datetime().nullable(),
  /** The admins' last decision: a returned profile's reason is shown to its doctor (issue 10 §1). */
  review: reviewViewSchema,
  regCompleteness: regCompletenessSchema,
  personal: z.object({
    nameAr: z.string(),
    nameEn: z.string().optional(),
    gender: genderSchema,
    birthday: z.string(),
    aboutAr: z.string().optional(),
    aboutEn: z.string().optional(),
  }),
  professional: z.object({
    specialtyId: z.number().int(),
    subspecialty: z.string().optional(),
    subspecialtyEn: z.string().optional(),
    medTitle: medTitleSchema,
    yearsOfExperience: z.number().int(),
    medicalDegree: z.string().optional(),
    medicalDegreeEn: z.string().optional(),
    certificates: z.array(certificateViewSchema),
  }),
  residence: z.object({ governorateId: z.number().int(), areaId: z.number().int() }).nullable(),
  licenceNumber: z.string().optional(),
  insurance: doctorInsuranceViewSchema.nullable(),
  practiceCountries: z.array(z.enum(practiceCountryCodes)),
  languages: z.array(doctorLanguageSchema),
  documents: z.array(doctorDocumentSchema),
  practices: doctorPracticesSchema,
  /**
   * The payment settings in force (ADR 0049), which the patient's prices above were computed with: the editor's live
   * price preview and its price rules (the company's maximum) use them.
   */
  paymentSettings: paymentSettingsSchema.default(defaultPaymentSettings),
})
export type DoctorEditor = z.infer<typeof doctorEditorSchema>

/**
 * PUT /doctors/me/editor: SPEC 2.8 'Save (finish later)' in one request — the profile sections and the practice
 * the page edits, written together or not at all (issue 7 §2).
 */
export const doctorEditorSaveSchema = z.object({
  profile: doctorProfileInputSchema,
  practice: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('video'), input: videoPracticeInputSchema }),
    z.object({ kind: z.literal('clinic'), input: clinicPracticeInputSchema }),
    z.object({ kind: z.literal('home'), input: homePracticeInputSchema }),
  ]),
})
export type DoctorEditorSave = z.infer<typeof doctorEditorSaveSchema>
