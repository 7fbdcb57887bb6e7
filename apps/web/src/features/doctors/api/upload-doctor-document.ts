import { doctorEditorSchema } from '@app/domain/doctors'
import { uploadedFileSchema } from '@app/domain/profiles'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { editorBase } from './get-doctor-editor'

export const uploadDoctorDocument = (doctorId: string | null, file: File) =>
  api.upload(`${editorBase(doctorId)}/documents`, file, uploadedFileSchema)

export const deleteDoctorDocument = (doctorId: string | null, fileId: string) =>
  api.delete(`${editorBase(doctorId)}/documents/${fileId}`, doctorEditorSchema)

/**
 * SPEC 2.8 specialty documents, the doctor's own or (an admin) a named doctor's; the video practice's completeness
 * counts them, so the editor and the session follow.
 */
export function useDoctorDocuments(doctorId: string | null) {
  const queryClient = useQueryClient()
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.doctors.editor(doctorId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    ])
  const upload = useMutation({
    mutationFn: (file: File) => uploadDoctorDocument(doctorId, file),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: (fileId: string) => deleteDoctorDocument(doctorId, fileId),
    onSuccess: async (editor) => {
      queryClient.setQueryData(queryKeys.doctors.editor(doctorId), editor)
      await queryClient.invalidateQueries({ queryKey: queryKeys.session })
    },
  })
  return { upload, remove }
}
