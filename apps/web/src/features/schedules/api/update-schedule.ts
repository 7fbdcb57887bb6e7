import { scheduleViewSchema, type Schedule } from '@app/domain/schedules'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { scheduleBase } from './get-schedule'

export const updateSchedule = (doctorId: string | null, schedule: Schedule) =>
  api.put(`${scheduleBase(doctorId)}/schedule`, schedule, scheduleViewSchema)

/**
 * SPEC 2.8: the whole schedule in one PUT, so nothing is saved half-way. Availability and the session
 * (regCompleteness counts scheduled ranges) follow.
 */
export function useUpdateSchedule(doctorId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (schedule: Schedule) => updateSchedule(doctorId, schedule),
    onSuccess: async (view) => {
      queryClient.setQueryData(queryKeys.schedules.doctor(doctorId), view)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
        queryClient.invalidateQueries({ queryKey: queryKeys.doctors.all }),
      ])
    },
  })
}
