import { auditListSchema, failedJobListSchema } from '@app/domain/audit'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export interface AuditFilters {
  actor?: string
  subject?: string
  action?: string
  from?: string
  to?: string
  page: number
}

/** The audit log (issue 10 §4), filtered and paged by the API. */
export function useAuditLog(filters: AuditFilters) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value))
  return useQuery({
    queryKey: queryKeys.audit.log(filters),
    queryFn: () => api.get(`/audit?${params.toString()}`, auditListSchema),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useFailedJobs() {
  return useQuery({
    queryKey: queryKeys.audit.failedJobs,
    queryFn: () => api.get('/audit/failed-jobs', failedJobListSchema),
  })
}

export function useRetryJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (jobId: string) => api.post(`/audit/failed-jobs/${jobId}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.audit.all }),
  })
}
