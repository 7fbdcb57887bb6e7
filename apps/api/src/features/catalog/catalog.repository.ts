import type { Catalog } from '@app/domain/catalog'
import type { Database } from '#api/db/database'

export type ReferenceData = Omit<Catalog, 'specialties' | 'alphabetical'> & {
  specialties: Omit<Catalog['specialties'][number], 'activeDrsCount'>[]
}

/** The lists that change only with a deploy or a seed. */
export async function findReference(db: Database): Promise<ReferenceData> {
  const [governorates, areas, specialties, nationalities] = await Promise.all([
    db.selectFrom('governorates').select(['id', 'code', 'nameAr', 'nameEn']).orderBy('id').execute(),
    db
      .selectFrom('areas')
      .select(['id', 'governorateId', 'nameAr', 'nameEn'])
      .orderBy('governorateId')
      .orderBy('nameEn')
      .execute(),
    db
      .selectFrom('specialties')
      .select(['id', 'nameAr', 'nameEn', 'isPrimaryCare', 'enabledVideo', 'enabledClinic', 'enabledHome'])
      .orderBy('isPrimaryCare', 'desc')
      .orderBy('nameEn')
      .execute(),
    db
      .selectFrom('nationalities')
      .select(['id', 'iso2', 'phoneCode', 'nameEn', 'nameAr', 'nameFr'])
      .orderBy('id')
      .execute(),
  ])
  return { governorates, areas, specialties, nationalities }
}

/** SPEC 3.2 activeDrsCount, kept by triggers on doctors (migration 2026_11_21_0700). */
export async function findActiveDoctorCounts(
  db: Database,
): Promise<Map<number, { home: number; clinic: number; video: number }>> {
  const rows = await db
    .selectFrom('specialties')
    .select(['id', 'activeDrsVideo', 'activeDrsClinic', 'activeDrsHome'])
    .execute()
  return new Map(
    rows.map((r) => [r.id, { home: r.activeDrsHome, clinic: r.activeDrsClinic, video: r.activeDrsVideo }]),
  )
}
