export * from './catalog.schemas'
