import { z } from 'zod'
import { vkey } from '../shared/validation'
import { genders, medTitles, proficiencies } from './profiles.fields'

/** The schemas of profiles.fields.ts's choices. */
export const genderSchema = z.enum(genders, vkey('required'))
export const medTitleSchema = z.enum(medTitles)
export const proficiencySchema = z.enum(proficiencies)
