import { centreSorts, type CentresForServiceQuery } from '@app/domain/centres/schemas'

/**
 * The list of centres' filters as the URL keeps them (issue 43 §2), so back, forward, reload and a shared link show
 * the same list: the API's own keys and values, prices in piastres as the API takes them. The patient's location is
 * never put in the URL (a shared link would give it away): it stays on the device (`nearby.ts`).
 */
export const listKeys = [
  'governorateId',
  'areaId',
  'homeCollection',
  'insurance',
  'minPrice',
  'maxPrice',
  'sort',
  'page',
] as const
export type ListKey = (typeof listKeys)[number]
export type ListChange = Partial<Record<ListKey, string | number | boolean | undefined>>

export type ListQuery = Omit<CentresForServiceQuery, 'lat' | 'lng'>

const positive = (text: string | null, max: number): number | undefined => {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined
  const value = Number(text)
  return value >= 1 && value <= max ? value : undefined
}
const money = (text: string | null): number | undefined => {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined
  const value = Number(text)
  return value <= 10_000_000 ? value : undefined
}

/** Read key by key as the API reads it, without zod: a broken value (a hand-edited link) drops that key alone. */
export function readList(params: URLSearchParams): ListQuery {
  const sort = centreSorts.find((s) => s === params.get('sort')) ?? 'price'
  return {
    governorateId: positive(params.get('governorateId'), 1_000_000),
    // An area belongs to its governorate: alone it would narrow nothing the page can show.
    areaId: params.get('governorateId') ? positive(params.get('areaId'), 1_000_000) : undefined,
    homeCollection: params.get('homeCollection') === 'true',
    insurance: params.get('insurance') === 'true',
    minPrice: money(params.get('minPrice')),
    maxPrice: money(params.get('maxPrice')),
    sort,
    page: positive(params.get('page'), 1000) ?? 1,
  }
}

/**
 * A new query string with `changes` applied: empty values, `false` flags and defaults are left out, any change but
 * paging goes back to page 1, and a governorate changed drops its area. Keys the list does not own (another page's
 * `q`) are kept.
 */
export function writeList(params: URLSearchParams, changes: ListChange): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || value === false) next.delete(key)
    else next.set(key, String(value))
  }
  if ('governorateId' in changes) next.delete('areaId')
  if (next.get('sort') === 'price') next.delete('sort')
  if (!('page' in changes) || next.get('page') === '1') next.delete('page')
  return next
}

/** How many filters narrow the list (the sort and the page do not). */
export function chosenFilters(query: ListQuery): number {
  return [
    query.governorateId,
    query.areaId,
    query.homeCollection || undefined,
    query.insurance || undefined,
    query.minPrice,
    query.maxPrice,
  ].filter((v) => v !== undefined).length
}

/**
 * The query string to change: the address bar's, not a render's copy (as the doctors' search reads it), so a debounced
 * change landing just after another keeps it; a render's copy where the window is elsewhere (a memory router).
 */
export function latestParams(pathname: string, rendered: URLSearchParams): URLSearchParams {
  return typeof window !== 'undefined' && window.location.pathname === pathname
    ? new URLSearchParams(window.location.search)
    : new URLSearchParams(rendered)
}
