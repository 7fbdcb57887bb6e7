import { centreOrderResultsSchema, type CentreOrderResults } from '@app/domain/centre-orders'
import { useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export type CentreOrderResultPoint = CentreOrderResults['items'][number]

/** GET /centre-orders/results?medicalFileId=&test=: one test's values in a medical file, over time. */
export const getCentreOrderResults = (medicalFileId: string, test: string) =>
  api.get(`/centre-orders/results?${new URLSearchParams({ medicalFileId, test })}`, centreOrderResultsSchema)

export function useCentreOrderResults(medicalFileId: string | undefined, test: string | null) {
  return useQuery({
    queryKey: queryKeys.centreOrders.results(medicalFileId ?? '', test ?? ''),
    queryFn: () => getCentreOrderResults(medicalFileId ?? '', test ?? ''),
    enabled: Boolean(medicalFileId && test),
  })
}
