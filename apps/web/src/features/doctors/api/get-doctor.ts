import type { DoctorPage } from '@app/domain/doctors'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** Read as the API sent it: the API holds its answer to `doctorPageSchema` (issue 8 §5: no zod on the first screen). */
export const getDoctor = (doctorId: string) => api.get<DoctorPage>(`/doctors/${doctorId}`)

export function doctorQueryOptions(doctorId: string) {
  return queryOptions({ queryKey: queryKeys.doctors.page(doctorId), queryFn: () => getDoctor(doctorId) })
}

/** SPEC 2.1 /doctor/{id} and /clinic/{id}: the public page of one doctor. */
export function useDoctor(doctorId: string) {
  return useQuery(doctorQueryOptions(doctorId))
}
