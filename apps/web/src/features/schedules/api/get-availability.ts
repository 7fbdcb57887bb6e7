import { loadMoreWindow, type Availability } from '@app/domain/schedules'
import { cairoDate } from '@app/domain/shared'
import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { useState } from 'react'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

const dayMs = 24 * 60 * 60 * 1000
// SPEC 2.8: the weekly plan covers the year ahead; no window starts beyond it.
const horizonMs = 366 * dayMs

/**
 * SPEC 2.8 and 9: the next window after `from` is 30 or 31 Cairo days (loadMoreWindow), counted from the Cairo day
 * `from` falls on, as the API counts it.
 */
export function windowDays(from: Date): 30 | 31 {
  const { to } = loadMoreWindow(from)
  const dayStart = Date.parse(`${cairoDate(from)}T00:00:00Z`)
  // Cairo's clock change shifts the end by an hour at most; rounding absorbs it.
  return Math.round((to.getTime() - dayStart) / dayMs) >= 31 ? 31 : 30
}

export const getAvailability = (doctorId: string, from: string | null) => {
  const params = from ? `?from=${encodeURIComponent(from)}&days=${windowDays(new Date(from))}` : ''
  // Read as the API sent it: the API holds its answer to `availabilitySchema` (issue 8 §5: no zod on the first screen).
  return api.get<Availability>(`/doctors/${doctorId}/availability${params}`)
}

/**
 * The window from `from` as a gathering of windows in the cache holds it (the first has `from` null, each next one
 * starts where the one before ended), with when it was read; none from a gathering invalidated since.
 */
function gatheredWindow(queryClient: QueryClient, doctorId: string, from: string | null) {
  const queries = queryClient.getQueryCache().findAll({ queryKey: queryKeys.availability.doctor(doctorId) })
  for (const query of queries) {
    // A gathering's key ends in its count of windows; a window's in 'window' and its start.
    if (typeof query.queryKey[2] !== 'number' || query.state.isInvalidated) continue
    const pages = (query.state.data ?? []) as Availability[]
    // The first window is the gathering's first; any other follows the one that ends where it starts.
    const before = from === null ? -1 : pages.findIndex((window) => window.nextFrom === from)
    const page = from === null || before >= 0 ? pages[before + 1] : undefined
    if (page) return { page, updatedAt: query.state.dataUpdatedAt }
  }
  return undefined
}

/** The windows a gathering holds are not sent again on their own with a page rendered on the server (entry-server). */
export function isGatheredWindow(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === queryKeys.availability.all[0] && queryKey[2] === 'window'
}

/**
 * One window of a doctor's free slots: from now (`from` null), or from where the window before it ended. A doctor's
 * page asks for the first beside the session (app/router.tsx). A window a gathering already holds starts from there:
 * the server's page carries each window once, in its gathering.
 */
function availabilityWindowQueryOptions(queryClient: QueryClient, doctorId: string, from: string | null) {
  return queryOptions({
    queryKey: queryKeys.availability.window(doctorId, from),
    queryFn: () => getAvailability(doctorId, from),
    // 'Load more' re-gathers the windows already shown from the cache; a saved schedule invalidates them.
    staleTime: 60_000,
    initialData: () => gatheredWindow(queryClient, doctorId, from)?.page,
    initialDataUpdatedAt: () => gatheredWindow(queryClient, doctorId, from)?.updatedAt,
  })
}

/**
 * The first `windows` windows gathered in order, each its own cached query (useInfiniteQuery would put its observer in
 * the vendor chunk the home page loads). A doctor's page asks for the first beside the session, and the server renders
 * the page with it (app/router.tsx).
 */
export function availabilityWindowsQueryOptions(
  queryClient: QueryClient,
  doctorId: string | null,
  windows: number,
) {
  return queryOptions({
    queryKey: queryKeys.availability.windows(doctorId, windows),
    queryFn: async () => {
      const pages: Availability[] = []
      let from: string | null = null
      for (let i = 0; i < windows; i++) {
        const page: Availability = await queryClient.fetchQuery(
          availabilityWindowQueryOptions(queryClient, doctorId ?? '', from),
        )
        pages.push(page)
        from = page.nextFrom
      }
      return pages
    },
  })
}

/** Free slots from now, one 30- or 31-day window per 'Load more'. */
export function useAvailability(doctorId: string | null) {
  const queryClient = useQueryClient()
  const [windows, setWindows] = useState(1)
  const [openedAt] = useState(() => Date.now())
  const query = useQuery({
    ...availabilityWindowsQueryOptions(queryClient, doctorId, windows),
    enabled: Boolean(doctorId),
    placeholderData: keepPreviousData,
  })
  const last = query.data?.at(-1)
  const hasNextPage = Boolean(last && Date.parse(last.nextFrom) - openedAt < horizonMs)
  return {
    ...query,
    hasNextPage,
    isFetchingNextPage: query.isFetching && query.isPlaceholderData,
    fetchNextPage: () => setWindows((count) => count + 1),
  }
}
