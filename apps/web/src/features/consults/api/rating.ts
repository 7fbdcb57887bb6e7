import { callSummarySchema, type RateConsult } from '@app/domain/consults'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { callSummaryKey, consultKey } from './call-summary'

/** POST /consults/:bookingId/rating: stars 1–5 and a comment, once (SPEC 4); answers the updated summary. */
export function useRateConsult(bookingId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (rating: RateConsult) =>
      api.post(`/consults/${encodeURIComponent(bookingId)}/rating`, rating, callSummarySchema),
    onSuccess: (summary) => {
      queryClient.setQueryData(callSummaryKey(bookingId), summary)
      void queryClient.invalidateQueries({
        queryKey: consultKey(bookingId),
        predicate: (query) => query.queryKey[2] !== 'summary-view',
      })
    },
  })
}
