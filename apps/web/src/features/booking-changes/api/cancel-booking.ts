import { bookingViewSchema, type CancelBookingRequest } from '@app/domain/bookings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { bookingPath } from './keys'

/**
 * POST /bookings/:id/cancel (issue 12 §2): by the patient side or the booking's doctor; the refund goes to the wallet,
 * or to the card when the patient asks for it. Answers the cancelled booking.
 */
export function useCancelBooking(bookingId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: CancelBookingRequest) =>
      api.post(bookingPath(bookingId, '/cancel'), request, bookingViewSchema),
    // The booking, the doctor's free times (the slot is free at once) and the wallet changed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bookings'] }),
        queryClient.invalidateQueries({ queryKey: ['availability'] }),
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
      ]),
  })
}
