import { orderViewSchema, type OrderView } from '@app/domain/payments'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { useRealtimeMessage } from '#web/shared/realtime/realtime-bus'

/** GET /payments/orders/:orderId: one of the caller's own payment orders (SPEC 2.7). */
export const getPaymentOrder = (orderId: string) =>
  api.get(`/payments/orders/${encodeURIComponent(orderId)}`, orderViewSchema)

export function paymentOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: queryKeys.payments.order(orderId),
    queryFn: () => getPaymentOrder(orderId),
  })
}

export function usePaymentOrder(orderId: string) {
  return useQuery(paymentOrderQueryOptions(orderId))
}

/** How often a pending order is read again when no push came (a lost socket, a proxy that drops it). */
export const pendingPollMs = 3000

/**
 * The order as it changes (/payments/status): read again on the server's `payment.updated` push, on every
 * reconnection (a push may have been missed meanwhile), and every 3 s while pending as a fallback. A settled order
 * may have moved money, so the wallet is read again too.
 */
export function useLivePaymentOrder(orderId: string) {
  const queryClient = useQueryClient()
  const order = useQuery({
    ...paymentOrderQueryOptions(orderId),
    refetchInterval: (query) => (isPending(query.state.data) ? pendingPollMs : false),
  })
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.payments.order(orderId) })
    void queryClient.invalidateQueries({ queryKey: queryKeys.payments.wallet })
  }
  useRealtimeMessage('payment.updated', (message) => {
    if (message.orderId === orderId) refresh()
  })
  useRealtimeMessage('realtime.ready', refresh)
  return order
}

const isPending = (order: OrderView | undefined) => order?.status === 'pending'
