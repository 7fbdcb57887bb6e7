import { centreHoursViewSchema } from '@app/domain/centres/schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { centreBase } from './get-offers'

export const getHours = (centreId: string | null) =>
  api.get(`${centreBase(centreId)}/hours`, centreHoursViewSchema)

export function hoursQueryOptions(centreId: string | null) {
  return queryOptions({ queryKey: queryKeys.centres.hours(centreId), queryFn: () => getHours(centreId) })
}

/** Issue 43 §1: a centre's opening hours by weekday (0 Sunday … 6 Saturday); closed days are absent. */
export function useHours(centreId: string | null) {
  return useQuery(hoursQueryOptions(centreId))
}
