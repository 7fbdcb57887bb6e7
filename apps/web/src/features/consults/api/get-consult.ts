import { consultViewSchema } from '@app/domain/consults'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { useRealtimeMessage } from '#web/shared/realtime/realtime-bus'

/** GET /consults/:bookingId (getConsult): the room as the caller's side sees it; 404 for anyone not a party. */
export const getConsult = (bookingId: string) =>
  api.get(`/consults/${encodeURIComponent(bookingId)}`, consultViewSchema)

export function consultQueryOptions(bookingId: string) {
  return queryOptions({ queryKey: queryKeys.consults.one(bookingId), queryFn: () => getConsult(bookingId) })
}

/**
 * The consult as it changes (the call page): read again on the server's `consult.updated` push (someone joined, it
 * started or ended) and on every reconnection, since a push may have been missed meanwhile.
 */
export function useLiveConsult(bookingId: string) {
  const queryClient = useQueryClient()
  const consult = useQuery({ ...consultQueryOptions(bookingId), retry: retryUnlessRefused })
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: queryKeys.consults.one(bookingId), exact: true })
  useRealtimeMessage('consult.updated', (message) => {
    if (message.bookingId === bookingId) refresh()
  })
  useRealtimeMessage('realtime.ready', refresh)
  return consult
}

/** A 4xx answer (not a party: 404) is final; a network failure is tried again. */
function retryUnlessRefused(failures: number, error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status ?? 0
  return failures < 3 && (status === 0 || status >= 500)
}
