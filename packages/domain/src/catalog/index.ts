export * from './catalog.schemas'
export * from './clinical'
