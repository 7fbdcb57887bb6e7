import type { CentresForService, CentresForServiceQuery } from '@app/domain/centres/schemas'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** What the list asks for: the query of the API, and the patient's location when they shared it. */
export type CentresQuery = Partial<CentresForServiceQuery>

export function centresQueryString(query: CentresQuery): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== false) params.set(key, String(value))
  return params.toString()
}

/** Read as the API sent it, without zod on a public list (issue 8 §5), as the catalogue's search is. */
export const getCentresForService = (serviceId: string, query: CentresQuery) => {
  const search = centresQueryString(query)
  return api.get<CentresForService>(
    `/centres/services/${encodeURIComponent(serviceId)}/centres${search ? `?${search}` : ''}`,
  )
}

export function centresForServiceQueryOptions(serviceId: string, query: CentresQuery) {
  return queryOptions({
    queryKey: queryKeys.centres.forService(serviceId, query),
    queryFn: () => getCentresForService(serviceId, query),
    // A new filter keeps the cards on screen (dimmed by the progress bar) until the new ones come.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}

/** SPEC 2.1 /labs/{serviceId}, /radios/{serviceId} (issue 43 §2): the centres offering one test or scan. */
export function useCentresForService(serviceId: string, query: CentresQuery, { enabled = true } = {}) {
  return useQuery({ ...centresForServiceQueryOptions(serviceId, query), enabled })
}
