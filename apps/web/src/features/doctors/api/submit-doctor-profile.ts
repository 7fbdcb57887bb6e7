import { doctorEditorSchema } from '@app/domain/doctors'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { editorBase } from './get-doctor-editor'

export const submitDoctorProfile = (doctorId: string | null) =>
  api.post(`${editorBase(doctorId)}/submit`, {}, doctorEditorSchema)

/** SPEC 4 'submit to admin' (a doctor, or an admin for a doctor): the profile then waits for review. */
export function useSubmitDoctorProfile(doctorId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => submitDoctorProfile(doctorId),
    onSuccess: async (editor) => {
      queryClient.setQueryData(queryKeys.doctors.editor(doctorId), editor)
      await queryClient.invalidateQueries({ queryKey: queryKeys.session })
    },
  })
}
