import { diagnoses, observations } from '@app/domain/catalog'
import { inLanguage } from '@app/domain/shared'
import { formatDate, formatEgyptTime, isolate } from '@app/i18n/format'

export type Language = 'ar' | 'en'

/** A doctor's name in the reader's language (doctors write theirs in Arabic; the English one is optional). */
export const doctorName = (doctor: { nameAr: string; nameEn: string | null }, language: Language) =>
  inLanguage(language, doctor.nameAr, doctor.nameEn)

const diagnosisByCode = new Map(diagnoses.map((d) => [d.code, d]))
const observationByCode = new Map(observations.map((o) => [o.code, o]))

/** The catalogue diagnosis in the reader's language with its ICD-10 code, then the doctor's own words. */
export function diagnosisLabel(
  note: { diagnosisCode: string | null; diagnosisText: string },
  language: Language,
): string {
  const known = note.diagnosisCode ? diagnosisByCode.get(note.diagnosisCode) : undefined
  const coded = known
    ? // The Latin code isolated, so Arabic text keeps its parentheses around it.
      `${language === 'en' ? known.en : known.ar} (${isolate(known.code)})`
    : note.diagnosisCode
      ? isolate(note.diagnosisCode)
      : ''
  return [coded, note.diagnosisText.trim()].filter(Boolean).join(' — ')
}

/** SPEC 3.7: the observations the doctor picked, named in the reader's language; an unknown code as it is. */
export function observationsLabel(codes: readonly string[], language: Language): string {
  return codes
    .map((code) => {
      const known = observationByCode.get(code)
      return known ? (language === 'en' ? known.en : known.ar) : isolate(code)
    })
    .join(language === 'en' ? ', ' : '، ')
}

export { itemPosology, medicineFormLabel } from './posology'

/** A consult's day and time on Egypt's clock, '12 Nov 2026 — 2:30 PM' (the clock of every other time, issue 41 §4). */
export const consultWhen = (startsAt: string, language: Language) =>
  `${formatDate(startsAt, language, { dateStyle: 'medium' })} — ${formatEgyptTime(startsAt, language)}`
