import { profileSchema, type AdminEditableRole, type ProfileInput } from '@app/domain/profiles'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export interface ProfileOwner {
  role: AdminEditableRole
  userId: string
}

/** An admin saves another user's patient, lab or radio profile; the server audits it (issue 10 §1, §5). */
export const updateProfileFor = ({ owner, input }: { owner: ProfileOwner; input: ProfileInput }) =>
  api.put(`/profiles/${owner.role}/${owner.userId}`, input, profileSchema)

export function useUpdateProfileFor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfileFor,
    onSuccess: async (profile, { owner }) => {
      queryClient.setQueryData(queryKeys.profiles.of(owner.role, owner.userId), profile)
      // The admins' account lists and pages show the name.
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminAccounts.all })
    },
  })
}
