/** Fired on window when a new service worker waits for the reader's go-ahead (register-service-worker.ts). */
export const updateReadyEvent = 'sehha:update-ready'
