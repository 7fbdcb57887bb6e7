import type { CentreHours, CentreKind, CentreOfferInput } from '@app/domain/centres'
import { sql, type RawBuilder, type Selectable } from 'kysely'
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
 * price among them (kept per service by triggers: centre_service_counts, migration 2026_12_05_0200; a testing viewer
 * reads the counts that include testing centres, SPEC 6). `normalized` is the query through normalizeName (the name
 * search's normalisation); a service whose words start with it ranks before one that only contains it, then the
 * catalogue's order.
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
    .leftJoin('centreServiceCounts as n', 'n.serviceId', 's.id')
    .select([
      ...serviceColumns,
      viewerTesting ? 'n.testingCentres as centres' : 'n.centres',
      viewerTesting ? 'n.testingLowestPrice as lowestPrice' : 'n.lowestPrice',
    ])
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
  /** Its opening hours, by weekday and opening time. */
  hours: CentreHoursRow[]
}

/** A period of a centre's opening hours as PostgreSQL writes a time: 'HH:MM:SS', the end of a day '24:00:00'. */
export interface CentreHoursRow {
  weekday: number
  opens: string
  closes: string
}

/**
 * The centres a viewer may see (verified, account not deactivated, not testing unless the viewer is: SPEC 6) that
 * offer a service, filtered and sorted (issue 43 §2), one page with the count of all. Distance is the great-circle
 * distance from the patient's shared location to the centre's first address.
 *
 * Two steps in one query (issue 43 §6: a service offered by thousands of centres): the offers are filtered, counted,
 * sorted and paged on the centre's facts each offer carries (copied by triggers, read from the offers' service index
 * alone: migration 2026_12_05_0200), then only the page's centres are read for their cards, with their hours.
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
  // Great-circle km from the patient to the location of `place` (an offer's copy of its centre's, or the centre's own:
  // the same numbers), and as the cards show it and the nearest sort groups it: to 0.1 km.
  const kmOf = (place: 'o' | 'c') =>
    from
      ? sql<number | null>`(6371 * 2 * asin(sqrt(
        power(sin(radians(${sql.ref(`${place}.latitude`)} - ${from.lat}) / 2), 2) +
        cos(radians(${from.lat})) * cos(radians(${sql.ref(`${place}.latitude`)})) *
          power(sin(radians(${sql.ref(`${place}.longitude`)} - ${from.lng}) / 2), 2)
      )))`
      : sql<number | null>`null::float8`
  const rounded = (km: RawBuilder<number | null>) => sql<number | null>`round((${km})::numeric, 1)::float8`
  // Unfiltered, the count of all is the service's kept count (centre_service_counts: the same rule of who is listed),
  // and the cheapest page is read from the start of the offers' index without counting the rest.
  const filtered =
    filters.governorateId !== undefined ||
    filters.areaId !== undefined ||
    filters.homeCollection ||
    filters.insurance ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined
  const offers = db
    .selectFrom('centreOffers as o')
    .where('o.serviceId', '=', serviceId)
    .where('o.listed', '=', true)
    .$if(!viewerTesting, (q) => q.where('o.testing', '=', false))
    .$if(filters.governorateId !== undefined, (q) =>
      q.where('o.governorateId', '=', filters.governorateId ?? 0),
    )
    .$if(filters.areaId !== undefined, (q) => q.where('o.areaId', '=', filters.areaId ?? 0))
    .$if(filters.homeCollection, (q) => q.where('o.homeCollection', '=', true))
    .$if(filters.insurance, (q) => q.where('o.insurancePrice', 'is not', null))
    .$if(filters.minPrice !== undefined, (q) => q.where('o.price', '>=', filters.minPrice ?? 0))
    .$if(filters.maxPrice !== undefined, (q) => q.where('o.price', '<=', filters.maxPrice ?? 0))
    .select([
      'o.centreUserId',
      'o.kind',
      'o.price',
      'o.insurancePrice',
      'o.homeCollection',
      'o.homeCollectionPrice',
      'o.businessName',
      filtered
        ? sql<number>`(count(*) over ())::int`.as('total')
        : sql<number>`coalesce((select ${sql.ref(viewerTesting ? 'k.testingCentres' : 'k.centres')}
            from centre_service_counts k where k.service_id = ${serviceId}), 0)`.as('total'),
    ])
  const byPrice = offers
    .select(sql<number | null>`null::float8`.as('sortKm'))
    .orderBy('o.price')
    .orderBy('o.businessName')
    .orderBy('o.centreUserId')
    .offset(page.offset)
    .limit(page.limit)
  const nearest = filters.nearest && from !== null
  // Both give the same columns; the nearest one's builder knows its two CTEs besides.
  const listed: typeof byPrice = nearest
    ? // Nearest first: the distance to 0.1 km (a number's rounding, the costly part) only for the rows that can be on
      // the page: those within 0.2 km of the page's farthest by the unrounded distance (rounding moves a distance by
      // 0.05 km at most, so none beyond can sort before it), and those without a location (last, by price).
      (db
        .with('matched', () => offers.select(kmOf('o').as('km')))
        .with('edge', (w) =>
          w
            .selectFrom('matched')
            .select('km')
            .where('km', 'is not', null)
            .orderBy('km')
            .offset(page.offset + page.limit - 1)
            .limit(1),
        )
        .selectFrom('matched as m')
        .where(({ eb, or, selectFrom }) =>
          or([
            eb('m.km', 'is', null),
            eb(
              'm.km',
              '<=',
              sql<number>`coalesce(${selectFrom('edge').select('km')}, 'infinity'::float8) + 0.2`,
            ),
          ]),
        )
        .select([
          'm.centreUserId',
          'm.kind',
          'm.price',
          'm.insurancePrice',
          'm.homeCollection',
          'm.homeCollectionPrice',
          'm.businessName',
          'm.total',
          rounded(sql.ref('m.km')).as('sortKm'),
        ])
        .orderBy(sql`${rounded(sql.ref('m.km'))} asc nulls last`)
        .orderBy('m.price')
        .orderBy('m.businessName')
        .orderBy('m.centreUserId')
        .offset(page.offset)
        .limit(page.limit) as unknown as typeof byPrice)
    : byPrice

  let query = db
    .selectFrom(listed.as('l'))
    .innerJoin('centres as c', (join) =>
      join.onRef('c.userId', '=', 'l.centreUserId').onRef('c.kind', '=', 'l.kind'),
    )
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
      'l.price',
      'l.insurancePrice',
      'l.homeCollection',
      'l.homeCollectionPrice',
      rounded(kmOf('c')).as('distanceKm'),
      'l.total',
      sql<
        CentreHoursRow[]
      >`(select coalesce(json_agg(json_build_object('weekday', h.weekday, 'opens', h.opens,
          'closes', h.closes) order by h.weekday, h.opens), '[]')
        from centre_hours h where h.centre_user_id = c.user_id)`.as('hours'),
    ])
  if (nearest) query = query.orderBy(sql`${sql.ref('l.sortKm')} asc nulls last`)
  return query.orderBy('l.price').orderBy('l.businessName').orderBy('l.centreUserId').execute()
}

/** The street line of each centre's first address (a user may run a lab and a radiology centre: by both). */
export async function findAddressLines(
  db: Database,
  userIds: readonly string[],
): Promise<{ userId: string; kind: string; address: string }[]> {
  if (userIds.length === 0) return []
  return db
    .selectFrom('centres as c')
    .select(['c.userId', 'c.kind', addressLine.as('address')])
    .where('c.userId', 'in', [...new Set(userIds)])
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
