export * from './catalog.names'
export * from './catalog.schemas'
export * from './clinical'
export * from './observations'
