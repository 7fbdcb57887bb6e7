import { orderListSchema, type OrderList } from '@app/domain/payments'
import { useInfiniteQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** GET /payments/orders (SPEC 2.7 'order list'): the payer's payment orders, newest first, a page at a time. */
export function usePaymentOrders() {
  return useInfiniteQuery({
    queryKey: queryKeys.payments.orders,
    queryFn: ({ pageParam }) =>
      api.get(
        `/payments/orders${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        orderListSchema,
      ),
    initialPageParam: '',
    getNextPageParam: (last: OrderList) => last.nextCursor ?? undefined,
  })
}
