import { doctorPageSchema } from '@app/domain/doctors'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'

export const getDoctor = (doctorId: string) => api.get(`/doctors/${doctorId}`, doctorPageSchema)

export function doctorQueryOptions(doctorId: string) {
  return queryOptions({ queryKey: ['doctors', 'page', doctorId], queryFn: () => getDoctor(doctorId) })
}

/** SPEC 2.1 /doctor/{id} and /clinic/{id}: the public page of one doctor. */
export function useDoctor(doctorId: string) {
  return useQuery(doctorQueryOptions(doctorId))
}
