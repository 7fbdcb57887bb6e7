export * from './account-deletion.schemas'
