import { sessionSummarySchema, type SaveSessionSummary } from '@app/domain/consults'
import { partialMatchKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { useConsultUpdates } from './call-summary'

const path = (bookingId: string) => `/consults/${encodeURIComponent(bookingId)}/summary`

/** GET /consults/:bookingId/summary: the doctor's session summary (SPEC 2.8, 3.7), the booking's doctor only. */
export function useSessionSummary(bookingId: string) {
  useConsultUpdates(bookingId)
  return useQuery({
    queryKey: queryKeys.consults.summary(bookingId),
    queryFn: () => api.get(path(bookingId), sessionSummarySchema),
    retry: false,
    // The doctor's form is seeded from it once; a background refetch must not look like someone else's edit.
    refetchOnWindowFocus: false,
  })
}

/** PUT /consults/:bookingId/summary: the whole summary at once; the answer says what the ADD section still lacks. */
export function useSaveSessionSummary(bookingId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (summary: SaveSessionSummary) => api.put(path(bookingId), summary, sessionSummarySchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.consults.summary(bookingId), saved)
      // The patient's views of this consult (and a record drawer) read the new note next time.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.consults.one(bookingId),
        predicate: (query) => !partialMatchKey(query.queryKey, queryKeys.consults.summary(bookingId)),
      })
    },
  })
}
