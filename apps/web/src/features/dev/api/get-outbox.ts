import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** GET /api/v1/dev/outbox (development only): the SMS and emails the API would have sent, newest first. */
export interface OutboxMessage {
  id: string
  channel: 'sms' | 'email'
  to: string
  subject: string | null
  body: string
  createdAt: string
}

export const getOutbox = () => api.get<{ items: OutboxMessage[] }>('/dev/outbox')

export function outboxQueryOptions() {
  return queryOptions({ queryKey: queryKeys.dev.outbox, queryFn: getOutbox, refetchInterval: 2000 })
}

export function useOutbox() {
  return useQuery(outboxQueryOptions())
}
