/**
 * The choices a profile's fields take (gender, a doctor's title, a language proficiency), apart from the profiles'
 * own inputs and answers: a doctor's card or page reads them without zod (issue 8 §5). Their schemas are in
 * profiles.field-schemas.ts; both are re-exported by profiles.schemas.
 */

export const genders = ['male', 'female'] as const
export type Gender = (typeof genders)[number]
/**
 * A gender read from a row (a text column the database limits to these two), as the texts about that person agree
 * with it (translate's `context`, issue 41 §4): anything else reads as the texts' own wording, the masculine.
 */
export const asGender = (value: string | null | undefined): Gender => (value === 'female' ? 'female' : 'male')

export const medTitles = ['consultant', 'practitioner', 'specialist'] as const
export type MedTitle = (typeof medTitles)[number]

export const proficiencies = ['none', 'elementary', 'intermediate', 'advanced', 'fluent', 'native'] as const
export type Proficiency = (typeof proficiencies)[number]
