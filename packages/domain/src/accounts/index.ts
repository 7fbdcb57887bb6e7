export * from './accounts.rules'
export * from './accounts.schemas'
export * from './accounts.sessions'
