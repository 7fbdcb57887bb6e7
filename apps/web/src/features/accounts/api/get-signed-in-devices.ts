import { signedInDeviceListSchema } from '@app/domain/accounts'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { useRealtimeMessage } from '#web/shared/realtime/realtime-bus'

// Not under ['session']: forgetSession drops everything else at sign-out, this list included.
export const signedInDevicesQueryKey = ['signedInDevices'] as const

/** GET /sessions: the person's signed-in devices, this one flagged, most recently used first. */
export const getSignedInDevices = () => api.get('/sessions', signedInDeviceListSchema)

export function signedInDevicesQueryOptions() {
  return queryOptions({ queryKey: signedInDevicesQueryKey, queryFn: getSignedInDevices })
}

/** The list, refreshed live when one of the person's sessions ends elsewhere (issue 8 §2: session.ended). */
export function useSignedInDevices() {
  const queryClient = useQueryClient()
  useRealtimeMessage('session.ended', () => {
    void queryClient.invalidateQueries({ queryKey: signedInDevicesQueryKey })
  })
  return useQuery(signedInDevicesQueryOptions())
}
