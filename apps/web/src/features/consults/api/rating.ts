import { callSummarySchema, type RateConsult } from '@app/domain/consults'
import { partialMatchKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** POST /consults/:bookingId/rating: stars 1–5 and a comment, once (SPEC 4); answers the updated summary. */
export function useRateConsult(bookingId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (rating: RateConsult) =>
      api.post(`/consults/${encodeURIComponent(bookingId)}/rating`, rating, callSummarySchema),
    onSuccess: (summary) => {
      queryClient.setQueryData(queryKeys.consults.summaryView(bookingId), summary)
      void queryClient.invalidateQueries({
        queryKey: queryKeys.consults.one(bookingId),
        predicate: (query) => !partialMatchKey(query.queryKey, queryKeys.consults.summaryView(bookingId)),
      })
    },
  })
}
