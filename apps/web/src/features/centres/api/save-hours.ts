import { centreHoursViewSchema, type CentreHours } from '@app/domain/centres/schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { centreBase } from './get-offers'

export const saveHours = (centreId: string | null, hours: CentreHours) =>
  api.put(`${centreBase(centreId)}/hours`, hours, centreHoursViewSchema)

/** The whole week in one PUT: a refused week changes nothing (the API checks it whole). */
export function useSaveHours(centreId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (hours: CentreHours) => saveHours(centreId, hours),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.centres.hours(centreId), saved),
  })
}
