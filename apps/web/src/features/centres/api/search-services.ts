import type { CentreKind, CentreServiceSearchResult } from '@app/domain/centres/schemas'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export const searchServices = (kind: CentreKind, q: string, categoryId = '') => {
  const params = new URLSearchParams({ kind, limit: '30' })
  if (q) params.set('q', q)
  if (categoryId) params.set('categoryId', categoryId)
  return api.get<CentreServiceSearchResult>(`/centres/services?${params.toString()}`)
}

/** SPEC 5: one character is no search (the server ignores it), so it is not sent as one either. */
export const searchText = (typed: string) => {
  const q = typed.trim()
  return q.length < 2 ? '' : q
}

export function serviceSearchQueryOptions(kind: CentreKind, typed: string, categoryId = '') {
  const q = searchText(typed)
  return queryOptions({
    queryKey: queryKeys.centres.search(kind, q, categoryId),
    queryFn: () => searchServices(kind, q, categoryId),
    // The last answer stays in the list while the next one loads, so the list does not flash empty as one types.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}

/**
 * Issue 43 §1: the catalogue of one kind (a lab's tests, a radiology centre's scans), searched by name, or one of its
 * categories (the patients' search, issue 43 §2).
 */
export function useServiceSearch(
  kind: CentreKind,
  typed: string,
  { enabled = true, categoryId = '' }: { enabled?: boolean; categoryId?: string } = {},
) {
  return useQuery({ ...serviceSearchQueryOptions(kind, typed, categoryId), enabled })
}
