import { bookingViewSchema } from '@app/domain/bookings'
import { useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** A booking with its receipt (SPEC 2.1 /booking/{bookingId}/success): the payer's or the patient's own only. */
export function useBooking(bookingId: string) {
  return useQuery({
    queryKey: queryKeys.bookings.one(bookingId),
    queryFn: () => api.get(`/bookings/${encodeURIComponent(bookingId)}`, bookingViewSchema),
    retry: false,
  })
}
