export * from './notifications.api'
export * from './notifications.rules'
