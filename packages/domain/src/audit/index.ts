export * from './audit.schemas'
