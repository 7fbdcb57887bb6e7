export * from './centre-orders'
