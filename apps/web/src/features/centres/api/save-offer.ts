import { centreOffersSchema, type CentreOfferInput } from '@app/domain/centres/schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { centreBase } from './get-offers'

export interface OfferSave {
  serviceId: string
  input: CentreOfferInput
}

/** Adds or changes one offer; the API answers with the whole list. */
export const saveOffer = (centreId: string | null, { serviceId, input }: OfferSave) =>
  api.put(`${centreBase(centreId)}/offers/${encodeURIComponent(serviceId)}`, input, centreOffersSchema)

/** The list the API sends back replaces the cached one; the catalogue's counts and lowest prices follow. */
export function useSaveOffer(centreId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (save: OfferSave) => saveOffer(centreId, save),
    onSuccess: async (offers) => {
      queryClient.setQueryData(queryKeys.centres.offers(centreId), offers)
      await queryClient.invalidateQueries({ queryKey: queryKeys.centres.services })
    },
  })
}
