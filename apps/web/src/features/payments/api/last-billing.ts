import { lastBillingSchema } from '@app/domain/payments'
import { useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** GET /payments/billing: the billing details the payer gave last, to fill the next card form (issue 41 §4). */
export function useLastBilling() {
  return useQuery({
    queryKey: queryKeys.payments.billing,
    queryFn: () => api.get('/payments/billing', lastBillingSchema),
    staleTime: 60_000,
  })
}
