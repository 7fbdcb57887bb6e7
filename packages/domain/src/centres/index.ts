export * from './centres.catalog'
export * from './centres.schemas'
