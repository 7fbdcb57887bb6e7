import { doctorEditorSchema } from '@app/domain/doctors'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { doctorEditorQueryKey } from './get-doctor-editor'

export const submitDoctorProfile = () => api.post('/doctors/me/submit', {}, doctorEditorSchema)

/** SPEC 4 'submit to admin': the profile then waits for the admins' review. */
export function useSubmitDoctorProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitDoctorProfile,
    onSuccess: async (editor) => {
      queryClient.setQueryData(doctorEditorQueryKey(null), editor)
      await queryClient.invalidateQueries({ queryKey: ['session'] })
    },
  })
}
