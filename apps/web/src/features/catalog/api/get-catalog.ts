import { localName, type Area, type Catalog } from '@app/domain/catalog'
import type { Language } from '@app/domain/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { collator } from '@app/i18n/format'

export const catalogQueryKey = ['catalog'] as const

/** Read as the API sent it: the API holds its answer to `catalogSchema` (issue 8 §5: no zod on the first screen). */
export const getCatalog = () => api.get<Catalog>('/catalog')

/** Governorates, areas, specialties and nationalities change with a deploy, not during a visit. */
export function catalogQueryOptions() {
  return queryOptions({
    queryKey: catalogQueryKey,
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

export function toOptions(items: { id: number; nameAr: string; nameEn: string }[], language: Language) {
  const compare = collator(language).compare
  return items
    .map((item): CatalogOption => ({ id: item.id, label: localName(item, language) }))
    .sort((a, b) => compare(a.label, b.label))
}

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

export function catalogChoices(catalog: Catalog, language: Language): CatalogChoices {
  const areasByGovernorate = new Map<number, CatalogOption[]>()
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
        areas = toOptions(areasOfGovernorate(catalog, governorateId), language)
        areasByGovernorate.set(governorateId, areas)
      }
      return areas
    },
    specialties: toOptions(catalog.specialties, language),
    nationalities: toOptions(catalog.nationalities, language),
    governorateName: nameOf(catalog.governorates),
    areaName: nameOf(catalog.areas),
    specialtyName: nameOf(catalog.specialties),
    nationalityName: nameOf(catalog.nationalities),
  }
}
