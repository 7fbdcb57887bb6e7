import { bookingListItemSchema } from '@app/domain/bookings'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** POST /bookings/:bookingId/patient-no-show (markPatientNoShow): the booking's doctor records the patient absent. */
export const markPatientNoShow = (bookingId: string) =>
  api.post(`/bookings/${encodeURIComponent(bookingId)}/patient-no-show`, undefined, bookingListItemSchema)

export function useMarkPatientNoShow() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markPatientNoShow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
  })
}
