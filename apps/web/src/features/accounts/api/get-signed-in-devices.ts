import { signedInDeviceListSchema } from '@app/domain/accounts'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { useRealtimeMessage } from '#web/shared/realtime/realtime-bus'

/** GET /sessions: the person's signed-in devices, this one flagged, most recently used first. */
export const getSignedInDevices = () => api.get('/sessions', signedInDeviceListSchema)

export function signedInDevicesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.signedInDevices, queryFn: getSignedInDevices })
}

/** The list, refreshed live when one of the person's sessions ends elsewhere (issue 8 §2: session.ended). */
export function useSignedInDevices() {
  const queryClient = useQueryClient()
  useRealtimeMessage('session.ended', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.signedInDevices })
  })
  return useQuery(signedInDevicesQueryOptions())
}
