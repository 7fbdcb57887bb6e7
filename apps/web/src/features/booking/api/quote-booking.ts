import { bookingQuoteSchema, type BookingQuoteQuery } from '@app/domain/bookings'
import { useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** Step 6 (SPEC 2.7, 6): the methods this patient may pay this booking with, each with its price lines. */
export function useBookingQuote(query: BookingQuoteQuery) {
  return useQuery({
    queryKey: queryKeys.bookings.quote(query),
    queryFn: () => api.get(`/bookings/quote?${new URLSearchParams(query).toString()}`, bookingQuoteSchema),
    // A refusal (the time was taken, the doctor is no longer bookable) is an answer, not a network hiccup.
    retry: false,
  })
}
