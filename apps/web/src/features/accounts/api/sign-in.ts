import type { Session, SignInInput } from '@app/domain/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export const signIn = (input: SignInInput) => api.post<Session>('/session', input)

export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      queryClient.setQueryData(queryKeys.session, session)
      void queryClient.invalidateQueries({ queryKey: queryKeys.session })
    },
  })
}
