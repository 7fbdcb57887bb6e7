/**
 * Where a booking's actions lead (SPEC 2.1's routes): given by the page (app/routes), since a feature does not know
 * the route table.
 */
export interface BookingLinks {
  join: (bookingId: string) => string
  callSummary: (bookingId: string) => string
  sessionSummary: (bookingId: string) => string
  rate: (bookingId: string) => string
  followUp: (bookingId: string) => string
  receipt: (bookingId: string) => string
  record: (bookingId: string) => string
  pay: (orderId: string) => string
  /** A payment's status page: why it failed, and another try (issue 41 §4). */
  paymentStatus?: (orderId: string) => string
  findDoctor: string
  schedule: string
  bookings: string
}
