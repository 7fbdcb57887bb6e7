export * from './doctor-reviews.schemas'
export * from './doctor-reviews.rules'
