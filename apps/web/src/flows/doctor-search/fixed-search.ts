import type { Catalog } from '@app/domain/catalog'
import type { DoctorSearchQuery } from '@app/domain/doctors'
import { medTitles } from '@app/domain/profiles'
import type { Params } from '#web/shared/lib/router'

/** A list's fixed part: at least its kind of practice. */
export type FixedSearch = Partial<DoctorSearchQuery> & { practice: 'video' | 'clinic' }

/**
 * Whether a list page's fixed search comes from the catalog (a specialty it names): the others' first page of doctors
 * is asked for without waiting for the catalog (app/router.tsx).
 */
export const fixedSearchReadsCatalog = (name: string) => name === 'primaryDoctors' || name === 'specialists'

/**
 * What a list page fixes of its search (SPEC 2.1, 2.4–2.6), from the catalog and its address; null where the page
 * shows no list (/specialists before a specialty is chosen). One rule for the pages (app/routes/doctors) and for the
 * first screen's data that the server renders them with (app/router.tsx).
 */
export function fixedSearchOf(
  /** The page's route name (app/paths.ts). */
  name: string,
  catalog: Catalog | undefined,
  params: Params,
  search: URLSearchParams,
): FixedSearch | null {
  switch (name) {
    case 'primaryDoctors':
      // Without a catalog the list still loads, just unnarrowed by specialty.
      return { practice: 'video', specialtyId: catalog?.specialties.find((s) => s.isPrimaryCare)?.id }
    case 'specialists': {
      const chosen = Number(search.get('specialtyId'))
      const specialty = catalog?.specialties.find(
        (s) => s.id === chosen && s.enabledVideo && !s.isPrimaryCare,
      )
      return specialty ? { practice: 'video', specialtyId: specialty.id } : null
    }
    case 'clinicSearch':
      return { practice: 'clinic' }
    case 'doctors': {
      const specialtyId = Number(params.specialtyId)
      const validSpecialty = Number.isInteger(specialtyId) && specialtyId > 0
      return {
        practice: 'video',
        specialtyId: validSpecialty ? specialtyId : undefined,
        medTitle: medTitles.find((title) => title === params.medTitle),
      }
    }
    default:
      return null
  }
}
