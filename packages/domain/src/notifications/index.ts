export * from './notifications.api'
export * from './notifications.rules'
export * from './push-services'
