import {
  waitingEntryViewSchema,
  waitingListSchema,
  waitingOfferViewSchema,
  type JoinWaitingListRequest,
} from '@app/domain/waiting-list'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** GET /waiting-list (listWaitingList): the caller's waiting entries, newest first (issue 45 §3). */
export const listWaitingList = () => api.get('/waiting-list', waitingListSchema)

/** POST /waiting-list (joinWaitingList). */
export const joinWaitingList = (request: JoinWaitingListRequest) =>
  api.post('/waiting-list', request, waitingEntryViewSchema)

/** DELETE /waiting-list/:entryId (leaveWaitingList). */
export const leaveWaitingList = (entryId: string) =>
  api.delete(`/waiting-list/${encodeURIComponent(entryId)}`, waitingListSchema)

/** GET /waiting-list/offers/:offerId (getWaitingOffer). */
export const getWaitingOffer = (offerId: string) =>
  api.get(`/waiting-list/offers/${encodeURIComponent(offerId)}`, waitingOfferViewSchema)

/**
 * Under the bookings root (query-keys.ts), so whatever refreshes bookings refreshes these; kept here, not in the
 * entry chunk's query-keys, since only the waiting list's own chunks read them.
 */
const keys = {
  list: [...queryKeys.bookings.all, 'waitingList'] as const,
  offer: (offerId: string) => [...queryKeys.bookings.all, 'waitingList', 'offer', offerId] as const,
}

/** A minute: an offer held for 10 minutes appears and ends with the clock. */
const refreshMs = 60_000

export function useWaitingList() {
  return useQuery({
    queryKey: keys.list,
    queryFn: listWaitingList,
    refetchInterval: refreshMs,
  })
}

export function useJoinWaitingList() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: joinWaitingList,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.list }),
  })
}

export function useLeaveWaitingList() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: leaveWaitingList,
    onSuccess: (list) => queryClient.setQueryData(keys.list, list),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.list }),
  })
}

export function useWaitingOffer(offerId: string) {
  return useQuery({
    queryKey: keys.offer(offerId),
    queryFn: () => getWaitingOffer(offerId),
  })
}
