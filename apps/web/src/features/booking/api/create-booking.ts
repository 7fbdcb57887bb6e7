import { createBookingResponseSchema, type CreateBookingRequest } from '@app/domain/bookings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** SPEC 7.2 createBooking: { bookingId } when confirmed at once, { orderId } when a payment is to be made. */
export function useCreateBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: CreateBookingRequest) =>
      api.post('/bookings', request, createBookingResponseSchema),
    // The doctor's free times and the wallet changed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.payments.all }),
      ]),
  })
}
