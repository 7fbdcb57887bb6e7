import type { AdminSignInInput, AdminSignInResult } from '@app/domain/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export const adminSignIn = (input: AdminSignInInput) => api.post<AdminSignInResult>('/session/admin', input)

/**
 * The admin sign-in answers the session, or (issue 10 §1) the second factor to ask for: the code, or the
 * authenticator's setup first. On 403 ADMIN_ONLY the API has already signed the person out, so the session is
 * refetched either way.
 */
export function useAdminSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: adminSignIn,
    onSuccess: (result) => {
      if (!('secondFactor' in result)) queryClient.setQueryData(queryKeys.session, result)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  })
}
