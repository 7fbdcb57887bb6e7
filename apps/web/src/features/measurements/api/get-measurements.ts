import { measurementListSchema } from '@app/domain/measurements'
import { useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** Height and weight of one medical file (the account's own without `fileId`), newest first. */
export function useMeasurements(fileId?: string) {
  return useQuery({
    queryKey: queryKeys.measurements.file(fileId),
    queryFn: () =>
      api.get(
        fileId ? `/measurements?fileId=${encodeURIComponent(fileId)}` : '/measurements',
        measurementListSchema,
      ),
  })
}
