import type { Session } from '@app/domain/accounts'
import type { Language } from '@app/domain/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export const getSession = () => api.get<Session>('/session')

/** The signed-in person (or `user: null`), their context role and the profile summary the frame and guards need. */
export function sessionQueryOptions() {
  return queryOptions({ queryKey: queryKeys.session, queryFn: getSession, staleTime: 60_000 })
}

/** A visitor's session when no one is signed in, as the API answers it: only their language. */
export const signedOutSession = (language: Language): Session => ({
  language,
  user: null,
  contextRole: null,
  profile: null,
})

export function useSession() {
  return useQuery(sessionQueryOptions())
}
