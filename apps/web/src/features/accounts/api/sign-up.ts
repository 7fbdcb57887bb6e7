import { sessionSchema, type SignUpInput } from '@app/domain/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export const signUp = (input: SignUpInput) => api.post('/accounts', input, sessionSchema)

export function useSignUp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signUp,
    onSuccess: (session) => {
      queryClient.setQueryData(queryKeys.session, session)
      void queryClient.invalidateQueries({ queryKey: queryKeys.session })
    },
  })
}
