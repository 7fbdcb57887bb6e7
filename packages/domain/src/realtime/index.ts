export * from './realtime.constants'
export * from './realtime.messages'
