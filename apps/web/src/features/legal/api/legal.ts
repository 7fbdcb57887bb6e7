import { legalTextSchema, type LegalKey } from '@app/domain/legal'
import { queryOptions, useQuery } from '@tanstack/react-query'
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
