export * from './doctor-reviews.schemas'
