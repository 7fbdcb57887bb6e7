import { uploadedFileSchema } from '@app/domain/profiles'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** The patient's ID or passport photo (image or PDF); the server checks the content again. */
export const uploadIdDocument = (file: File) =>
  api.upload('/profiles/me/id-document', file, uploadedFileSchema)

export function useUploadIdDocument() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadIdDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profiles.mine }),
  })
}
