import {
  legalAcceptancesSchema,
  legalTextSchema,
  legalVersionsSchema,
  pendingLegalSchema,
  type AcceptLegal,
  type LegalKey,
  type PublishLegalText,
} from '@app/domain/legal'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** GET /legal/{key} (issue 45 §1): a legal text's latest version; public, rendered on the server with its page. */
export function legalTextQueryOptions(key: LegalKey) {
  return queryOptions({
    queryKey: queryKeys.legal.text(key),
    queryFn: () => api.get(`/legal/${key}`, legalTextSchema),
    staleTime: 5 * 60_000,
  })
}

export function useLegalText(key: LegalKey) {
  return useQuery(legalTextQueryOptions(key))
}

/** GET /legal/{key}/versions: every version of a text, newest first; admins only. */
export function useLegalVersions(key: LegalKey) {
  return useQuery({
    queryKey: queryKeys.legal.versions(key),
    queryFn: () => api.get(`/legal/${key}/versions`, legalVersionsSchema),
  })
}

/** POST /legal/{key}/versions: an admin publishes the next version; the text and its versions are read again. */
export function usePublishLegalText() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ key, text }: { key: LegalKey; text: PublishLegalText }) =>
      api.post(`/legal/${key}/versions`, text, legalTextSchema),
    onSuccess: (_published, { key }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.legal.versions(key) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.legal.text(key) }),
      ]),
  })
}

/** GET /legal-acceptances/pending: the new versions of the texts the signed-in person has yet to accept. */
export function usePendingLegal(userId: string | null) {
  return useQuery({
    queryKey: queryKeys.legal.pending(userId ?? ''),
    queryFn: () => api.get('/legal-acceptances/pending', pendingLegalSchema),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
  })
}

/** POST /legal-acceptances: the person accepts the versions shown; the answer is what is still pending (none). */
export function useAcceptLegal(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AcceptLegal) => api.post('/legal-acceptances', input, pendingLegalSchema),
    onSuccess: (pending) => queryClient.setQueryData(queryKeys.legal.pending(userId), pending),
  })
}

/** GET /legal-acceptances/users/{userId}: what a person accepted and when; admins only. */
export function useUserAcceptances(userId: string) {
  return useQuery({
    queryKey: queryKeys.legal.acceptances(userId),
    queryFn: () => api.get(`/legal-acceptances/users/${userId}`, legalAcceptancesSchema),
  })
}
