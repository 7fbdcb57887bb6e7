import { scheduleViewSchema } from '@app/domain/schedules'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** A doctor's own schedule (`me`), or any doctor's for an admin. */
export const scheduleBase = (doctorId: string | null) => (doctorId ? `/doctors/${doctorId}` : '/doctors/me')

export const getSchedule = (doctorId: string | null) =>
  api.get(`${scheduleBase(doctorId)}/schedule`, scheduleViewSchema)

export function scheduleQueryOptions(doctorId: string | null) {
  return queryOptions({
    queryKey: queryKeys.schedules.doctor(doctorId),
    queryFn: () => getSchedule(doctorId),
  })
}

export function useSchedule(doctorId: string | null) {
  return useQuery(scheduleQueryOptions(doctorId))
}
