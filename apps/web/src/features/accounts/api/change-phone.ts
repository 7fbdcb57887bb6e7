import { okSchema, type ChangePhoneInput } from '@app/domain/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export const changePhone = (input: ChangePhoneInput) => api.put('/accounts/phone', input, okSchema)

export function useChangePhone() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePhone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  })
}
