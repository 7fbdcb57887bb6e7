import type { CentreDetails } from '@app/domain/centres/schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export const getCentreDetails = (centreId: string) =>
  api.get<CentreDetails>(`/centres/${encodeURIComponent(centreId)}/details`)

export function centreDetailsQueryOptions(centreId: string) {
  return queryOptions({
    queryKey: queryKeys.centres.details(centreId),
    queryFn: () => getCentreDetails(centreId),
    staleTime: 60_000,
    // An unknown or hidden centre (NOT_FOUND) is an answer, not a network hiccup.
    retry: false,
  })
}

/** SPEC 2.1 /lab_details/{labId}, /radio_details/{radioId} (issue 43 §2): a centre, its hours and its prices. */
export function useCentreDetails(centreId: string) {
  return useQuery(centreDetailsQueryOptions(centreId))
}
