import { profileSchema, type Profile } from '@app/domain/profiles'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ApiError } from '#web/shared/lib/api-client'

export const myProfileQueryKey = ['profiles', 'me'] as const

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
  return queryOptions({ queryKey: myProfileQueryKey, queryFn: getMyProfile, staleTime: 30_000 })
}

export function useMyProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myProfileQueryOptions(), enabled: options.enabled ?? true })
}
