import { measurementListSchema } from '@app/domain/measurements'
import { useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'

/** Every file's measurements share this prefix: a change invalidates them all. */
export const measurementsKey = ['measurements'] as const

export const measurementsQueryKey = (fileId: string | undefined) =>
  [...measurementsKey, fileId ?? 'own'] as const

/** Height and weight of one medical file (the account's own without `fileId`), newest first. */
export function useMeasurements(fileId?: string) {
  return useQuery({
    queryKey: measurementsQueryKey(fileId),
    queryFn: () =>
      api.get(
        fileId ? `/measurements?fileId=${encodeURIComponent(fileId)}` : '/measurements',
        measurementListSchema,
      ),
  })
}
