import { hydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query'
import { ApiError } from '#web/shared/lib/api-client'

/** A 4xx answer will not change by asking again; network failures and 5xx get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

/**
 * How long data the server rendered a page with is taken as it is (issue 42 §2): the page's queries find it in the
 * cache and do not fetch it a second time as they mount. Later mounts fetch again as any query's would.
 */
export const serverDataFreshMs = 60_000

const fromServer = new WeakSet<Query>()

/** A query refetches when a reader mounts, unless its data came with the page from the server a moment ago. */
function refetchOnMount(query: Query): boolean {
  return !(fromServer.has(query) && Date.now() - query.state.dataUpdatedAt < serverDataFreshMs)
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, refetchOnMount },
      mutations: { retry: false },
    },
  })
}

/** The data the server rendered the page with, put in the browser's cache before the page hydrates. */
export function hydrateServerData(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, state)
  for (const { queryHash } of state.queries) {
    const query = queryClient.getQueryCache().get(queryHash)
    if (query) fromServer.add(query)
  }
}
