import { cancellationQuoteSchema } from '@app/domain/bookings'
import { useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { bookingPath } from './keys'
import { useBookingChangeUpdates } from './use-booking-change-updates'

/**
 * GET /bookings/:id/cancellation (issue 12 §2; SPEC 9 'Refund'): what cancelling now would give back and where it may
 * go, read when the dialog opens and never kept, since it turns at the 24-hour edge.
 */
export function useCancellationQuote(bookingId: string) {
  useBookingChangeUpdates(bookingId)
  return useQuery({
    queryKey: queryKeys.bookings.cancellation(bookingId),
    queryFn: () => api.get(bookingPath(bookingId, '/cancellation'), cancellationQuoteSchema),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
}
