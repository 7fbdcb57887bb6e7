import type { Catalog } from '@app/domain/catalog'
import type { RequestContext } from '#api/plugins/context'
import * as catalogRepository from './catalog.repository'

/** Reference data changes only with a deploy or a seed, so one copy per process is enough. */
let cached: { db: unknown; catalog: Catalog } | null = null

export async function getCatalog(ctx: RequestContext): Promise<Catalog> {
  if (cached?.db === ctx.db) return cached.catalog
  const catalog = await catalogRepository.findCatalog(ctx.db)
  cached = { db: ctx.db, catalog }
  return catalog
}
