export * from './schedules.rules'
export * from './schedules.schemas'
