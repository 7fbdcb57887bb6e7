import { z } from 'zod'
import { proficiencies } from '../profiles/profiles.fields'
import { genderSchema, medTitleSchema } from '../profiles/profiles.field-schemas'
import { toWesternDigits } from '../shared/digits'
import type { SameType } from '../shared/validation'
import { priceBandSchema } from './doctors.pricing-schemas'
import { practiceKinds } from './doctors.practices'
import type { LanguageLevel } from './doctors.schemas'
import {
  doctorSorts,
  searchLanguages,
  searchProficiencies,
  searchTextMaxLength,
  type DoctorSearchQuery,
} from './doctors.search-query'

export * from './doctors.search-query'

/**
 * Arabic search normalisation the way Egyptians type names: the same name written with or without diacritics,
 * tatweel, hamza on alef, ta marbuta or a dotless final ya compares equal. Latin is lower-cased and a leading
 * doctor's title (د. / د/ / د / dr. / dr/ / dr) is dropped.
 */
export function normalizeName(text: string): string {
  return (
    toWesternDigits(text.normalize('NFKC'))
      // Diacritics (tashkeel, superscript alef), tatweel, and invisible direction marks pasted with names.
      .replace(/[\u064b-\u065f\u0670\u0640\u200b-\u200f\u061c\ufeff]/g, '')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ة/g, 'ه')
      .replace(/[ىئ]/g, 'ي')
      .replace(/ؤ/g, 'و')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^(?:د\s*[./]|د |dr\s*[./]|dr )\s*/u, '')
  )
}

/** SPEC 3.1 language levels in order, none (0) to native (5); a higher level meets any lower one. */
export const proficiencyRank = Object.fromEntries(
  proficiencies.map((level, rank) => [level, rank]),
) as Record<LanguageLevel, number>

/** SPEC 2.6: whether a doctor's level in a language meets the wanted one (no level counts as none). */
export function meetsProficiency(level: LanguageLevel | null | undefined, wanted: LanguageLevel): boolean {
  return proficiencyRank[level ?? 'none'] >= proficiencyRank[wanted]
}

/** SPEC 3.3: a rating is shown to one decimal. */
export function roundRating(average: number | null): number | null {
  return average === null || !Number.isFinite(average) ? null : Math.round(average * 10) / 10
}

const optionalId = z.coerce.number().int().positive().optional()

/**
 * SPEC 2.6: the doctor search querystring, as the API checks it. Numbers arrive as text and are coerced. The web reads
 * a link with `readDoctorSearchQuery` (doctors.search-query.ts), which keeps to this schema key by key without zod.
 */
export const doctorSearchQuerySchema = z.object({
  specialtyId: optionalId,
  medTitle: medTitleSchema.optional(),
  gender: genderSchema.optional(),
  priceBand: priceBandSchema.optional(),
  language: z.enum(searchLanguages).optional(),
  proficiency: z.enum(searchProficiencies).optional(),
  /** Default rating (descending); price sort replaces rating and experience. */
  sort: z.enum(doctorSorts).default('rating'),
  /** An empty search text is no search text. */
  q: z
    .string()
    .trim()
    .max(searchTextMaxLength)
    .optional()
    .transform((v) => (v ? v : undefined)),
  practice: z.enum(practiceKinds).default('video'),
  governorateId: optionalId,
  areaId: optionalId,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.union([z.literal('all'), z.coerce.number().pipe(z.literal([10, 25, 100]))]).default(10),
})
true satisfies SameType<DoctorSearchQuery, z.infer<typeof doctorSearchQuerySchema>>
