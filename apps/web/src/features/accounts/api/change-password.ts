import { okSchema, type ChangePasswordInput } from '@app/domain/accounts'
import { useMutation } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'

export const changePassword = (input: ChangePasswordInput) => api.put('/accounts/password', input, okSchema)

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
