import { doctorEditorSchema } from '@app/domain/doctors'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** A doctor edits `me`; an admin names the doctor (SPEC 2.2: the three profile-edit pages). */
export const editorBase = (doctorId: string | null) => (doctorId ? `/doctors/${doctorId}` : '/doctors/me')

export const getDoctorEditor = (doctorId: string | null) =>
  api.get(`${editorBase(doctorId)}/profile`, doctorEditorSchema)

export function doctorEditorQueryOptions(doctorId: string | null) {
  return queryOptions({
    queryKey: queryKeys.doctors.editor(doctorId),
    queryFn: () => getDoctorEditor(doctorId),
  })
}

export function useDoctorEditor(doctorId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...doctorEditorQueryOptions(doctorId), enabled })
}
