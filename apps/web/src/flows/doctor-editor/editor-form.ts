import {
  clinicPracticeInputSchema,
  doctorProfileInputSchema,
  doctorResidenceSchema,
  homePracticeInputSchema,
  practiceRuleIssues,
  videoPracticeInputSchema,
  type DoctorEditor,
  type DoctorLanguage,
  type DoctorProfileInput,
  type PracticeCountry,
  type PracticeKind,
} from '@app/domain/doctors'
import type { genders, medTitles } from '@app/domain/profiles'
import type { Control } from 'react-hook-form'
import { z } from 'zod'
import type { PracticeSave } from '#web/features/doctors/api/save-doctor-editor'

type Gender = (typeof genders)[number]
type MedTitle = (typeof medTitles)[number]

/** What the practice part of the page edits; each practice uses its own fields of it. */
export interface PracticeFormValues {
  active: boolean
  price: number | undefined
  governorateId?: number | undefined
  areaId?: number | undefined
  address?: string
  phones?: string[]
  location?: { latitude: number | undefined; longitude: number | undefined }
  areaIds?: number[]
}

export interface CertificateFormValues {
  name: string
  nameEn: string
  category: string
  type: string
}

/** Inputs hold '' or undefined until filled; the schema below drops blanks and turns the rest into API shapes. */
export interface EditorFormValues {
  profile: {
    personal: {
      nameAr: string
      nameEn: string
      gender: Gender | undefined
      birthday: string
      aboutAr: string
      aboutEn: string
    }
    professional: {
      specialtyId: number | undefined
      subspecialty: string
      subspecialtyEn: string
      medTitle: MedTitle | undefined
      yearsOfExperience: number | undefined
      medicalDegree: string
      medicalDegreeEn: string
      /** Each certificate's names (English optional, issue 7 §3) and SPEC 3.7 category and type ('' for none). */
      certificates: CertificateFormValues[]
    }
    residence: { governorateId: number | undefined; areaId: number | undefined }
    licenceNumber: string
    /** SPEC 3.1 insurance category and name ('' for none). */
    insurance: { category: string; name: string }
    practiceCountries: PracticeCountry[]
    languages: DoctorLanguage[]
  }
  practice: PracticeFormValues
}

export interface EditorFormOutput {
  profile: DoctorProfileInput
  practice: PracticeSave['input']
}

const blank = (value: unknown) => value === undefined || value === null || value === ''

/** Residence is optional as a whole: both selects empty is no residence; one of them alone is incomplete. */
const residenceField = z.preprocess((value) => {
  const r = value as { governorateId?: unknown; areaId?: unknown } | undefined
  return !r || (blank(r.governorateId) && blank(r.areaId)) ? null : r
}, doctorResidenceSchema.nullable())

/** The clinic's map point: both numbers or neither. */
const locationField = z.preprocess((value) => {
  const l = value as { latitude?: unknown; longitude?: unknown } | undefined
  return !l || (blank(l.latitude) && blank(l.longitude)) ? undefined : l
}, clinicPracticeInputSchema.shape.location)

const practiceSchemas = {
  video: videoPracticeInputSchema,
  clinic: clinicPracticeInputSchema.extend({ location: locationField }),
  home: homePracticeInputSchema,
} as const

/**
 * The page's schema: the domain's request schemas (the same the API validates with: a blank select is no choice),
 * and the SPEC 5 price rules and the 'an active practice is listable' rules
 * the API applies, checked before anything is sent.
 */
export function editorFormSchema(
  practice: PracticeKind,
  isPrimaryCare: (specialtyId: number) => boolean,
  /** The company's maximum price, the payment settings' (ADR 0049). */
  maxPricePiastres?: number,
) {
  return z
    .object({
      profile: doctorProfileInputSchema.extend({ residence: residenceField }),
      practice: practiceSchemas[practice],
    })
    .superRefine((value, ctx) => {
      // The same rules the API applies (practiceRuleIssues), checked before anything is sent.
      const isPrimary = isPrimaryCare(value.profile.professional.specialtyId)
      for (const issue of practiceRuleIssues(
        practice,
        value.practice as PracticeFormValues,
        isPrimary,
        maxPricePiastres,
      ))
        ctx.addIssue({ code: 'custom', path: ['practice', issue.path], message: issue.code })
    })
}

export function editorDefaults(editor: DoctorEditor, practice: PracticeKind): EditorFormValues {
  const { personal, professional } = editor
  const view = editor.practices
  const common = { active: view[practice].active, price: view[practice].price ?? undefined }
  const practiceValues: PracticeFormValues =
    practice === 'clinic'
      ? {
          ...common,
          governorateId: view.clinic.governorateId ?? undefined,
          areaId: view.clinic.areaId ?? undefined,
          address: view.clinic.address ?? '',
          phones: view.clinic.phones,
          location: {
            latitude: view.clinic.location?.latitude,
            longitude: view.clinic.location?.longitude,
          },
        }
      : practice === 'home'
        ? { ...common, areaIds: view.home.areaIds }
        : common
  return {
    profile: {
      personal: {
        nameAr: personal.nameAr,
        nameEn: personal.nameEn ?? '',
        gender: personal.gender,
        birthday: personal.birthday,
        aboutAr: personal.aboutAr ?? '',
        aboutEn: personal.aboutEn ?? '',
      },
      professional: {
        specialtyId: professional.specialtyId,
        subspecialty: professional.subspecialty ?? '',
        subspecialtyEn: professional.subspecialtyEn ?? '',
        medTitle: professional.medTitle,
        yearsOfExperience: professional.yearsOfExperience,
        medicalDegree: professional.medicalDegree ?? '',
        medicalDegreeEn: professional.medicalDegreeEn ?? '',
        certificates: professional.certificates.map((c) => ({
          name: c.name,
          nameEn: c.nameEn ?? '',
          category: c.category ?? '',
          type: c.type ?? '',
        })),
      },
      residence: {
        governorateId: editor.residence?.governorateId,
        areaId: editor.residence?.areaId,
      },
      licenceNumber: editor.licenceNumber ?? '',
      insurance: { category: editor.insurance?.category ?? '', name: editor.insurance?.name ?? '' },
      practiceCountries: editor.practiceCountries,
      languages: editor.languages,
    },
    practice: practiceValues,
  }
}

/** The top-level keys of the form, for placing the API's issues (profile.*, practice.*) on fields. */
export const editorFieldRoots = ['profile', 'practice'] as const

/** The shared text field is typed for forms whose output is their input; ours transforms on the way out. */
export const textControl = (control: Control<EditorFormValues, unknown, EditorFormOutput>) =>
  control as unknown as Control<EditorFormValues>
