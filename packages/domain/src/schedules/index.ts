export * from './schedules.api'
export * from './schedules.rules'
export * from './schedules.schemas'
