import { readDoctorSearchQuery, type DoctorSearchQuery } from '@app/domain/doctors'

/** The URL keys of the search the visitor controls (SPEC 2.6); the page fixes the others (practice, …). */
export const searchKeys = [
  'q',
  'priceBand',
  'medTitle',
  'gender',
  'language',
  'proficiency',
  'sort',
  'pageSize',
  'page',
  'specialtyId',
  'governorateId',
  'areaId',
] as const satisfies readonly (keyof DoctorSearchQuery)[]
export type SearchKey = (typeof searchKeys)[number]

/** Keys whose value narrows the list: a search with any of them that finds nobody is 'with this description'. */
export const narrowingKeys = [
  'q',
  'priceBand',
  'medTitle',
  'gender',
  'language',
  'governorateId',
  'areaId',
] as const satisfies readonly SearchKey[]

/**
 * The query string read key by key as the API's schema reads it, without zod (issue 8 §5): a broken value (a
 * hand-edited link) drops that key alone and falls back to its default, instead of failing the whole search.
 */
export function readSearch(params: URLSearchParams): DoctorSearchQuery {
  return readDoctorSearchQuery((key) => params.get(key))
}

/**
 * A new query string with `changes` applied: empty values and defaults are left out, any change but paging goes
 * back to page 1, and choosing price sort (which replaces rating and experience, SPEC 2.6) is just `sort=price`.
 */
export function writeSearch(
  params: URLSearchParams,
  changes: Partial<Record<SearchKey, string | number | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key)
    else next.set(key, String(value))
  }
  if (next.get('sort') === 'rating') next.delete('sort')
  if (next.get('pageSize') === '10') next.delete('pageSize')
  if (!('page' in changes) || next.get('page') === '1') next.delete('page')
  // A proficiency means nothing without its language.
  if (!next.get('language')) next.delete('proficiency')
  return next
}

export function isNarrowed(query: DoctorSearchQuery, fixed: Partial<DoctorSearchQuery>): boolean {
  return narrowingKeys.some((key) => query[key] !== undefined && fixed[key] === undefined)
}
