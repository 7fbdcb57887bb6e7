import { createCentreOrderResponseSchema, type CreateCentreOrderRequest } from '@app/domain/centre-orders'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** Issue 43 §2: one test or scan at one centre; a payment order to pay unless it was free or paid from the wallet. */
export function useCreateCentreOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: CreateCentreOrderRequest) =>
      api.post('/centre-orders', request, createCentreOrderResponseSchema),
    // The wallet may have paid, and the visit times changed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.payments.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.centres.all }),
      ]),
  })
}
