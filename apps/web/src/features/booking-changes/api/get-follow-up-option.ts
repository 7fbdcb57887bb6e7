import { followUpOptionSchema } from '@app/domain/bookings'
import { useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { bookingPath } from './keys'
import { useBookingChangeUpdates } from './use-booking-change-updates'

/** GET /bookings/:id/follow-up (issue 12 §4; SPEC 4): whether the consult may be followed up for free, and until when. */
export function useFollowUpOption(bookingId: string) {
  useBookingChangeUpdates(bookingId)
  return useQuery({
    queryKey: queryKeys.bookings.followUp(bookingId),
    queryFn: () => api.get(bookingPath(bookingId, '/follow-up'), followUpOptionSchema),
    retry: false,
  })
}
