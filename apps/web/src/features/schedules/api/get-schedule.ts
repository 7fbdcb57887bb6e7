import { scheduleViewSchema } from '@app/domain/schedules'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'

/** A doctor's own schedule (`me`), or any doctor's for an admin. */
export const scheduleBase = (doctorId: string | null) => (doctorId ? `/doctors/${doctorId}` : '/doctors/me')

export const scheduleQueryKey = (doctorId: string | null) => ['schedules', doctorId ?? 'me'] as const

export const getSchedule = (doctorId: string | null) =>
  api.get(`${scheduleBase(doctorId)}/schedule`, scheduleViewSchema)

export function scheduleQueryOptions(doctorId: string | null) {
  return queryOptions({ queryKey: scheduleQueryKey(doctorId), queryFn: () => getSchedule(doctorId) })
}

export function useSchedule(doctorId: string | null) {
  return useQuery(scheduleQueryOptions(doctorId))
}
