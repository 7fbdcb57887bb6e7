/**
 * SPEC 3.1 and 3.7: the doctor's catalogues — countries of practice, insurance categories, certificate categories
 * and their types. Codes only, zod-free (the public doctor page reads them); their Arabic and English names are the
 * `doctors` texts `catalogues.*` (and `profiles:countries.*`), as the other small enumerations (ADR 0050).
 */

/** SPEC 3.7 "Countries listed: Egypt, Saudi Arabia, UAE" — the same list as addresses' countryId. */
export const practiceCountryCodes = ['EG', 'SA', 'AE'] as const
export type PracticeCountry = (typeof practiceCountryCodes)[number]

/** The kind of insurer the doctor is contracted with; the insurer's own name is the second field. */
export const insuranceCategoryCodes = [
  'universalHealth',
  'healthInsuranceOrg',
  'privateInsurer',
  'medicalManagement',
  'syndicate',
  'corporate',
  'other',
] as const
export type InsuranceCategory = (typeof insuranceCategoryCodes)[number]

/** SPEC 3.7 certificateTypes, each under its certificateCategories entry. */
export const certificateTypesByCategory = {
  academic: ['mbbch', 'master', 'md', 'phd'],
  fellowship: ['egyptianFellowship', 'arabBoard', 'mrcp', 'frcs', 'americanBoard', 'europeanBoard'],
  diploma: ['professionalDiploma', 'higherDiploma'],
  training: ['course', 'workshop', 'cme'],
  membership: ['society', 'syndicate'],
} as const
export type CertificateCategory = keyof typeof certificateTypesByCategory
export type CertificateType = (typeof certificateTypesByCategory)[CertificateCategory][number]
export const certificateCategoryCodes = Object.keys(certificateTypesByCategory) as CertificateCategory[]
export const certificateTypeCodes = Object.values(certificateTypesByCategory).flat() as CertificateType[]

/** Whether `type` lies in `category` (a type names its category, so a certificate cannot mix them). */
export function certificateTypeFits(category: string, type: string): boolean {
  // Own keys only: 'constructor' or 'toString' is no category.
  if (!Object.hasOwn(certificateTypesByCategory, category)) return false
  return (certificateTypesByCategory as Record<string, readonly string[]>)[category]!.includes(type)
}
