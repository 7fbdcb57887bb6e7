import type {
  ConsultNote,
  PrescriptionItem,
  ReferralKind,
  saveSessionSummarySchema,
  SessionSummary,
} from '@app/domain/consults'
import type { Control } from 'react-hook-form'
import type { z } from 'zod'

/** One referral row as the form edits it: every kind's fields at once; the schema keeps those of the row's kind. */
export interface ReferralRow {
  kind: ReferralKind
  specialtyId?: number
  doctorId: string | null
  /** The chosen doctor's name, shown until the doctor is changed (not sent). */
  doctorName?: string | null
  code: string | null
  name: string
  note: string
}

export interface SummaryFormValues {
  note: ConsultNote
  prescription: PrescriptionItem[]
  referrals: ReferralRow[]
}

/** What the form hands over once the domain schema has checked it (the PUT body). */
export type SummaryOutput = z.output<typeof saveSessionSummarySchema>
/** The fields' control; submit hands over the schema's output (see the form's resolver). */
export type SummaryControl = Control<SummaryFormValues>

export const emptyItem = (): PrescriptionItem => ({
  medicineCode: null,
  drugName: '',
  form: '',
  dose: '',
  frequency: '',
  duration: '',
  instructions: '',
})

export const emptyReferral = (kind: ReferralKind): ReferralRow => ({
  kind,
  doctorId: null,
  doctorName: null,
  code: null,
  name: '',
  note: '',
})

/** The saved summary as the form's starting values. */
export function toFormValues(summary: SessionSummary, language: 'ar' | 'en'): SummaryFormValues {
  return {
    note: { ...summary.note },
    prescription: summary.prescription.map((item) => ({ ...item })),
    referrals: summary.referrals.map((referral): ReferralRow => {
      if (referral.kind === 'specialty')
        return {
          ...emptyReferral('specialty'),
          specialtyId: referral.specialtyId,
          doctorId: referral.doctorId,
          doctorName:
            language === 'en' && referral.doctorNameEn ? referral.doctorNameEn : referral.doctorNameAr,
          note: referral.note,
        }
      return {
        ...emptyReferral(referral.kind),
        code: referral.code,
        name: referral.name,
        note: referral.note,
      }
    }),
  }
}
