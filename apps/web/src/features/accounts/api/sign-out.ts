import type { Session } from '@app/domain/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { sessionQueryKey } from './get-session'

export const signOut = () => api.delete<void>('/session')

/** Forgets everything cached for the person; only the language survives (the API keeps it too). */
export function useSignOut() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      const language = queryClient.getQueryData<Session>(sessionQueryKey)?.language ?? 'ar'
      // The session entry is replaced, not removed, so components watching it see the sign-out at once.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] })
      queryClient.setQueryData<Session>(sessionQueryKey, {
        language,
        user: null,
        contextRole: null,
        profile: null,
      })
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
    },
  })
}
