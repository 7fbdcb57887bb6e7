import {
  channelChoicesSchema,
  notificationListSchema,
  pushKeySchema,
  unreadCountSchema,
  type ChannelChoices,
  type NotificationList,
  type PushSubscriptionInput,
} from '@app/domain/notifications'
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** GET /notifications: the person's notifications, newest first, twenty a page (issue 8 §3). */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: queryKeys.notifications.list,
    queryFn: ({ pageParam }) =>
      api.get(
        `/notifications${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`,
        notificationListSchema,
      ),
    initialPageParam: '',
    getNextPageParam: (last: NotificationList) =>
      last.more ? (last.items.at(-1)?.id ?? undefined) : undefined,
  })
}

/** GET /notifications/unread-count: the top bar's badge. */
export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.notifications.unread,
    queryFn: () => api.get('/notifications/unread-count', unreadCountSchema),
    enabled,
    // Live arrivals refresh it at once; this only catches up after a connection was lost.
    refetchInterval: 5 * 60_000,
  })
}

/** Something changed on the server (a notification arrived): the list and the badge read it again. */
export function useRefreshNotifications() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all })
}

function useMarking<T>(
  mutationFn: (input: T) => Promise<unknown>,
  readAll: boolean,
  id?: (input: T) => string,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    // Shown read at once; the server's answer follows.
    onMutate: (input: T) => {
      const now = new Date().toISOString()
      queryClient.setQueryData<InfiniteData<NotificationList>>(queryKeys.notifications.list, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((n) =>
                  (readAll || n.id === id?.(input)) && !n.readAt ? { ...n, readAt: now } : n,
                ),
              })),
            }
          : data,
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  })
}

/** POST /notifications/:id/read */
export function useMarkRead() {
  return useMarking(
    (id: string) => api.post<void>(`/notifications/${encodeURIComponent(id)}/read`),
    false,
    (id) => id,
  )
}

/** POST /notifications/read: every one of them. */
export function useMarkAllRead() {
  return useMarking(() => api.post<{ read: number }>('/notifications/read'), true)
}

/** GET and PUT /notifications/choices: which channels bring which kinds of notifications (/settings). */
export function useChannelChoices() {
  return useQuery({
    queryKey: queryKeys.notifications.choices,
    queryFn: () => api.get('/notifications/choices', channelChoicesSchema),
  })
}

export function useSaveChannelChoices() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ChannelChoices) => api.put('/notifications/choices', input, channelChoicesSchema),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.notifications.choices, saved),
  })
}

/** The key this server's pushes are signed with (a browser subscribes with it). */
export const getPushKey = () => api.get('/notifications/push/key', pushKeySchema)
export const savePushSubscription = (subscription: PushSubscriptionInput) =>
  api.put<void>('/notifications/push/subscription', subscription)
export const deletePushSubscription = (endpoint: string) =>
  api.delete<void>(`/notifications/push/subscription?endpoint=${encodeURIComponent(endpoint)}`)
