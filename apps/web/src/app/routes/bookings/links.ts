import type { BookingLinks } from '#web/features/bookings/components/booking-links'
import { href } from '#web/app/paths'

/** Where the bookings list's actions lead (SPEC 2.1). */
export const bookingLinks: BookingLinks = {
  join: (bookingId) => href('call', { bookingId }),
  callSummary: (id) => href('callSummary', { id }),
  sessionSummary: (bookingId) => href('sessionSummary', { bookingId }),
  rate: (id) => href('callReview', { id }),
  followUp: (bookingId) => href('followUp', { bookingId }),
  receipt: (bookingId) => href('bookingSuccess', { bookingId }),
  record: (bookingId) => href('healthRecordsVisit', { bookingId }),
  pay: (orderId) => href('paymentsPay', { orderId }),
  paymentStatus: (orderId) => href('paymentsStatus', { orderId }),
  findDoctor: href('booking'),
  schedule: href('schedule'),
  bookings: href('bookings'),
}
