export * from './medical-files.schemas'
