import { bookingViewSchema, type RescheduleBookingRequest } from '@app/domain/bookings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { bookingPath } from './keys'

/** POST /bookings/:id/reschedule (issue 12 §2): another free time of the same doctor and practice, once. */
export function useRescheduleBooking(bookingId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: RescheduleBookingRequest) =>
      api.post(bookingPath(bookingId, '/reschedule'), request, bookingViewSchema),
    // Both times changed hands: the old one is free, the new one taken (or taken by someone else first). Not
    // awaited: the answer reaches the dialog first, as a refreshed list offers no second move.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all })
      void queryClient.invalidateQueries({ queryKey: queryKeys.availability.all })
    },
  })
}
