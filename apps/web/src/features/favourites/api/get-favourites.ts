import type { DoctorSearchResult, FavouritesQuery } from '@app/domain/doctors'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

type Tab = FavouritesQuery['practice']

/** Read as the API sent it (its answer is held to `doctorSearchResultSchema`): a doctor's page loads no zod. */
export const getFavourites = (practice: Tab) =>
  api.get<DoctorSearchResult>(`/favourites?practice=${practice}`)

export function favouritesQueryOptions(practice: Tab) {
  return queryOptions({
    queryKey: queryKeys.favourites.practice(practice),
    queryFn: () => getFavourites(practice),
  })
}

/** SPEC 2.8: the patient's favourite doctors offering one practice (the video or the clinics tab). */
export function useFavourites(practice: Tab) {
  return useQuery(favouritesQueryOptions(practice))
}

/**
 * The ids of every favourite doctor, for the hearts on cards and doctor pages; only asked for when `enabled` (a
 * patient: SPEC 6, the button is only for patients). Two plain queries rather than useQueries: TanStack's
 * modules are one vendor chunk that the home page loads too.
 */
export function useFavouriteIds(enabled: boolean): ReadonlySet<string> {
  const video = useQuery({ ...favouritesQueryOptions('video'), enabled })
  const clinic = useQuery({ ...favouritesQueryOptions('clinic'), enabled })
  return new Set([...(video.data?.items ?? []), ...(clinic.data?.items ?? [])].map((item) => item.id))
}
