import { centreOffersSchema } from '@app/domain/centres/schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { centreBase } from './get-offers'

export const removeOffer = (centreId: string | null, serviceId: string) =>
  api.delete(`${centreBase(centreId)}/offers/${encodeURIComponent(serviceId)}`, centreOffersSchema)

/** Stops offering a service; the API answers with the list left. */
export function useRemoveOffer(centreId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (serviceId: string) => removeOffer(centreId, serviceId),
    onSuccess: async (offers) => {
      queryClient.setQueryData(queryKeys.centres.offers(centreId), offers)
      await queryClient.invalidateQueries({ queryKey: queryKeys.centres.services })
    },
  })
}
