import { payoutViewSchema, type PayoutRequest } from '@app/domain/payouts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** POST /payouts (SPEC 7.2 cashOutPayment): the amount leaves the balance now; the payout's result comes later. */
export const requestPayout = (input: PayoutRequest) => api.post('/payouts', input, payoutViewSchema)

export function useRequestPayout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestPayout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.payouts.all }),
  })
}
