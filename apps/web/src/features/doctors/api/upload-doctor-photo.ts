import { uploadedFileSchema } from '@app/domain/profiles'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** The doctor's own photo goes through the profile's upload; an admin names the doctor (SPEC 2.2). */
export const uploadDoctorPhoto = (doctorId: string | null, file: File) =>
  api.upload(doctorId ? `/doctors/${doctorId}/photo` : '/profiles/me/photo', file, uploadedFileSchema)

/** The editor's photo: the start tab's completeness, the top bar (session) and /profile all show it. */
export function useUploadDoctorPhoto(doctorId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => uploadDoctorPhoto(doctorId, file),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.doctors.editor(doctorId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profiles.mine }),
      ]),
  })
}
