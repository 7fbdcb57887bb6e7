import type { RequestContext } from '#api/plugins/context'
import { ping } from './health.repository'

export async function checkHealth(ctx: RequestContext): Promise<boolean> {
  return ping(ctx.db).catch(() => false)
}
