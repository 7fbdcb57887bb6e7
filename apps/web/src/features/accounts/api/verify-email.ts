import { okSchema, type VerifyEmailInput } from '@app/domain/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { sessionQueryKey } from './get-session'

export const verifyEmail = (input: VerifyEmailInput) => api.post('/accounts/email/verify', input, okSchema)

export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  })
}
