import { uploadedFileSchema } from '@app/domain/profiles'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { doctorEditorQueryKey } from './get-doctor-editor'

export const uploadDoctorDocument = (file: File) =>
  api.upload('/doctors/me/documents', file, uploadedFileSchema)

/** SPEC 2.8 specialty documents; the video practice's completeness counts them, so the session follows. */
export function useUploadDoctorDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadDoctorDocument,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: doctorEditorQueryKey(null) }),
        queryClient.invalidateQueries({ queryKey: ['session'] }),
      ])
    },
  })
}
