import { useQueryClient } from '@tanstack/react-query'
import { queryKeys } from '#web/shared/lib/query-keys'
import { useRealtimeMessage } from '#web/shared/realtime/realtime-bus'

/**
 * Reads a booking's change queries again when the server says it changed (the other side cancelled, it moved, its
 * consult ended or was followed up) and after a reconnection, when a push may have been missed.
 */
export function useBookingChangeUpdates(bookingId: string) {
  const queryClient = useQueryClient()
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.changes(bookingId) })
  useRealtimeMessage('booking.updated', (message) => {
    if (message.bookingId === bookingId) refresh()
  })
  useRealtimeMessage('consult.updated', (message) => {
    if (message.bookingId === bookingId) refresh()
  })
  useRealtimeMessage('realtime.ready', refresh)
}
