import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** DELETE /sessions/:id: signs one of the person's other devices out; its next request finds itself signed out. */
export const signOutDevice = (sessionId: string) =>
  api.delete<void>(`/sessions/${encodeURIComponent(sessionId)}`)

export function useSignOutDevice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOutDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.signedInDevices }),
  })
}
