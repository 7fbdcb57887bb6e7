import { leadListSchema, leadSchema, type LeadList, type UpdateLead } from '@app/domain/leads'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** The admins' leads (issue 10 §2): newest first, a name or a mobile from 2 characters, a page. */
export function useLeads(filters: { q?: string; page: number }) {
  const params = new URLSearchParams({ page: String(filters.page) })
  if (filters.q) params.set('q', filters.q)
  return useQuery({
    queryKey: queryKeys.leads.list(filters),
    queryFn: () => api.get(`/leads?${params.toString()}`, leadListSchema),
    placeholderData: keepPreviousData,
  })
}

/** A toggle saved at once (SPEC 4): shown flipped straight away, put back if the save fails. */
export function useUpdateLead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ leadId, change }: { leadId: string; change: UpdateLead }) =>
      api.patch(`/leads/${leadId}`, change, leadSchema),
    onMutate: async ({ leadId, change }) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.leads.all })
      const previous = queryClient.getQueriesData<LeadList>({ queryKey: queryKeys.leads.all })
      queryClient.setQueriesData<LeadList>(
        { queryKey: queryKeys.leads.all },
        (list) =>
          list && { ...list, items: list.items.map((l) => (l.id === leadId ? { ...l, ...change } : l)) },
      )
      return { previous }
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.leads.all }),
  })
}

/** The zip of every lead: a plain download link (the browser streams it to a file; no fetch holds it). */
export const leadsZipUrl = '/api/v1/leads/export'
