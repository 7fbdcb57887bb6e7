import { profileSchema, type AdminEditableRole } from '@app/domain/profiles'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** Another user's patient, lab or radio profile, opened by an admin to edit it (issue 10 §1). */
export const getProfileFor = (role: AdminEditableRole, userId: string) =>
  api.get(`/profiles/${role}/${userId}`, profileSchema)

export function profileForQueryOptions(role: AdminEditableRole, userId: string) {
  return queryOptions({
    queryKey: queryKeys.profiles.of(role, userId),
    queryFn: () => getProfileFor(role, userId),
  })
}

export function useProfileFor(role: AdminEditableRole, userId: string) {
  return useQuery(profileForQueryOptions(role, userId))
}
