export * from './consults.rules'
export * from './consults.schemas'
