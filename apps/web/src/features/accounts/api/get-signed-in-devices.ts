import { signedInDeviceListSchema } from '@app/domain/accounts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'

// Not under ['session']: forgetSession drops everything else at sign-out, this list included.
export const signedInDevicesQueryKey = ['signedInDevices'] as const

/** GET /sessions: the person's signed-in devices, this one flagged, most recently used first. */
export const getSignedInDevices = () => api.get('/sessions', signedInDeviceListSchema)

export function signedInDevicesQueryOptions() {
  return queryOptions({ queryKey: signedInDevicesQueryKey, queryFn: getSignedInDevices })
}

export function useSignedInDevices() {
  return useQuery(signedInDevicesQueryOptions())
}
