import { z } from 'zod'
import { emailSchema, phoneNumberSchema } from '../accounts/accounts.fields'
import { constants } from '../shared/constants'
import { toWesternDigits } from '../shared/digits'
import { idSchema } from '../shared/numbers'
import { vkey } from '../shared/validation'
import { genderSchema, medTitleSchema, proficiencySchema } from './profiles.field-schemas'
import { centreNameProblem, personNameProblem } from './profiles.names'
import { isValidNationalId } from './profiles.rules'

export * from './profiles.fields'
export * from './profiles.field-schemas'
export * from './profiles.names'

const text = (max: number) => z.string().trim().max(max, vkey('tooLong'))
const requiredText = (max: number) => text(max).min(1, vkey('required'))

export const countryIds = ['EG', 'SA', 'AE'] as const
export const countryIdSchema = z.enum(countryIds)

/** YYYY-MM-DD. Whether it is in the future or makes an adult depends on today, checked in profiles.rules. */
export const birthdaySchema = z.iso.date(vkey('birthday.invalid'))

/** SPEC 5: height and weight are digit strings that start with a digit. */
export const measureSchema = z
  .string()
  .max(10, vkey('tooLong'))
  .transform((v) => toWesternDigits(v).trim())
  .pipe(z.string().regex(/^\d[\d.]*$/, vkey('startWithDigit')))

export const resellerCodeSchema = z
  .string()
  .max(20, vkey('resellerCode'))
  .transform((v) => toWesternDigits(v).trim())
  .pipe(z.string().regex(new RegExp(`^[A-Za-z0-9]{${constants.resellerCodeLength}}$`), vkey('resellerCode')))

export const nationalIdSchema = z
  .string()
  .max(20, vkey('nationalId'))
  .transform((v) => toWesternDigits(v).trim())
  .refine(isValidNationalId, vkey('nationalId'))

export const geolocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
})

/** SPEC 3.1 address item; SPEC 5 lists the parts that may not be empty. */
export const addressItemSchema = z.object({
  name: text(60).optional(),
  countryId: countryIdSchema,
  governorateId: idSchema,
  region: requiredText(100),
  areaId: idSchema,
  buildingNumberName: requiredText(100),
  streetBlockCompound: requiredText(200),
  districtTownVillage: requiredText(100),
  floorNumber: text(20).optional(),
  appartmentNumber: text(20).optional(),
  directions: text(500).optional(),
  geolocation: geolocationSchema.optional(),
})
export type AddressItem = z.infer<typeof addressItemSchema>

const addressKey = (a: AddressItem) =>
  [
    a.countryId,
    a.governorateId,
    a.region,
    a.areaId,
    a.buildingNumberName,
    a.streetBlockCompound,
    a.districtTownVillage,
  ]
    .map((v) => String(v).trim().toLowerCase())
    .join('|')

/** At least one address, and no two the same (SPEC 5). */
export const addressListSchema = z
  .array(addressItemSchema)
  .min(1, vkey('address.required'))
  .max(10, vkey('tooLong'))
  .superRefine((list, ctx) => {
    const seen = new Set<string>()
    list.forEach((a, index) => {
      const key = addressKey(a)
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index], message: vkey('address.duplicate') })
      seen.add(key)
    })
  })

export const maritalStatuses = ['single', 'married', 'divorced', 'widowed'] as const

/** A name rule as a zod refinement: its problem's key is the issue's message. */
const nameRule =
  (problem: (value: string) => string | null) =>
  (value: string, ctx: z.RefinementCtx<string>): void => {
    const key = problem(value)
    if (key) ctx.addIssue({ code: 'custom', message: key, input: value })
  }

/**
 * A person's name (a patient, a family member, a doctor, a centre's contact person, a card holder): letters,
 * spaces and . - ' only (issue 41 §2, profiles.names.ts), since it is written into other people's messages.
 */
export const personNameRule = nameRule(personNameProblem)
export const personNameSchema = text(100).min(1, vkey('name.required')).superRefine(personNameRule)
/** The same where the name may be left empty (a doctor's English name). */
export const optionalPersonNameSchema = (max: number) => text(max).superRefine(personNameRule)

export const patientProfileInputSchema = z.object({
  role: z.literal('patient'),
  name: personNameSchema,
  gender: genderSchema,
  birthday: birthdaySchema,
  email: emailSchema.optional(),
  addresses: addressListSchema,
  height: measureSchema.optional(),
  weight: measureSchema.optional(),
  nationalityId: idSchema.optional(),
  idNumber: nationalIdSchema.optional(),
  resellerCode: resellerCodeSchema.optional(),
  maritalStatus: z.enum(maritalStatuses).optional(),
  workType: text(100).optional(),
  nativeLanguage: text(40).optional(),
  arabicProficiency: proficiencySchema.optional(),
  englishProficiency: proficiencySchema.optional(),
  frenchProficiency: proficiencySchema.optional(),
})
export type PatientProfileInput = z.infer<typeof patientProfileInputSchema>

/** SPEC 5: doctor profile information is entered in Arabic; the English version is optional. */
export const arabicTextSchema = (max: number) =>
  requiredText(max).refine((v) => /[\u0621-\u064a]/.test(v), vkey('arabicRequired'))

export const doctorStartProfileInputSchema = z.object({
  role: z.literal('doctor'),
  nameAr: arabicTextSchema(100).superRefine(personNameRule),
  nameEn: optionalPersonNameSchema(100).optional(),
  gender: genderSchema,
  birthday: birthdaySchema,
  email: emailSchema.optional(),
  specialtyId: idSchema,
  medTitle: medTitleSchema,
  resellerCode: resellerCodeSchema.optional(),
})
export type DoctorStartProfileInput = z.infer<typeof doctorStartProfileInputSchema>

/** SPEC 5: a reception phone is digits only. */
export const receptionPhoneSchema = z
  .string()
  .max(20, vkey('tooLong'))
  .transform((v) => toWesternDigits(v).trim())
  .pipe(z.string().regex(/^\d{5,15}$/, vkey('digitsOnly')))

const centreFields = {
  // A centre's name may have digits ("Lab 2000"), never a link or a message of its own (issue 41 §2).
  businessName: requiredText(150).superRefine(nameRule(centreNameProblem)),
  businessInfo: requiredText(2000),
  commercialRegNo: requiredText(50),
  contactPerson: requiredText(100).superRefine(personNameRule),
  receptionPhone: receptionPhoneSchema,
  openingTimes: requiredText(300),
  homeVisit: z.boolean(),
  certificates: z.array(requiredText(150)).max(20, vkey('tooLong')),
  email: emailSchema.optional(),
  addresses: addressListSchema,
}
export const labProfileInputSchema = z.object({ role: z.literal('lab'), ...centreFields })
export const radioProfileInputSchema = z.object({ role: z.literal('radio'), ...centreFields })
export type CentreProfileInput =
  z.infer<typeof labProfileInputSchema> | z.infer<typeof radioProfileInputSchema>

export const profileInputSchema = z.discriminatedUnion('role', [
  patientProfileInputSchema,
  doctorStartProfileInputSchema,
  labProfileInputSchema,
  radioProfileInputSchema,
])
export type ProfileInput = z.infer<typeof profileInputSchema>

const common = {
  userId: z.uuid(),
  phoneNumber: phoneNumberSchema,
  email: z.string().nullable(),
  photoUrl: z.string().nullable(),
  verified: z.boolean(),
  testing: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
}

// Response schemas restate the fields whose input schema transforms (digits normalised), since a response is
// encoded, not parsed.
// Names too: one saved before the rules of issue 41 §2 is still read back as it is.
export const patientProfileSchema = patientProfileInputSchema.extend({
  ...common,
  name: z.string(),
  email: z.string().nullable(),
  height: z.string().optional(),
  weight: z.string().optional(),
  idNumber: z.string().optional(),
  resellerCode: z.string().optional(),
  idDocumentFileId: z.uuid().nullable(),
  /** SPEC 5: another account holds the same national ID (one account is advised). */
  duplicateNationalId: z.boolean(),
})
export const doctorProfileSchema = doctorStartProfileInputSchema.extend({
  ...common,
  nameAr: z.string(),
  nameEn: z.string().optional(),
  resellerCode: z.string().optional(),
  email: z.string().nullable(),
  regCompleteness: z.record(z.string(), z.number()),
})
export const labProfileSchema = labProfileInputSchema.extend({
  ...common,
  businessName: z.string(),
  contactPerson: z.string(),
  email: z.string().nullable(),
  receptionPhone: z.string(),
})
export const radioProfileSchema = radioProfileInputSchema.extend({
  ...common,
  businessName: z.string(),
  contactPerson: z.string(),
  email: z.string().nullable(),
  receptionPhone: z.string(),
})
export const adminProfileSchema = z.object({ role: z.literal('admin'), name: z.string(), ...common })

export const profileSchema = z.discriminatedUnion('role', [
  patientProfileSchema,
  doctorProfileSchema,
  labProfileSchema,
  radioProfileSchema,
  adminProfileSchema,
])
export type Profile = z.infer<typeof profileSchema>

export const uploadedFileSchema = z.object({ fileId: z.uuid(), url: z.string() })
export type UploadedFile = z.infer<typeof uploadedFileSchema>

/**
 * The role profiles an admin edits for their owner (issue 10 §1, SPEC 4, 6) at /profile/edit?patientId=|labId=|
 * radioId=; a doctor's profile is edited in the doctor editor (/profile/edit/video?doctorId=).
 */
export const adminEditableRoles = ['patient', 'lab', 'radio'] as const
export const adminEditableRoleSchema = z.enum(adminEditableRoles)
export type AdminEditableRole = z.infer<typeof adminEditableRoleSchema>
