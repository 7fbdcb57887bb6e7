import { constants, serverTimeSchema } from '@app/domain/shared'
import { useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { offsetFrom } from '#web/shared/lib/server-clock'

/**
 * GET /time (SPEC 7.4, 9): this device's clock's offset from the server's, read while a page that counts time is
 * open and again every 36,000 ms. Until it comes, or if it cannot, the device's own clock is used (offset 0).
 */
export function useServerTimeOffset(): number {
  const offset = useQuery({
    queryKey: queryKeys.serverTime,
    queryFn: async () => {
      const sentAt = Date.now()
      const { now } = await api.get('/time', serverTimeSchema)
      return offsetFrom(sentAt, Date.now(), Date.parse(now))
    },
    refetchInterval: constants.serverTimeRefreshMs,
    staleTime: constants.serverTimeRefreshMs,
    retry: false,
  })
  return offset.data ?? 0
}
