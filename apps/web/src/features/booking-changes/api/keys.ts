/**
 * What a booking's changes read sits under the bookings key, so whatever refreshes bookings (a change made here, a
 * push that one changed) refreshes the quote and the follow-up option too.
 */
export const bookingChangesKey = (bookingId: string) => ['bookings', 'changes', bookingId] as const

export const bookingPath = (bookingId: string, rest: string) =>
  `/bookings/${encodeURIComponent(bookingId)}${rest}`
