export * from './data-exports.schemas'
