import type { RetryMethod } from '@app/domain/bookings'
import { centreOrderPaymentSchema } from '@app/domain/centre-orders'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { useRealtimeMessage } from '#web/shared/realtime/realtime-bus'
import { orderPath } from './get-centre-order'

/**
 * GET /centre-orders/{id}/payment (getCentreOrderPayment): why the payment failed and whether the visit time is still
 * held for another try (issue 41 §4 for lab tests and scans); read again, with the order, when a payment of the
 * caller's changes (the hold's end included).
 */
export function useCentreOrderPayment(orderId: string) {
  const queryClient = useQueryClient()
  useRealtimeMessage('payment.updated', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.centreOrders.payment(orderId) })
    void queryClient.invalidateQueries({ queryKey: queryKeys.centreOrders.one(orderId) })
  })
  return useQuery({
    queryKey: queryKeys.centreOrders.payment(orderId),
    queryFn: () => api.get(`${orderPath(orderId)}/payment`, centreOrderPaymentSchema),
  })
}

/** POST /centre-orders/{id}/payment (retryCentreOrderPayment): a new payment order for the same held time. */
export function useRetryCentreOrderPayment(orderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (method: RetryMethod) =>
      api.post(`${orderPath(orderId)}/payment`, { method }, z.object({ orderId: z.uuid() })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.centreOrders.all }),
  })
}
