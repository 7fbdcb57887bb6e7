import { signedOutCountSchema } from '@app/domain/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { signedInDevicesQueryKey } from './get-signed-in-devices'

/** DELETE /sessions/others: signs out every device but this one; answers how many. */
export const signOutOtherDevices = () => api.delete('/sessions/others', signedOutCountSchema)

export function useSignOutOtherDevices() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOutOtherDevices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: signedInDevicesQueryKey }),
  })
}
