import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export const addFavourite = (doctorId: string) => api.put<void>(`/favourites/${doctorId}`)
export const removeFavourite = (doctorId: string) => api.delete<void>(`/favourites/${doctorId}`)

/** Adds or removes a favourite doctor (SPEC 2.8), then refreshes both tabs. */
export function useToggleFavourite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ doctorId, favourite }: { doctorId: string; favourite: boolean }) =>
      favourite ? addFavourite(doctorId) : removeFavourite(doctorId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favourites.all }),
  })
}
