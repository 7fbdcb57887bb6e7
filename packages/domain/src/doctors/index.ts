export * from './doctors.completeness'
export * from './doctors.pricing'
export * from './doctors.schemas'
export * from './doctors.search'
