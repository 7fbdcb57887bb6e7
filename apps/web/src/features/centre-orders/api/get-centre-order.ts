import { centreOrderViewSchema, type CentreOrderView } from '@app/domain/centre-orders'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export const orderPath = (orderId: string) => `/centre-orders/${encodeURIComponent(orderId)}`

/** GET /centre-orders/{id}: the order as the caller may see it, with what they may do now (`actions`). */
export const getCentreOrder = (orderId: string) => api.get(orderPath(orderId), centreOrderViewSchema)

export function useCentreOrder(orderId: string) {
  return useQuery({
    queryKey: queryKeys.centreOrders.one(orderId),
    queryFn: () => getCentreOrder(orderId),
  })
}

/**
 * What every action answers, the order as it is now: shown at once, and the lists (tabs, counts, the record) read
 * again.
 */
export function useOrderChanged() {
  const queryClient = useQueryClient()
  return (order: CentreOrderView) => {
    queryClient.setQueryData(queryKeys.centreOrders.one(order.id), order)
    return queryClient.invalidateQueries({
      queryKey: queryKeys.centreOrders.all,
      predicate: (query) => query.queryKey[1] !== 'one' || query.queryKey[2] !== order.id,
    })
  }
}
