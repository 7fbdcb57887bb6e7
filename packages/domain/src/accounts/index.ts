export * from './accounts.rules'
export * from './accounts.schemas'
