import { dialogLeafSchema, dialogListSchema, type DialogText } from '@app/domain/dialogs'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** GET /dialogs/dr (SPEC 7.3 'read dialogs/dr'): the texts the app shows doctors; doctors and admins only. */
export function useDialogs(enabled = true) {
  return useQuery({
    queryKey: queryKeys.dialogs.doctors,
    queryFn: () => api.get('/dialogs/dr', dialogListSchema),
    enabled,
    staleTime: 60_000,
  })
}

/** PUT /dialogs/dr/{key}: an admin saves one text; the dialogs query is refreshed after save (SPEC 7.3). */
export function useUpdateDialog() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ key, text }: { key: string; text: DialogText }) =>
      api.put(`/dialogs/dr/${encodeURIComponent(key)}`, text, dialogLeafSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.dialogs.doctors }),
  })
}
