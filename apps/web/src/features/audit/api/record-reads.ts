import { recordReadListSchema } from '@app/domain/audit'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/**
 * Who read my record (issue 11 §3), one page at a time. The language is in the key: a doctor's name comes in the
 * reader's language.
 */
export function useRecordReads(page: number, language: string) {
  return useQuery({
    queryKey: queryKeys.recordReads.page(page, language),
    queryFn: () => api.get(`/record-reads?page=${page}`, recordReadListSchema),
    placeholderData: keepPreviousData,
  })
}
