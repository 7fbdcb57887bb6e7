export * from './audit.schemas'
export * from './record-reads.schemas'
