export * from './admin-accounts.schemas'
