export const bookingPath = (bookingId: string, rest: string) =>
  `/bookings/${encodeURIComponent(bookingId)}${rest}`
