import type { CreateFollowUpRequest } from '@app/domain/bookings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { bookingPath } from './keys'

const createdSchema = z.object({ bookingId: z.uuid() })

/** POST /bookings/:id/follow-up (issue 12 §4; SPEC 4, 2.7): the free follow-up, confirmed at once. */
export function useCreateFollowUp(bookingId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: CreateFollowUpRequest) =>
      api.post(bookingPath(bookingId, '/follow-up'), request, createdSchema),
    // The new booking, the doctor's free times and the consult (its summary offers the follow-up no more). Not
    // awaited: the page moves on to the new booking before the option, refreshed, says it is followed up.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all })
      void queryClient.invalidateQueries({ queryKey: queryKeys.availability.all })
      void queryClient.invalidateQueries({ queryKey: queryKeys.consults.one(bookingId) })
    },
  })
}
