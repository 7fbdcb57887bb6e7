import { okSchema, type VerifyEmailInput } from '@app/domain/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export const verifyEmail = (input: VerifyEmailInput) => api.post('/accounts/email/verify', input, okSchema)

export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  })
}
