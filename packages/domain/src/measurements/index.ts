export * from './measurements.constants'
export * from './measurements.schemas'
export * from './measurements.rules'
