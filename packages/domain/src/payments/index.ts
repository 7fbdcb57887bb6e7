export * from './payments.api'
export * from './payments.constants'
export * from './payment-settings'
