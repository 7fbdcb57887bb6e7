import { okSchema, type ResetPasswordInput } from '@app/domain/accounts'
import { useMutation } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'

export const resetPassword = (input: ResetPasswordInput) =>
  api.post('/accounts/password/reset', input, okSchema)

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
