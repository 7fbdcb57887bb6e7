import { changedValues } from '../shared/changes'

/**
 * Re-review (issue 10 §1; docs/decisions/0016): the fields the admins check against the doctor's documents before
 * listing them. A verified doctor who changes one of these goes back to waiting; prices, practices, schedules, the
 * about text, languages, residence, insurance and the photo are not reviewed.
 */
export const reviewedDoctorFields = [
  'nameAr',
  'nameEn',
  'gender',
  'birthday',
  'specialtyId',
  'subspecialty',
  'subspecialtyEn',
  'medTitle',
  'yearsOfExperience',
  'licenceNumber',
  'medicalDegree',
  'medicalDegreeEn',
  'certificates',
  /** The specialty documents (licence, degree, certificates as files): one added or removed. */
  'documents',
] as const
export type ReviewedDoctorField = (typeof reviewedDoctorFields)[number]

/**
 * The reviewed fields a change moves, as `{ before, after }` holding only those fields (what the audit keeps), or
 * null when none moves. `after` is a partial change: a field it does not name is unchanged.
 */
export function reviewedChanges(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  return changedValues(before, after, reviewedDoctorFields)
}
