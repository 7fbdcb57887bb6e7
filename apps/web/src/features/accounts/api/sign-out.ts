import type { Session } from '@app/domain/accounts'
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { forgetDeviceChoices } from '#web/shared/lib/device-storage'
import { signedOutSession } from './get-session'

/** Ends the session and forgets what the device kept for the person, language aside (SPEC 4). */
export const signOut = () => api.delete<void>('/session').then(forgetDeviceChoices)

/** Forgets everything cached for the person; only the language survives (the API keeps it too). */
export function forgetSession(queryClient: QueryClient) {
  const language = queryClient.getQueryData<Session>(queryKeys.session)?.language ?? 'ar'
  // The session entry is replaced, not removed, so components watching it see the sign-out at once.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] })
  queryClient.setQueryData<Session>(queryKeys.session, signedOutSession(language))
  void queryClient.invalidateQueries({ queryKey: queryKeys.session })
}

/**
 * Ends the session on the server. The caller leaves the page first and then calls `forgetSession`, so the guard
 * of a signed-in page does not send the person to sign-in on the way out (SPEC 4: sign-out goes home).
 */
export function useSignOut() {
  const queryClient = useQueryClient()
  return { ...useMutation({ mutationFn: signOut }), forget: () => forgetSession(queryClient) }
}
