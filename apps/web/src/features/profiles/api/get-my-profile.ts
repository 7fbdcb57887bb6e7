import { profileSchema, type Profile } from '@app/domain/profiles'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ApiError } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** The profile of the session's context role, or null when it has not been created yet. */
export async function getMyProfile(): Promise<Profile | null> {
  try {
    return await api.get('/profiles/me', profileSchema)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

export function myProfileQueryOptions() {
  return queryOptions({ queryKey: queryKeys.profiles.mine, queryFn: getMyProfile, staleTime: 30_000 })
}

export function useMyProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myProfileQueryOptions(), enabled: options.enabled ?? true })
}
