import { centreOffersSchema } from '@app/domain/centres/schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** A centre edits its own (`me`); an admin names the centre (/manage-labs/{labId}, /manage-radios/{radioId}). */
export const centreBase = (centreId: string | null) => (centreId ? `/centres/${centreId}` : '/centres/me')

export const getOffers = (centreId: string | null) =>
  api.get(`${centreBase(centreId)}/offers`, centreOffersSchema)

export function offersQueryOptions(centreId: string | null) {
  return queryOptions({ queryKey: queryKeys.centres.offers(centreId), queryFn: () => getOffers(centreId) })
}

/** Issue 43 §1: the tests or scans a centre offers, with its prices (piastres). */
export function useOffers(centreId: string | null) {
  return useQuery(offersQueryOptions(centreId))
}
