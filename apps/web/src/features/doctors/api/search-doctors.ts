import type { DoctorSearchQuery, DoctorSearchResult } from '@app/domain/doctors'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** Only the values that differ from the API's defaults go into the URL, so equal searches share a cache entry. */
export function searchParamsOf(query: Partial<DoctorSearchQuery>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue
    params.set(key, String(value))
  }
  return params
}

/** Read as the API sent it: its answer is held to `doctorSearchResultSchema` (issue 8 §5: no zod on the search). */
export const searchDoctors = (query: Partial<DoctorSearchQuery>) =>
  api.get<DoctorSearchResult>(`/doctors?${searchParamsOf(query).toString()}`)

export function doctorSearchQueryOptions(query: Partial<DoctorSearchQuery>) {
  return queryOptions({
    queryKey: queryKeys.doctors.search(searchParamsOf(query).toString()),
    queryFn: () => searchDoctors(query),
    // The previous page stays on screen while the next one loads (paging and filters do not flash empty).
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}

/** SPEC 2.6: the API does the filtering, sorting and paging. */
export function useDoctorSearch(query: Partial<DoctorSearchQuery>) {
  return useQuery(doctorSearchQueryOptions(query))
}
