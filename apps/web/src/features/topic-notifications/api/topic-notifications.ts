import {
  broadcastCountSchema,
  broadcastListSchema,
  broadcastSchema,
  type BroadcastAudience,
  type SendBroadcast,
} from '@app/domain/topic-notifications'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** GET /topic-notifications/count: who would receive a send, counted in the database before sending. */
export function useTopicRecipientCount(audience: BroadcastAudience) {
  const params = new URLSearchParams({ topic: audience.topic })
  if (audience.language) params.set('language', audience.language)
  return useQuery({
    queryKey: queryKeys.topicNotifications.count(audience),
    queryFn: () => api.get(`/topic-notifications/count?${params.toString()}`, broadcastCountSchema),
    placeholderData: keepPreviousData,
  })
}

/** GET /topic-notifications: past sends with their delivery log; read again every 2 s while one is sending. */
export function useTopicNotifications(page: number) {
  return useQuery({
    queryKey: queryKeys.topicNotifications.list(page),
    queryFn: () => api.get(`/topic-notifications?page=${page}`, broadcastListSchema),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'sending') ? 2000 : false,
  })
}

/** POST /topic-notifications: a send, once per idempotency key (a second click answers the first send). */
export function useSendTopicNotification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SendBroadcast) => api.post('/topic-notifications', input, broadcastSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.topicNotifications.all }),
  })
}
