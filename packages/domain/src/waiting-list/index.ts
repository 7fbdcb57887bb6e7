export * from './waiting-list.rules'
export * from './waiting-list.schemas'
