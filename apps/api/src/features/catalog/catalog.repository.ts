import type { Catalog } from '@app/domain/catalog'
import type { Database } from '#api/db/database'

export async function findCatalog(db: Database): Promise<Catalog> {
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
