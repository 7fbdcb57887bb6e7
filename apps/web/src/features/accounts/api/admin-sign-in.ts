import type { Session, SignInInput } from '@app/domain/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { sessionQueryKey } from './get-session'

export const adminSignIn = (input: SignInInput) => api.post<Session>('/session/admin', input)

/** On 403 ADMIN_ONLY the API has already signed the person out, so the session is refetched either way. */
export function useAdminSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: adminSignIn,
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey, session),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  })
}
