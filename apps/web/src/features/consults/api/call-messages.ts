import { callMessageListSchema, callMessageSchema, type CallMessage } from '@app/domain/consults'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { useRealtimeMessage } from '#web/shared/realtime/realtime-bus'

const messagesPath = (bookingId: string) => `/consults/${encodeURIComponent(bookingId)}/messages`

/** GET /consults/:bookingId/messages: the call's chat, oldest first. */
export const getCallMessages = (bookingId: string) => api.get(messagesPath(bookingId), callMessageListSchema)

/**
 * The chat as it grows: read again on the server's `call.message` push and on every reconnection (a push may have
 * been missed meanwhile).
 */
export function useCallMessages(bookingId: string, enabled = true) {
  const queryClient = useQueryClient()
  const messages = useQuery({
    queryKey: queryKeys.consults.messages(bookingId),
    queryFn: () => getCallMessages(bookingId),
    enabled,
  })
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: queryKeys.consults.messages(bookingId) })
  useRealtimeMessage('call.message', (message) => {
    if (message.bookingId === bookingId) refresh()
  })
  useRealtimeMessage('realtime.ready', refresh)
  return messages
}

function useAppendMessage(bookingId: string) {
  const queryClient = useQueryClient()
  return (message: CallMessage) => {
    queryClient.setQueryData(
      queryKeys.consults.messages(bookingId),
      (list: { items: CallMessage[] } | undefined) =>
        list && !list.items.some((m) => m.id === message.id) ? { items: [...list.items, message] } : list,
    )
    void queryClient.invalidateQueries({ queryKey: queryKeys.consults.messages(bookingId) })
  }
}

/** POST /consults/:bookingId/messages {text}: a short text to the other side. */
export function useSendCallMessage(bookingId: string) {
  const append = useAppendMessage(bookingId)
  return useMutation({
    mutationFn: (text: string) => api.post(messagesPath(bookingId), { text }, callMessageSchema),
    onSuccess: append,
  })
}

/** POST /consults/:bookingId/messages/file: an image (JPEG, PNG, WebP) or a PDF up to 5 MB, kept with the booking. */
export function useSendCallFile(bookingId: string) {
  const append = useAppendMessage(bookingId)
  return useMutation({
    mutationFn: (file: File) => api.upload(`${messagesPath(bookingId)}/file`, file, callMessageSchema),
    onSuccess: append,
  })
}
