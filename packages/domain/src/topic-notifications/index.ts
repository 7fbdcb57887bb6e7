export * from './topic-notifications.schemas'
