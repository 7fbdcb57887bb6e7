export * from './legal.schemas'
