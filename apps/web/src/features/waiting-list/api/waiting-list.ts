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

/** A minute: an offer held for 10 minutes appears and ends with the clock. */
const refreshMs = 60_000

export function useWaitingList() {
  return useQuery({
    queryKey: queryKeys.bookings.waitingList,
    queryFn: listWaitingList,
    refetchInterval: refreshMs,
  })
}

export function useJoinWaitingList() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: joinWaitingList,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.waitingList }),
  })
}

export function useLeaveWaitingList() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: leaveWaitingList,
    onSuccess: (list) => queryClient.setQueryData(queryKeys.bookings.waitingList, list),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.waitingList }),
  })
}

export function useWaitingOffer(offerId: string) {
  return useQuery({
    queryKey: queryKeys.bookings.waitingOffer(offerId),
    queryFn: () => getWaitingOffer(offerId),
  })
}
