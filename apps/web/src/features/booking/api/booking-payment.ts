import { bookingPaymentSchema, type RetryMethod } from '@app/domain/bookings'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { useRealtimeMessage } from '#web/shared/realtime/realtime-bus'

/**
 * GET /bookings/{bookingId}/payment (getBookingPayment): why the payment failed and whether the time is still held
 * for another try (issue 41 §4); read again when a payment of the caller's changes (the hold's end included).
 */
export function useBookingPayment(bookingId: string) {
  const queryClient = useQueryClient()
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.payment(bookingId) })
  useRealtimeMessage('payment.updated', refresh)
  useRealtimeMessage('booking.updated', refresh)
  return useQuery({
    queryKey: queryKeys.bookings.payment(bookingId),
    queryFn: () => api.get(`/bookings/${encodeURIComponent(bookingId)}/payment`, bookingPaymentSchema),
  })
}

/** POST /bookings/{bookingId}/payment (retryBookingPayment): a new order for the same held time. */
export function useRetryBookingPayment(bookingId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (method: RetryMethod) =>
      api.post(
        `/bookings/${encodeURIComponent(bookingId)}/payment`,
        { method },
        z.object({ orderId: z.uuid() }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  })
}
