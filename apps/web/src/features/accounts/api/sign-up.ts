import { sessionSchema, type SignUpInput } from '@app/domain/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { sessionQueryKey } from './get-session'

export const signUp = (input: SignUpInput) => api.post('/accounts', input, sessionSchema)

export function useSignUp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signUp,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session)
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
    },
  })
}
