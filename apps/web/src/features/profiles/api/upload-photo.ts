import { uploadedFileSchema } from '@app/domain/profiles'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export const uploadPhoto = (file: File) => api.upload('/profiles/me/photo', file, uploadedFileSchema)

/** The profile photo; the session carries it too (the top bar shows it). */
export function useUploadPhoto() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profiles.mine }),
      ])
    },
  })
}
