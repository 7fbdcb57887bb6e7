import {
  birthdayProblem,
  birthdaySchema,
  doctorStartProfileInputSchema,
  labProfileInputSchema,
  patientProfileInputSchema,
  radioProfileInputSchema,
  type AddressItem,
  type Profile,
} from '@app/domain/profiles'
import { cairoDate, vkey } from '@app/domain/shared'
import type { FieldValues, Resolver } from 'react-hook-form'
import { ZodArray, ZodObject, z } from 'zod'
import { formResolver } from '#web/shared/lib/form-resolver'

/** Today's date in Cairo, the day the birthday rules are judged against (not the browser's zone). */
export const cairoToday = () => cairoDate(new Date())

/** SPEC 5 on top of the domain's date format: not after today, and patients at least 18. */
export function birthdayFieldSchema(mustBeAdult: boolean, today: () => string = cairoToday) {
  return birthdaySchema.superRefine((birthday, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return
    const problem = birthdayProblem(birthday, today(), mustBeAdult)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
}

/**
 * Empty inputs hold '' while the domain's optional fields expect the key to be absent. Blank strings of fields the
 * schema lets be absent are dropped (into lists of objects too); a required field keeps its '' so its own rule
 * speaks ('Please enter your name').
 */
export function dropBlankOptionals(schema: z.ZodType, value: unknown): unknown {
  if (schema instanceof ZodArray && Array.isArray(value)) {
    const element = schema.element as z.ZodType
    return value.map((item) => dropBlankOptionals(element, item))
  }
  if (!(schema instanceof ZodObject) || value === null || typeof value !== 'object' || Array.isArray(value)) {
    return value
  }
  const shape = schema.shape as Record<string, z.ZodType>
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) => {
      const field = shape[key]
      if (!field) return [[key, item]]
      const blank = typeof item === 'string' && item.trim() === ''
      if (blank && field.safeParse(undefined).success) return []
      return [[key, dropBlankOptionals(field, item)]]
    }),
  )
}

/** A select or radio never chosen holds undefined: that is a missing value, whatever the field's type. */
const missingIsRequired = (issue: { code?: string; input?: unknown }) =>
  issue.input === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value')
    ? vkey('required')
    : undefined

/** The shared zod resolver (domain schema, `validation:*` messages) fed with blank optional fields removed. */
export function domainResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const resolve = formResolver(schema, { error: missingIsRequired }) as unknown as Resolver<
    z.input<S>,
    unknown,
    z.output<S>
  >
  return (values, context, options) =>
    resolve(dropBlankOptionals(schema, values) as z.input<S>, context, options)
}

export type EmailMode = 'required' | 'optional' | 'hidden'

export function patientFormSchema(emailMode: EmailMode, today: () => string = cairoToday) {
  const email = patientProfileInputSchema.shape.email
  return patientProfileInputSchema.extend({
    birthday: birthdayFieldSchema(true, today),
    // /create-email: SPEC 4 sends a patient without an email here, so the field may not stay empty.
    email: (emailMode === 'required'
      ? z.string().trim().min(1, vkey('required')).pipe(email.unwrap())
      : email) as typeof email,
  })
}
export type PatientFormSchema = ReturnType<typeof patientFormSchema>
export type PatientFormValues = z.input<PatientFormSchema>
export type PatientFormOutput = z.output<PatientFormSchema>

export function doctorFormSchema(today: () => string = cairoToday) {
  return doctorStartProfileInputSchema.extend({ birthday: birthdayFieldSchema(false, today) })
}
export type DoctorFormSchema = ReturnType<typeof doctorFormSchema>
export type DoctorFormValues = z.input<DoctorFormSchema>
export type DoctorFormOutput = z.output<DoctorFormSchema>

export function centreFormSchema(role: 'lab' | 'radio') {
  return role === 'lab' ? labProfileInputSchema : radioProfileInputSchema
}
export type CentreFormValues = z.input<typeof labProfileInputSchema> | z.input<typeof radioProfileInputSchema>
export type CentreFormOutput =
  z.output<typeof labProfileInputSchema> | z.output<typeof radioProfileInputSchema>

/** What the address editor edits: selects hold no value until chosen. */
export type AddressFormValue = z.input<typeof patientProfileInputSchema>['addresses'][number]

export function emptyAddress(): AddressFormValue {
  return {
    countryId: 'EG',
    governorateId: undefined as unknown as number,
    region: '',
    areaId: undefined as unknown as number,
    buildingNumberName: '',
    streetBlockCompound: '',
    districtTownVillage: '',
    floorNumber: '',
    appartmentNumber: '',
    directions: '',
  }
}

const addressToForm = (address: AddressItem): AddressFormValue => ({
  ...emptyAddress(),
  ...address,
})

export function patientDefaults(profile: Extract<Profile, { role: 'patient' }> | null, email: string | null) {
  return {
    role: 'patient',
    name: profile?.name ?? '',
    gender: profile?.gender,
    birthday: profile?.birthday ?? '',
    email: profile?.email ?? email ?? '',
    addresses: profile?.addresses.length ? profile.addresses.map(addressToForm) : [emptyAddress()],
    height: profile?.height ?? '',
    weight: profile?.weight ?? '',
    nationalityId: profile?.nationalityId,
    idNumber: profile?.idNumber ?? '',
    resellerCode: profile?.resellerCode ?? '',
    maritalStatus: profile?.maritalStatus,
    workType: profile?.workType ?? '',
  } as PatientFormValues
}

export function doctorDefaults(profile: Extract<Profile, { role: 'doctor' }> | null) {
  return {
    role: 'doctor',
    nameAr: profile?.nameAr ?? '',
    nameEn: profile?.nameEn ?? '',
    gender: profile?.gender,
    birthday: profile?.birthday ?? '',
    specialtyId: profile?.specialtyId,
    medTitle: profile?.medTitle,
    resellerCode: profile?.resellerCode ?? '',
  } as DoctorFormValues
}

export function centreDefaults(
  role: 'lab' | 'radio',
  profile: Extract<Profile, { role: 'lab' | 'radio' }> | null,
) {
  return {
    role,
    businessName: profile?.businessName ?? '',
    businessInfo: profile?.businessInfo ?? '',
    commercialRegNo: profile?.commercialRegNo ?? '',
    contactPerson: profile?.contactPerson ?? '',
    receptionPhone: profile?.receptionPhone ?? '',
    openingTimes: profile?.openingTimes ?? '',
    homeVisit: profile?.homeVisit ?? false,
    certificates: profile?.certificates ?? [],
    addresses: profile?.addresses.length ? profile.addresses.map(addressToForm) : [emptyAddress()],
  } as CentreFormValues
}
