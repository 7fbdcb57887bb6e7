export * from './dialogs.schemas'
export * from './dialogs.markdown'
