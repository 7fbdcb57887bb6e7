import type { Gender, MedTitle } from '../profiles/profiles.fields'
import { genders, medTitles } from '../profiles/profiles.fields'
import type { PracticeKind } from './doctors.practices'
import { practiceKinds } from './doctors.practices'
import { priceBands, type PriceBand } from './doctors.price-rules'

/**
 * SPEC 2.6: the doctor search's querystring without zod, for the search's first screen (issue 8 §5). The API checks
 * it with `doctorSearchQuerySchema` (doctors.search.ts), which is held to the type below; a test holds
 * `readDoctorSearchQuery` to that schema, key by key.
 */

export const searchLanguages = ['ar', 'en', 'fr'] as const
/** SPEC 2.6: the levels the language filter offers. */
export const searchProficiencies = ['elementary', 'intermediate', 'advanced', 'fluent'] as const
export const doctorSorts = ['rating', 'experience', 'price'] as const
export const pageSizes = [10, 25, 100, 'all'] as const
export type PageSize = (typeof pageSizes)[number]

/** The longest search text (SPEC 2.6). */
export const searchTextMaxLength = 100

export interface DoctorSearchQuery {
  specialtyId?: number | undefined
  medTitle?: MedTitle | undefined
  gender?: Gender | undefined
  priceBand?: PriceBand | undefined
  language?: (typeof searchLanguages)[number] | undefined
  proficiency?: (typeof searchProficiencies)[number] | undefined
  /** Default rating (descending); price sort replaces rating and experience. */
  sort: (typeof doctorSorts)[number]
  /** An empty search text is no search text. */
  q: string | undefined
  practice: PracticeKind
  governorateId?: number | undefined
  areaId?: number | undefined
  page: number
  pageSize: PageSize
}

const oneOf = <T extends string>(choices: readonly T[], raw: string | null): T | undefined =>
  choices.find((choice) => choice === raw)

/** A number as the schema coerces it (`Number` of the text), or undefined when none was given. */
const coerced = (raw: string | null): number | undefined => (raw === null ? undefined : Number(raw))

const positiveId = (raw: string | null): number | undefined => {
  const value = coerced(raw)
  return value !== undefined && Number.isSafeInteger(value) && value > 0 ? value : undefined
}

/**
 * A search link read key by key: a broken value (a hand-edited link) drops that key alone and takes its default,
 * instead of failing the whole search. `get` answers a key's text, or null when the link has none.
 */
export function readDoctorSearchQuery(
  get: (key: keyof DoctorSearchQuery) => string | null,
): DoctorSearchQuery {
  const q = get('q')?.trim()
  const page = coerced(get('page'))
  const pageSize = get('pageSize')
  const pageSizeNumber = coerced(pageSize)
  return {
    specialtyId: positiveId(get('specialtyId')),
    medTitle: oneOf(medTitles, get('medTitle')),
    gender: oneOf(genders, get('gender')),
    priceBand: oneOf(priceBands, get('priceBand')),
    language: oneOf(searchLanguages, get('language')),
    proficiency: oneOf(searchProficiencies, get('proficiency')),
    sort: oneOf(doctorSorts, get('sort')) ?? 'rating',
    q: q && q.length <= searchTextMaxLength ? q : undefined,
    practice: oneOf(practiceKinds, get('practice')) ?? 'video',
    governorateId: positiveId(get('governorateId')),
    areaId: positiveId(get('areaId')),
    page: page !== undefined && Number.isSafeInteger(page) && page >= 1 ? page : 1,
    pageSize:
      pageSize === 'all'
        ? 'all'
        : pageSizeNumber === 10 || pageSizeNumber === 25 || pageSizeNumber === 100
          ? pageSizeNumber
          : 10,
  }
}
