export * from './payments.api'
export * from './payments.constants'
