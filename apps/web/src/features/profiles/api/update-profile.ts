import { profileSchema, type ProfileInput } from '@app/domain/profiles'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { myProfileQueryKey } from './get-my-profile'

export const updateProfile = (input: ProfileInput) => api.put('/profiles/me', input, profileSchema)

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(myProfileQueryKey, profile)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['session'] }),
        queryClient.invalidateQueries({ queryKey: myProfileQueryKey }),
      ])
    },
  })
}
