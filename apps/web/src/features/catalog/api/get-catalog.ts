import { localName, type Area, type Catalog } from '@app/domain/catalog'
import type { Language } from '@app/domain/shared'
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query'
import { api, apiAddress } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

const catalogPath = '/catalog'

/** Read as the API sent it: the API holds its answer to `catalogSchema` (issue 8 §5: no zod on the first screen). */
export const getCatalog = () => api.get<Catalog>(catalogPath)

/**
 * Where the browser fetches the catalog: a page rendered on the server preloads it (its data leaves the catalog out,
 * entry-server.tsx), and the answer (`public, max-age=300`) serves the next pages from the browser's cache.
 */
export const catalogAddress = apiAddress(catalogPath)

export const isCatalogQuery = (queryKey: QueryKey) => queryKey[0] === queryKeys.catalog[0]

/** Governorates, areas, specialties and nationalities change with a deploy, not during a visit. */
export function catalogQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.catalog,
    queryFn: getCatalog,
    staleTime: Infinity,
    gcTime: Infinity,
  })
}

export function useCatalog() {
  return useQuery(catalogQueryOptions())
}

/** An id and a name in the reader's language, ready for a select. */
export interface CatalogOption {
  id: number
  label: string
}

/**
 * Named and sorted in `language` by the order the API sent (`alphabetical`): the browser makes no collator for it,
 * the costliest Intl object to make on a first screen (issue 8 §5).
 */
function toOptions(
  items: { id: number; nameAr: string; nameEn: string }[],
  language: Language,
  rank: ReadonlyMap<number, number>,
): CatalogOption[] {
  const rankOf = (id: number) => rank.get(id) ?? Number.MAX_SAFE_INTEGER
  return items
    .map((item): CatalogOption => ({ id: item.id, label: localName(item, language) }))
    .sort((a, b) => rankOf(a.id) - rankOf(b.id))
}

const ranks = (ids: readonly number[]) => new Map(ids.map((id, index) => [id, index]))

export function areasOfGovernorate(
  catalog: Pick<Catalog, 'areas'>,
  governorateId: number | undefined,
): Area[] {
  if (governorateId === undefined) return []
  return catalog.areas.filter((area) => area.governorateId === governorateId)
}

/** What a form needs from the catalog, named and sorted in one language (lab and radio read English). */
export interface CatalogChoices {
  governorates: CatalogOption[]
  areasOf: (governorateId: number | undefined) => CatalogOption[]
  specialties: CatalogOption[]
  nationalities: CatalogOption[]
  governorateName: (id: number) => string | undefined
  areaName: (id: number) => string | undefined
  specialtyName: (id: number) => string | undefined
  nationalityName: (id: number) => string | undefined
}

/**
 * A catalog's choices, made once per catalog and language: the catalog is one object until it is fetched anew (in the
 * browser's query cache, and for every page the server renders, entry-server.tsx), read by every page and form.
 */
const choicesMade = new WeakMap<Catalog, Partial<Record<Language, CatalogChoices>>>()

export function catalogChoices(catalog: Catalog, language: Language): CatalogChoices {
  let made = choicesMade.get(catalog)
  if (!made) choicesMade.set(catalog, (made = {}))
  return (made[language] ??= makeChoices(catalog, language))
}

function makeChoices(catalog: Catalog, language: Language): CatalogChoices {
  const areasByGovernorate = new Map<number, CatalogOption[]>()
  // A catalog the browser's HTTP cache kept (five minutes at most) from before the API sent its orders: its lists
  // stay in the API's order until it is fetched again.
  const order = (catalog as Partial<Catalog>).alphabetical?.[language] ?? {
    areas: [],
    specialties: [],
    nationalities: [],
  }
  const areaRanks = ranks(order.areas)
  const nameOf = (items: { id: number; nameAr: string; nameEn: string }[]) => {
    const names = new Map(items.map((item) => [item.id, localName(item, language)]))
    return (id: number) => names.get(id)
  }
  return {
    // Governorates keep the catalog's official order (Cairo, Alexandria, …) which people expect.
    governorates: catalog.governorates.map((g) => ({ id: g.id, label: localName(g, language) })),
    areasOf: (governorateId) => {
      if (governorateId === undefined) return []
      let areas = areasByGovernorate.get(governorateId)
      if (!areas) {
        areas = toOptions(areasOfGovernorate(catalog, governorateId), language, areaRanks)
        areasByGovernorate.set(governorateId, areas)
      }
      return areas
    },
    specialties: toOptions(catalog.specialties, language, ranks(order.specialties)),
    nationalities: toOptions(catalog.nationalities, language, ranks(order.nationalities)),
    governorateName: nameOf(catalog.governorates),
    areaName: nameOf(catalog.areas),
    specialtyName: nameOf(catalog.specialties),
    nationalityName: nameOf(catalog.nationalities),
  }
}
