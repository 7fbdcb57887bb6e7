import type { CentreHours, CentreKind, CentreOfferInput } from '@app/domain/centres'
import { sql, type Selectable } from 'kysely'
import type { Database } from '#api/db/database'
import type { CentreServicesTable } from '#api/db/schema'

/** Issue 43 §1: the centres' catalogue, each centre's offers and opening hours. */

const serviceColumns = [
  's.id',
  's.kind',
  's.code',
  's.categoryId',
  's.commercialCategoryId',
  's.nameEn',
  's.nameAr',
  's.fastingHours',
  's.preparationEn',
  's.preparationAr',
] as const

/** A service as the repository reads it: the table's row without its order and search text. */
export type ServiceRow = Omit<Selectable<CentreServicesTable>, 'position' | 'searchText'>

export async function findCategories(db: Database, kind: CentreKind | undefined) {
  let query = db.selectFrom('centreCategories').select(['id', 'kind', 'commercial', 'nameEn', 'nameAr'])
  if (kind) query = query.where('kind', '=', kind)
  return query.orderBy('position').execute()
}

export async function findService(db: Database, serviceId: string): Promise<ServiceRow | undefined> {
  return db
    .selectFrom('centreServices as s')
    .select(serviceColumns)
    .where('s.id', '=', serviceId)
    .executeTakeFirst()
}

/**
 * The catalogue's services matching a search, with how many centres the viewer may see offer each and the lowest
 * price among them. `normalized` is the query through normalizeName (the name search's normalisation); a service
 * whose words start with it ranks before one that only contains it, then the catalogue's order.
 */
export async function searchServices(
  db: Database,
  filters: {
    kind?: CentreKind | undefined
    normalized: string
    categoryId?: string | undefined
    limit: number
  },
  viewerTesting: boolean,
): Promise<(ServiceRow & { centres: number; lowestPrice: number | null })[]> {
  let query = db
    .selectFrom('centreServices as s')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('centreOffers as o')
          .innerJoin('centres as c', (join) =>
            join.onRef('c.userId', '=', 'o.centreUserId').onRef('c.kind', '=', 'o.kind'),
          )
          .innerJoin('users as u', 'u.id', 'c.userId')
          .select([
            sql<number>`count(*)::int`.as('centres'),
            sql<number | null>`min(o.price)`.as('lowestPrice'),
          ])
          .whereRef('o.serviceId', '=', 's.id')
          .where('c.verified', '=', true)
          .where('u.deactivated', '=', false)
          .$if(!viewerTesting, (q) => q.where('c.testing', '=', false))
          .as('offered'),
      (join) => join.onTrue(),
    )
    .select([...serviceColumns, 'offered.centres', 'offered.lowestPrice'])
  if (filters.kind) query = query.where('s.kind', '=', filters.kind)
  if (filters.categoryId) {
    const categoryId = filters.categoryId
    query = query.where((eb) =>
      eb.or([eb('s.categoryId', '=', categoryId), eb('s.commercialCategoryId', '=', categoryId)]),
    )
  }
  if (filters.normalized) {
    // LIKE's own characters in what was typed match only themselves.
    const text = filters.normalized.replaceAll(/[\\%_]/g, (c) => `\\${c}`)
    const startsAWord = sql<boolean>`${sql.ref('s.searchText')} like ${`${text}%`} or ${sql.ref('s.searchText')} like ${`% ${text}%`}`
    query = query
      .where('s.searchText', 'like', `%${text}%`)
      .orderBy(sql`case when ${startsAWord} then 0 else 1 end`)
  }
  const rows = await query.orderBy('s.position').limit(filters.limit).execute()
  return rows.map((row) => ({ ...row, centres: row.centres ?? 0, lowestPrice: row.lowestPrice ?? null }))
}

export async function findCentreKind(db: Database, centreUserId: string): Promise<CentreKind | undefined> {
  const row = await db
    .selectFrom('centres')
    .select('kind')
    .where('userId', '=', centreUserId)
    .executeTakeFirst()
  return row?.kind as CentreKind | undefined
}

export async function findOffers(db: Database, centreUserId: string) {
  return db
    .selectFrom('centreOffers as o')
    .innerJoin('centreServices as s', 's.id', 'o.serviceId')
    .select([
      ...serviceColumns,
      'o.price',
      'o.insurancePrice',
      'o.homeCollection',
      'o.homeCollectionPrice',
      'o.updatedAt',
    ])
    .where('o.centreUserId', '=', centreUserId)
    .orderBy('s.position')
    .execute()
}

export async function upsertOffer(
  db: Database,
  centre: { userId: string; kind: CentreKind },
  serviceId: string,
  offer: CentreOfferInput,
  now: Date,
): Promise<void> {
  await db
    .insertInto('centreOffers')
    .values({
      centreUserId: centre.userId,
      kind: centre.kind,
      serviceId,
      ...offer,
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((oc) => oc.columns(['centreUserId', 'serviceId']).doUpdateSet({ ...offer, updatedAt: now }))
    .execute()
}

/** False when the centre did not offer it. */
export async function deleteOffer(db: Database, centreUserId: string, serviceId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('centreOffers')
    .where('centreUserId', '=', centreUserId)
    .where('serviceId', '=', serviceId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

export async function findHours(db: Database, centreUserId: string) {
  return db
    .selectFrom('centreHours')
    .select(['weekday', 'opens', 'closes'])
    .where('centreUserId', '=', centreUserId)
    .orderBy('weekday')
    .orderBy('opens')
    .execute()
}

/** Replaces the week's hours in one transaction: never half of an old week and half of a new one. */
export async function replaceHours(
  db: Database,
  centre: { userId: string; kind: CentreKind },
  hours: CentreHours,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('centreHours').where('centreUserId', '=', centre.userId).execute()
    const rows = hours.days.flatMap((day) =>
      day.ranges.map((range) => ({
        centreUserId: centre.userId,
        kind: centre.kind,
        weekday: day.weekday,
        opens: range.opens,
        // PostgreSQL's time goes to 24:00:00, the end of the day.
        closes: range.closes,
      })),
    )
    if (rows.length) await trx.insertInto('centreHours').values(rows).execute()
  })
}

/** The street line of a centre's first address, as it wrote it. */
const addressLine = sql<string>`concat_ws('، ', nullif(c.addresses -> 0 ->> 'buildingNumberName', ''),
  nullif(c.addresses -> 0 ->> 'streetBlockCompound', ''), nullif(c.addresses -> 0 ->> 'districtTownVillage', ''))`

export interface CentreCardRow {
  centreId: string
  kind: string
  businessName: string
  photoFileId: string | null
  governorateId: number | null
  areaId: number | null
  address: string
  latitude: number | null
  longitude: number | null
  price: number
  insurancePrice: number | null
  homeCollection: boolean
  homeCollectionPrice: number | null
  distanceKm: number | null
  total: number
}

/**
 * The centres a viewer may see (verified, account not deactivated, not testing unless the viewer is: SPEC 6) that
 * offer a service, filtered and sorted (issue 43 §2), one page with the count of all. Distance is the great-circle
 * distance from the patient's shared location to the centre's first address.
 */
export async function findCentresForService(
  db: Database,
  serviceId: string,
  filters: {
    governorateId?: number | undefined
    areaId?: number | undefined
    homeCollection: boolean
    insurance: boolean
    minPrice?: number | undefined
    maxPrice?: number | undefined
    from: { lat: number; lng: number } | null
    nearest: boolean
  },
  viewerTesting: boolean,
  page: { offset: number; limit: number },
): Promise<CentreCardRow[]> {
  const from = filters.from
  const distance = from
    ? sql<number | null>`round((6371 * 2 * asin(sqrt(
        power(sin(radians(c.latitude - ${from.lat}) / 2), 2) +
        cos(radians(${from.lat})) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - ${from.lng}) / 2), 2)
      )))::numeric, 1)::float8`
    : sql<number | null>`null::float8`
  let query = db
    .selectFrom('centreOffers as o')
    .innerJoin('centres as c', (join) =>
      join.onRef('c.userId', '=', 'o.centreUserId').onRef('c.kind', '=', 'o.kind'),
    )
    .innerJoin('users as u', 'u.id', 'c.userId')
    .where('o.serviceId', '=', serviceId)
    .where('c.verified', '=', true)
    .where('u.deactivated', '=', false)
    .$if(!viewerTesting, (q) => q.where('c.testing', '=', false))
    .$if(filters.governorateId !== undefined, (q) =>
      q.where('c.governorateId', '=', filters.governorateId ?? 0),
    )
    .$if(filters.areaId !== undefined, (q) => q.where('c.areaId', '=', filters.areaId ?? 0))
    .$if(filters.homeCollection, (q) => q.where('o.homeCollection', '=', true))
    .$if(filters.insurance, (q) => q.where('o.insurancePrice', 'is not', null))
    .$if(filters.minPrice !== undefined, (q) => q.where('o.price', '>=', filters.minPrice ?? 0))
    .$if(filters.maxPrice !== undefined, (q) => q.where('o.price', '<=', filters.maxPrice ?? 0))
    .select([
      'c.userId as centreId',
      'c.kind',
      'c.businessName',
      'c.photoFileId',
      'c.governorateId',
      'c.areaId',
      addressLine.as('address'),
      'c.latitude',
      'c.longitude',
      'o.price',
      'o.insurancePrice',
      'o.homeCollection',
      'o.homeCollectionPrice',
      distance.as('distanceKm'),
      sql<number>`(count(*) over ())::int`.as('total'),
    ])
  query =
    filters.nearest && from
      ? query.orderBy(sql`${distance} asc nulls last`).orderBy('o.price')
      : query.orderBy('o.price')
  return query.orderBy('c.businessName').orderBy('c.userId').offset(page.offset).limit(page.limit).execute()
}

/** The opening hours of several centres, for their cards. */
export async function findHoursOf(db: Database, centreUserIds: readonly string[]) {
  if (centreUserIds.length === 0) return []
  return db
    .selectFrom('centreHours')
    .select(['centreUserId', 'weekday', 'opens', 'closes'])
    .where('centreUserId', 'in', centreUserIds)
    .orderBy('weekday')
    .orderBy('opens')
    .execute()
}

/** A centre a viewer may see (the listing's rule), with its public profile. */
export async function findVisibleCentre(db: Database, centreUserId: string, viewerTesting: boolean) {
  return db
    .selectFrom('centres as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select([
      'c.userId as centreId',
      'c.kind',
      'c.businessName',
      'c.businessInfo',
      'c.photoFileId',
      'c.receptionPhone',
      'c.governorateId',
      'c.areaId',
      addressLine.as('address'),
      'c.latitude',
      'c.longitude',
      'c.certificates',
      'c.homeVisit',
    ])
    .where('c.userId', '=', centreUserId)
    .where('c.verified', '=', true)
    .where('u.deactivated', '=', false)
    .$if(!viewerTesting, (q) => q.where('c.testing', '=', false))
    .executeTakeFirst()
}
