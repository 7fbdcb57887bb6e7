import { centreOrderResultSchema } from '@app/domain/centre-orders'
import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/**
 * The answer of GET /centre-orders/results as the contract states it (issue 43 §5). The domain has no schema for it
 * yet; this one is read only here, and goes once the domain names one.
 */
const centreOrderResultsSchema = z.object({
  items: z.array(centreOrderResultSchema.extend({ orderId: z.string(), deliveredAt: z.string() })),
})
export type CentreOrderResultPoint = z.infer<typeof centreOrderResultsSchema>['items'][number]

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
