import type { Language } from '@app/domain/shared'
import type { Session } from '@app/domain/accounts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export const setLanguage = (language: Language) => api.put<Session>('/session/language', { language })

/** Updates the cached session at once (the signed-in session's language wins), then tells the API. */
export function useSetLanguage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setLanguage,
    onMutate: (language) => {
      queryClient.setQueryData<Session>(queryKeys.session, (session) =>
        session ? { ...session, language } : session,
      )
    },
    onSuccess: (session) => queryClient.setQueryData(queryKeys.session, session),
  })
}
