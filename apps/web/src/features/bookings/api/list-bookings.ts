import { bookingListSchema, type BookingTab } from '@app/domain/bookings'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { useRealtimeMessage } from '#web/shared/realtime/realtime-bus'

/**
 * GET /bookings (listBookings): one page of a tab of the caller's side's bookings; with no tab, of the tab holding the
 * next booking (the answer names it).
 */
export const listBookings = (tab: BookingTab | undefined, page: number, pageSize: number) =>
  api.get(
    `/bookings?${new URLSearchParams({ ...(tab ? { tab } : {}), page: String(page), pageSize: String(pageSize) })}`,
    bookingListSchema,
  )

/** A minute: what a booking allows moves with the clock (the call opens 5 minutes before; the start passes). */
const refreshMs = 60_000

/**
 * A page of my bookings as it changes (issue 12 §1 'Live'): read again when the server says a booking or its consult
 * changed, on every reconnection (a push may have been missed meanwhile), and each minute, since the actions the
 * server allows depend on the time.
 */
export function useBookings(tab: BookingTab | undefined, page: number, pageSize: number) {
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all })
  useRealtimeMessage('booking.updated', refresh)
  useRealtimeMessage('consult.updated', refresh)
  useRealtimeMessage('realtime.ready', refresh)
  return useQuery({
    queryKey: queryKeys.bookings.list(tab ?? 'next', page, pageSize),
    queryFn: () => listBookings(tab, page, pageSize),
    placeholderData: keepPreviousData,
    refetchInterval: refreshMs,
  })
}
