import { signedOutCountSchema } from '@app/domain/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** DELETE /sessions/others: signs out every device but this one; answers how many. */
export const signOutOtherDevices = () => api.delete('/sessions/others', signedOutCountSchema)

export function useSignOutOtherDevices() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOutOtherDevices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.signedInDevices }),
  })
}
