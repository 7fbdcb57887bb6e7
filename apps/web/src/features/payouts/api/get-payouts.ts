import { isPayoutOpen, payoutListSchema } from '@app/domain/payouts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** How often a list with a payout on its way is read again when no push came (a lost socket). */
export const openPayoutPollMs = 5000

/** GET /payouts: the doctor's payouts, newest first (SPEC 4 'Cash-out result'). */
export const getPayouts = (page: number) => api.get(`/payouts?page=${page}`, payoutListSchema)

export function usePayouts(page: number) {
  return useQuery({
    queryKey: queryKeys.payouts.list(page),
    queryFn: () => getPayouts(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((payout) => isPayoutOpen(payout.status)) ? openPayoutPollMs : false,
  })
}
