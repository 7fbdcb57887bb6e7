import {
  centreOrderListSchema,
  type CentreOrderList,
  type CentreOrderStatus,
  type CentreOrderTab,
} from '@app/domain/centre-orders'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

export interface CentreOrderFilters {
  /** A centre's tab; a patient's list has none. */
  tab?: CentreOrderTab
  q?: string
  serviceId?: string
  from?: string
  to?: string
  /** A patient's list: one medical file (the health record's), and one status (its delivered orders). */
  medicalFileId?: string
  status?: CentreOrderStatus
  /** A doctor's list: the orders answering one of their consults' referrals (its booking id). */
  referral?: string
}

/** GET /centre-orders: one page of the caller's orders, and the count of each of a centre's tabs. */
export const listCentreOrders = (filters: CentreOrderFilters, cursor: string | undefined) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries({ ...filters, cursor }))
    if (value !== undefined && value !== '') search.set(key, value)
  const query = search.toString()
  return api.get(`/centre-orders${query ? `?${query}` : ''}`, centreOrderListSchema)
}

/** A minute: a centre's new orders come in while the page is open, and an order moves tab when its time passes. */
const refreshMs = 60_000

/** The orders a page at a time ("Load more" follows `nextCursor`), newest first for a patient. */
export function useCentreOrders(filters: CentreOrderFilters, { live = false }: { live?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: queryKeys.centreOrders.list(filters),
    queryFn: ({ pageParam }) => listCentreOrders(filters, pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (last: CentreOrderList) => last.nextCursor ?? undefined,
    refetchInterval: live ? refreshMs : false,
    // Another tab or search keeps the tabs' counts and the list on screen, dimmed, until its own first page comes.
    placeholderData: keepPreviousData,
  })
}
