export * from './questions.schemas'
