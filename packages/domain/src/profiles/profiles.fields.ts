import { z } from 'zod'
import { vkey } from '../shared/validation'

/**
 * The choices a profile's fields take (gender, a doctor's title, a language proficiency), apart from the profiles'
 * own inputs and answers: a doctor's card or page reads them without building every profile schema (issue 8 §5).
 * Re-exported by profiles.schemas.
 */

export const genders = ['male', 'female'] as const
export const genderSchema = z.enum(genders, vkey('required'))

export const medTitles = ['consultant', 'practitioner', 'specialist'] as const
export const medTitleSchema = z.enum(medTitles)

export const proficiencies = ['none', 'elementary', 'intermediate', 'advanced', 'fluent', 'native'] as const
export const proficiencySchema = z.enum(proficiencies)
