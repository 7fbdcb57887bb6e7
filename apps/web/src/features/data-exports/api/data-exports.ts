import { exportListSchema, type ExportChoice } from '@app/domain/data-exports'
import { useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** What each export holds (issue 10 §4). */
export function useDataExports() {
  return useQuery({
    queryKey: queryKeys.dataExports,
    queryFn: () => api.get('/data-exports', exportListSchema),
  })
}

/** A zip download: a plain link, so the browser streams the file to disk. */
export const exportZipUrl = (choice: ExportChoice) => `/api/v1/data-exports/${choice}`
