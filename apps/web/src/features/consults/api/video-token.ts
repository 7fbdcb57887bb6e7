import { videoTokenSchema } from '@app/domain/consults'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/**
 * POST /consults/:bookingId/video-token (SPEC 7.2 getVideoToken): entering the room. It marks the caller's side as
 * joined, so the consult is read again; refused with CALL_NOT_OPEN_YET (params.opensAt) before the room opens.
 */
export const getVideoToken = (bookingId: string) =>
  api.post(`/consults/${encodeURIComponent(bookingId)}/video-token`, undefined, videoTokenSchema)

export function useVideoToken(bookingId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => getVideoToken(bookingId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.consults.one(bookingId), exact: true }),
  })
}
