import { checkoutSchema } from '@app/domain/payments'
import { useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** POST /payments/orders/:orderId/checkout: where this pending order is paid, our sandbox or Paymob's page. */
export const checkoutPaymentOrder = (orderId: string) =>
  api.post(`/payments/orders/${encodeURIComponent(orderId)}/checkout`, {}, checkoutSchema)

/**
 * Asked once per visit of the pay page, as a query rather than a mutation because it only says where to pay; never
 * refetched or cached past the page (a provider's checkout is opened anew on each visit, and a settled order has
 * none).
 */
export function useCheckout(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.payments.checkout(orderId),
    queryFn: () => checkoutPaymentOrder(orderId),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnReconnect: false,
  })
}
