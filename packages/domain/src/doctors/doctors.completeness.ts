import { completenessLabel } from '../accounts/accounts.rules'
import { constants } from '../shared/constants'
import { practiceKinds, type PracticeKind } from './doctors.practices'

/** SPEC 3.1 regCompleteness: a level from 0 to 4 for the start tab and for each practice. */
export interface RegCompleteness {
  tabStart?: number | undefined
  practiceVideo?: number | undefined
  practiceClinic?: number | undefined
  practiceHome?: number | undefined
}

/** The highest level: that part is complete. */
export const maxCompletenessLevel = 4

/** The regCompleteness key of each practice. */
export const practiceCompletenessKeys = {
  video: 'practiceVideo',
  clinic: 'practiceClinic',
  home: 'practiceHome',
} as const satisfies Record<PracticeKind, keyof RegCompleteness>

const filled = (text: string | null | undefined): boolean =>
  typeof text === 'string' && text.trim().length > 0
const chosen = (id: number | null | undefined): boolean =>
  typeof id === 'number' && Number.isInteger(id) && id > 0

export interface StartCompletenessInput {
  nameAr?: string | null
  gender?: string | null
  birthday?: string | null
  specialtyId?: number | null
  medTitle?: string | null
  yearsOfExperience?: number | null
  medicalDegree?: string | null
  licenceNumber?: string | null
  aboutAr?: string | null
  photo: boolean
  /** How many languages the doctor has given a level for. */
  languages: number
}

const startSteps: ((input: StartCompletenessInput) => boolean)[] = [
  // 1: personal basics
  (i) => filled(i.nameAr) && filled(i.gender) && filled(i.birthday),
  // 2: professional basics
  (i) =>
    chosen(i.specialtyId) &&
    filled(i.medTitle) &&
    typeof i.yearsOfExperience === 'number' &&
    i.yearsOfExperience >= 0 &&
    filled(i.medicalDegree),
  // 3: licence and about
  (i) => filled(i.licenceNumber) && filled(i.aboutAr),
  // 4: photo and languages
  (i) => i.photo && i.languages >= 1,
]

/**
 * SPEC 3.1 tabStart: how far the start tab is filled, step by step. 0 nothing; 1 personal basics (Arabic name,
 * gender, birthday); 2 also professional basics (specialty, title, years of experience, degree); 3 also the
 * licence number and the Arabic about text; 4 also a photo and at least one language. A step counts only once
 * every step before it is done.
 */
export function startCompleteness(input: StartCompletenessInput): number {
  const firstMissing = startSteps.findIndex((step) => !step(input))
  return firstMissing === -1 ? startSteps.length : firstMissing
}

export interface PracticeCompletenessInput {
  active: boolean
  priceSet: boolean
  /** Time ranges in the practice's schedule. */
  scheduleRanges: number
  /** Specialty documents uploaded (video). */
  documents: number
  /** The clinic's address is given (clinic). */
  clinicAddress?: boolean
  /** Areas served (home visits). */
  areas?: number
}

const practiceRequirements: Record<PracticeKind, (input: PracticeCompletenessInput) => boolean[]> = {
  video: (i) => [i.priceSet, i.scheduleRanges > 0, i.documents > 0],
  clinic: (i) => [i.priceSet, i.clinicAddress === true, i.scheduleRanges > 0],
  home: (i) => [i.priceSet, (i.areas ?? 0) > 0],
}

/**
 * SPEC 3.1 practiceVideo, practiceClinic, practiceHome. A practice needs: video a price, a schedule range and a
 * specialty document; clinic a price, an address and a schedule range; home a price and an area. Levels: 0 not
 * begun (inactive, nothing given); 1 begun (switched on, nothing given yet); 2 or 3 one or two requirements met
 * (any order); 4 every requirement met, whether or not the practice is switched on at the moment (a doctor who
 * pauses video stays complete).
 */
export function practiceCompleteness(kind: PracticeKind, input: PracticeCompletenessInput): number {
  const requirements = practiceRequirements[kind](input)
  const met = requirements.filter(Boolean).length
  if (met === requirements.length) return maxCompletenessLevel
  if (met === 0) return input.active ? 1 : 0
  return Math.min(3, 1 + met)
}

/**
 * SPEC 2.3: a doctor's menu entries other than home and help open once the start tab and the video practice
 * both reach the completeness threshold.
 */
export function menuEnabled(reg: RegCompleteness | null | undefined): boolean {
  return (
    (reg?.tabStart ?? 0) >= constants.completenessThreshold &&
    (reg?.practiceVideo ?? 0) >= constants.completenessThreshold
  )
}

/**
 * SPEC 2.3 and 3.1: the practice sub-items of a doctor's profile menu, with their start, finish or edit label;
 * a practice appears only once it has a completeness value.
 */
export function practiceMenuItems(
  reg: RegCompleteness | null | undefined,
): { kind: PracticeKind; level: number; label: ReturnType<typeof completenessLabel> }[] {
  return practiceKinds.flatMap((kind) => {
    const level = reg?.[practiceCompletenessKeys[kind]]
    return level === undefined ? [] : [{ kind, level, label: completenessLabel(level) }]
  })
}
