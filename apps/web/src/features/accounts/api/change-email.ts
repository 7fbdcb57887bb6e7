import { okSchema, type ChangeEmailInput } from '@app/domain/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export const changeEmail = (input: ChangeEmailInput) => api.put('/accounts/email', input, okSchema)

export function useChangeEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  })
}
