import { z } from 'zod'

/**
 * `GET /api/v1/time`: the server's clock (SPEC 7.4, 9: a server-time offset, refreshed every 36,000 ms), so a device
 * whose own clock is wrong still counts down to a consult and opens its room at the right moment. Apart from time.ts,
 * which every page's first screen uses: a schema brings zod, which must not come with them.
 */
export const serverTimeSchema = z.object({ now: z.iso.datetime() })
export type ServerTime = z.infer<typeof serverTimeSchema>
