import type { CentreOrderPlace, CentreOrderQuote } from '@app/domain/centre-orders'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export interface CentreOrderQuoteQuery {
  centreId: string
  serviceId: string
  place: CentreOrderPlace
  insurance: boolean
  /** YYYY-MM-DD in Cairo; absent: the first day with visit times. */
  date?: string | undefined
}

export const quoteCentreOrder = ({ date, insurance, ...rest }: CentreOrderQuoteQuery) => {
  const params = new URLSearchParams({ ...rest, insurance: String(insurance) })
  if (date) params.set('date', date)
  return api.get<CentreOrderQuote>(`/centre-orders/quote?${params.toString()}`)
}

/**
 * Issue 43 §2 (SPEC 2.5 scans and lab tests): the prices of each method the patient may pay with, the days with
 * visit times and the times of one day. Another place, insurance or day keeps the last answer on screen meanwhile.
 */
export function useCentreOrderQuote(query: CentreOrderQuoteQuery) {
  return useQuery({
    queryKey: queryKeys.centres.quote(query),
    queryFn: () => quoteCentreOrder(query),
    placeholderData: keepPreviousData,
    // A refusal (the centre no longer offers it) is an answer, not a network hiccup.
    retry: false,
  })
}
