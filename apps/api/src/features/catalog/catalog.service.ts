import type { Catalog } from '@app/domain/catalog'
import type { RequestContext } from '#api/plugins/context'
import * as catalogRepository from './catalog.repository'
import type { ReferenceData } from './catalog.repository'

/** Reference data changes only with a deploy or a seed, so one copy per process is enough. */
let cached: { db: unknown; reference: ReferenceData } | null = null

async function reference(ctx: Pick<RequestContext, 'db'>): Promise<ReferenceData> {
  if (cached?.db === ctx.db) return cached.reference
  const data = await catalogRepository.findReference(ctx.db)
  cached = { db: ctx.db, reference: data }
  return data
}

/** The catalog, with the active-doctor counts read fresh: they move whenever a doctor changes. */
export async function getCatalog(ctx: RequestContext): Promise<Catalog> {
  const [data, counts] = await Promise.all([reference(ctx), catalogRepository.findActiveDoctorCounts(ctx.db)])
  return {
    ...data,
    specialties: data.specialties.map((s) => ({
      ...s,
      activeDrsCount: counts.get(s.id) ?? { home: 0, clinic: 0, video: 0 },
    })),
  }
}

export type CatalogSpecialty = ReferenceData['specialties'][number]

/** Used by doctors: a specialty's rules (primary care, enabled practices), or undefined. */
export async function findSpecialty(
  ctx: Pick<RequestContext, 'db'>,
  id: number,
): Promise<CatalogSpecialty | undefined> {
  return (await reference(ctx)).specialties.find((s) => s.id === id)
}

/** Used by doctors: an area and its governorate, or undefined. */
export async function findArea(
  ctx: Pick<RequestContext, 'db'>,
  id: number,
): Promise<{ id: number; governorateId: number } | undefined> {
  return (await reference(ctx)).areas.find((a) => a.id === id)
}
