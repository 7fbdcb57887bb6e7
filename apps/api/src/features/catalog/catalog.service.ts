import { localName, type AlphabeticalOrder, type Catalog } from '@app/domain/catalog'
import { collator } from '@app/i18n/format'
import type { ErrorIssue } from '@app/domain/shared'
import type { RequestContext } from '#api/plugins/context'
import * as catalogRepository from './catalog.repository'
import type { ReferenceData } from './catalog.repository'

/** Reference data changes only with a deploy or a seed, so one copy per process is enough. */
let cached: { db: unknown; reference: ReferenceData; alphabetical: Catalog['alphabetical'] } | null = null

async function loaded(ctx: Pick<RequestContext, 'db'>) {
  if (cached?.db === ctx.db) return cached
  const data = await catalogRepository.findReference(ctx.db)
  cached = { db: ctx.db, reference: data, alphabetical: { ar: inOrder(data, 'ar'), en: inOrder(data, 'en') } }
  return cached
}

async function reference(ctx: Pick<RequestContext, 'db'>): Promise<ReferenceData> {
  return (await loaded(ctx)).reference
}

/** The named lists' ids sorted by their names in `language`, with the collator the web uses for its own lists. */
function inOrder(data: ReferenceData, language: 'ar' | 'en'): AlphabeticalOrder {
  const compare = collator(language).compare
  const ids = (items: { id: number; nameAr: string; nameEn: string }[]) =>
    items
      .map((item) => ({ id: item.id, name: localName(item, language) }))
      .sort((a, b) => compare(a.name, b.name) || a.id - b.id)
      .map((item) => item.id)
  return {
    areas: ids(data.areas),
    specialties: ids(data.specialties),
    nationalities: ids(data.nationalities),
  }
}

/** The catalog last built, and the counts it was built with. */
let built: { reference: ReferenceData; counts: string; catalog: Catalog } | null = null

/**
 * The catalog, with the active-doctor counts read fresh: they move whenever a doctor changes. The counts are public
 * and read from the read replica (issue 44 §4); the reference lists are this process's copy, read once. While the
 * counts stay the same the answer is the same object, which its readers only read: the route serialises it once
 * (every public page rendered on the server reads the catalog, issue 42 §3).
 */
export async function getCatalog(ctx: RequestContext): Promise<Catalog> {
  const [{ reference: data, alphabetical }, counts] = await Promise.all([
    loaded(ctx),
    catalogRepository.findActiveDoctorCounts(ctx.reads),
  ])
  const countsKey = JSON.stringify([...counts])
  if (built?.reference === data && built.counts === countsKey) return built.catalog
  const catalog: Catalog = {
    ...data,
    alphabetical,
    specialties: data.specialties.map((s) => ({
      ...s,
      activeDrsCount: counts.get(s.id) ?? { home: 0, clinic: 0, video: 0 },
    })),
  }
  built = { reference: data, counts: countsKey, catalog }
  return catalog
}

export type CatalogSpecialty = ReferenceData['specialties'][number]

/** Used by doctors: a specialty's rules (primary care, enabled practices), or undefined. */
export async function findSpecialty(
  ctx: Pick<RequestContext, 'db'>,
  id: number,
): Promise<CatalogSpecialty | undefined> {
  return (await reference(ctx)).specialties.find((s) => s.id === id)
}

/** Used by doctors: an area and its governorate, or undefined; web-shell names it in a clinic's address. */
export async function findArea(
  ctx: Pick<RequestContext, 'db'>,
  id: number,
): Promise<{ id: number; governorateId: number; nameAr: string; nameEn: string } | undefined> {
  return (await reference(ctx)).areas.find((a) => a.id === id)
}

/** Used by web-shell: a governorate (its names for a clinic's address, issue 42 §2), or undefined. */
export async function findGovernorate(
  ctx: Pick<RequestContext, 'db'>,
  id: number,
): Promise<{ id: number; nameAr: string; nameEn: string } | undefined> {
  return (await reference(ctx)).governorates.find((g) => g.id === id)
}

/** Used by profiles: a nationality, or undefined. */
export async function findNationality(ctx: Pick<RequestContext, 'db'>, id: number) {
  return (await reference(ctx)).nationalities.find((n) => n.id === id)
}

/** An issue for a reference id that names nothing in the catalog (issue 7 §1: a 400 naming the field, not a 500). */
export const unknownReference = (path: string): ErrorIssue => ({ path, code: 'validation:unknownReference' })

/**
 * The problems of a place chosen from the catalog: the governorate must exist, and the area too and lie in that
 * governorate (SPEC 3.1). `prefix` is the place's path in the request body.
 */
export async function placeIssues(
  ctx: Pick<RequestContext, 'db'>,
  place: { governorateId?: number | null | undefined; areaId?: number | null | undefined },
  prefix: string,
): Promise<ErrorIssue[]> {
  const data = await reference(ctx)
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field)
  const issues: ErrorIssue[] = []
  const { governorateId, areaId } = place
  if (governorateId != null && !data.governorates.some((g) => g.id === governorateId))
    issues.push(unknownReference(at('governorateId')))
  if (areaId != null) {
    const area = data.areas.find((a) => a.id === areaId)
    if (!area || (governorateId != null && area.governorateId !== governorateId))
      issues.push(unknownReference(at('areaId')))
  }
  return issues
}

/** The problems of a list of addresses (patients', centres'): each place must be in the catalog. */
export async function addressesIssues(
  ctx: Pick<RequestContext, 'db'>,
  addresses: readonly { governorateId: number; areaId: number }[],
  prefix = 'addresses',
): Promise<ErrorIssue[]> {
  const lists = await Promise.all(addresses.map((a, index) => placeIssues(ctx, a, `${prefix}.${index}`)))
  return lists.flat()
}
