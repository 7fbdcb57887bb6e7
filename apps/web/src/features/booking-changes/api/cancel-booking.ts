import { bookingViewSchema, type CancelBookingRequest } from '@app/domain/bookings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
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
    // The booking, the doctor's free times (the slot is free at once) and the wallet changed. Not awaited: the
    // answer reaches the dialog first, as a refreshed list may no longer show the booking's cancel button.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all })
      void queryClient.invalidateQueries({ queryKey: queryKeys.availability.all })
      void queryClient.invalidateQueries({ queryKey: queryKeys.payments.all })
    },
  })
}
