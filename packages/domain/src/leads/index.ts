export * from './leads.schemas'
