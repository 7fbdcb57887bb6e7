export * from './profiles.rules'
export * from './profiles.schemas'
