export * from './bookings.pricing'
export * from './bookings.rules'
export * from './bookings.schemas'
export * from './bookings.views'
