import { constants } from '@app/domain/shared'
import { profileSchema, type ProfileInput } from '@app/domain/profiles'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export const createProfile = (input: ProfileInput) => api.post('/profiles/me', input, profileSchema)

export function useCreateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(queryKeys.profiles.mine, profile)
      // SPEC 4: the role claims change with a new profile, so the session is read again now and once more
      // after the forced refresh delay (the server may settle derived flags such as verified a moment later).
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session })
      }, constants.profileRefreshDelayMs)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profiles.mine }),
      ])
    },
  })
}
