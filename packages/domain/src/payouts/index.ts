export * from './payouts.constants'
export * from './payouts.rules'
export * from './payouts.schemas'
