export * from './consults.rules'
export * from './consults.schemas'
export * from './prescription-verification'
