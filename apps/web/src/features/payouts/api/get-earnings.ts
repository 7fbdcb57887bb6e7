import { earningsViewSchema } from '@app/domain/payouts'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { useRealtimeMessage } from '#web/shared/realtime/realtime-bus'

/** GET /earnings: the balances, the last 12 Cairo months and one page of the log (SPEC 2.3 'Earnings', 3.5). */
export const getEarnings = (page: number) => api.get(`/earnings?page=${page}`, earningsViewSchema)

export function useEarnings(page: number) {
  return useQuery({
    queryKey: queryKeys.payouts.earnings(page),
    queryFn: () => getEarnings(page),
    placeholderData: keepPreviousData,
    // A payout on its way changes the balances when it settles: read again if no push came (a lost socket).
    refetchInterval: (query) => ((query.state.data?.inTransit ?? 0) > 0 ? 5000 : false),
  })
}

/**
 * The earnings and payouts as they change: read again on the server's `payout.updated` push (a payout asked for,
 * arrived, failed) and on every reconnection (a push may have been missed meanwhile).
 */
export function usePayoutsLiveRefresh() {
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.payouts.all })
  useRealtimeMessage('payout.updated', refresh)
  useRealtimeMessage('realtime.ready', refresh)
}
