import { consultViewSchema } from '@app/domain/consults'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** POST /consults/:bookingId/end: the doctor ends the consult (SPEC 4: going → finished). */
export const endConsult = (bookingId: string) =>
  api.post(`/consults/${encodeURIComponent(bookingId)}/end`, undefined, consultViewSchema)

export function useEndConsult(bookingId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => endConsult(bookingId),
    onSuccess: (consult) => queryClient.setQueryData(queryKeys.consults.one(bookingId), consult),
  })
}
