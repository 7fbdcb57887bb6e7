import { searchPrefixes, searchTokens, type DoctorSearchQuery, type PracticeKind } from '@app/domain/doctors'
import { sql, type Expression, type Selectable, type SqlBool, type Updateable } from 'kysely'
import type { Database } from '#api/db/database'
import type { DoctorsTable } from '#api/db/schema'
import type { KeptNextSlot } from '#api/features/schedules/schedules.service'
import type { BroadSearches } from './doctors.broad-searches'
import type { NameWords } from './doctors.name-words'

/** A doctor's row as the service reads it (the generated search columns stay in the database). */
export type DoctorRecord = Omit<Selectable<DoctorsTable>, 'searchVector'>

/** The columns of each practice (SPEC 2.8: video, clinic, home). */
export const practiceColumns = {
  video: { active: 'videoActive', price: 'videoPrice', patientPrice: 'videoPatientPrice' },
  clinic: { active: 'clinicActive', price: 'clinicPrice', patientPrice: 'clinicPatientPrice' },
  home: { active: 'homeActive', price: 'homePrice', patientPrice: 'homePatientPrice' },
} as const satisfies Record<PracticeKind, { active: string; price: string; patientPrice: string }>

export async function findById(
  db: Database,
  userId: string,
  forUpdate = false,
): Promise<DoctorRecord | undefined> {
  let query = db.selectFrom('doctors').selectAll().where('userId', '=', userId)
  if (forUpdate) query = query.forUpdate()
  const row = await query.executeTakeFirst()
  if (!row) return undefined
  const { searchVector: _searchVector, ...record } = row
  return record
}

export type DoctorChanges = Omit<
  Updateable<DoctorsTable>,
  'userId' | 'createdAt' | 'certificates' | 'languages' | 'clinicPhones' | 'regCompleteness'
> & {
  certificates?: { name: string; nameEn?: string; category?: string; type?: string }[]
  languages?: { code: string; level: string }[]
  clinicPhones?: string[]
}

export async function update(db: Database, userId: string, changes: DoctorChanges): Promise<void> {
  const { certificates, languages, clinicPhones, ...plain } = changes
  await db
    .updateTable('doctors')
    .set({
      ...plain,
      ...(certificates ? { certificates: JSON.stringify(certificates) } : {}),
      ...(languages ? { languages: JSON.stringify(languages) } : {}),
      ...(clinicPhones ? { clinicPhones: JSON.stringify(clinicPhones) } : {}),
      updatedAt: new Date(),
    })
    .where('userId', '=', userId)
    .execute()
}

export async function setRegCompleteness(
  db: Database,
  userId: string,
  regCompleteness: Record<string, number>,
): Promise<void> {
  await db
    .updateTable('doctors')
    .set({ regCompleteness: JSON.stringify(regCompleteness) })
    .where('userId', '=', userId)
    .execute()
}

// Specialty documents

export interface DocumentRecord {
  fileId: string
  contentType: string
  createdAt: Date
}

export function findDocuments(db: Database, doctorId: string): Promise<DocumentRecord[]> {
  return db
    .selectFrom('doctorDocuments')
    .select(['fileId', 'contentType', 'createdAt'])
    .where('doctorId', '=', doctorId)
    .orderBy('createdAt')
    .orderBy('fileId')
    .execute()
}

export async function countDocuments(db: Database, doctorId: string): Promise<number> {
  const row = await db
    .selectFrom('doctorDocuments')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('doctorId', '=', doctorId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function insertDocument(
  db: Database,
  values: { fileId: string; doctorId: string; contentType: string },
): Promise<boolean> {
  const result = await db
    .insertInto('doctorDocuments')
    .columns(['fileId', 'doctorId', 'contentType'])
    .expression((eb) =>
      eb
        .selectFrom('doctors')
        .select([eb.val(values.fileId).as('fileId'), 'userId', eb.val(values.contentType).as('contentType')])
        .where('userId', '=', values.doctorId),
    )
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

/** Deletes a doctor's document record; false when that doctor has no such document. */
export async function deleteDocument(db: Database, doctorId: string, fileId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('doctorDocuments')
    .where('doctorId', '=', doctorId)
    .where('fileId', '=', fileId)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

// Who may see a doctor

export interface Visibility {
  nameAr: string
  nameEn: string | null
  verified: boolean
  testing: boolean
  deactivated: boolean
  viewerTesting: boolean
}

/** Whether a user is a testing user (SPEC 6: testing doctors are listed to them). */
export async function isTestingUser(db: Database, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('testing').where('id', '=', userId).executeTakeFirst()
  return row?.testing ?? false
}

/** A doctor with their account's state and whether the viewer is a testing user: what `Visibility` is read from. */
function doctorForViewer(db: Database, doctorId: string, viewerId: string | null) {
  return db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.userId')
    .select([
      'u.deactivated',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('users as v')
              .select(sql.lit(1).as('one'))
              .where('v.id', '=', viewerId ?? nobody)
              .where('v.testing', '=', true),
          )
          .as('viewerTesting'),
    ])
    .where('d.userId', '=', doctorId)
}

export async function findVisibility(
  db: Database,
  doctorId: string,
  viewerId: string | null,
): Promise<Visibility | undefined> {
  const row = await doctorForViewer(db, doctorId, viewerId)
    .select(['d.nameAr', 'd.nameEn', 'd.verified', 'd.testing'])
    .executeTakeFirst()
  return row && { ...row, viewerTesting: Boolean(row.viewerTesting) }
}

/**
 * A doctor's row, who may see it and their kept next slot (SPEC 2.8), in one query: a doctor's page, read on every
 * visit (issue 42 §3).
 */
export async function findWithVisibility(
  db: Database,
  doctorId: string,
  viewerId: string | null,
): Promise<{ record: DoctorRecord; visibility: Visibility; keptNextSlot: KeptNextSlot | null } | undefined> {
  const row = await doctorForViewer(db, doctorId, viewerId)
    .leftJoin('doctorNextSlots as ns', 'ns.doctorId', 'd.userId')
    .selectAll('d')
    .select(keptJson.as('kept'))
    .executeTakeFirst()
  if (!row) return undefined
  const { searchVector: _searchVector, deactivated, viewerTesting, kept, ...record } = row
  const { nameAr, nameEn, verified, testing } = record
  return {
    record,
    visibility: { nameAr, nameEn, verified, testing, deactivated, viewerTesting: Boolean(viewerTesting) },
    keptNextSlot: keptFromJson(kept),
  }
}

// The doctor search (SPEC 2.6): every filter, sort and page in PostgreSQL

/** No user has this id: it stands for "nobody" where a query needs a viewer. */
const nobody = '00000000-0000-0000-0000-000000000000'

/** Who is searching: their own doctor account is left out, and testing doctors are shown to testing users. */
export interface Viewer {
  id: string
  testing: boolean
}

export interface SearchFilters extends Pick<
  DoctorSearchQuery,
  'practice' | 'specialtyId' | 'medTitle' | 'gender' | 'governorateId' | 'areaId' | 'sort'
> {
  viewer: Viewer | null
  /** Patient price range in piastres: min included, max excluded. */
  price?: { min: number; max: number | null } | undefined
  /** A language and the levels that meet the wanted proficiency. */
  language?: { code: string; levels: readonly string[] } | undefined
  /** Normalised search text (normalizeName). */
  q?: string | undefined
  limit: number
  offset: number
  /** Where counting stops (searchCountLimit unless a test says otherwise). */
  countLimit?: number
  /** This instance's copy of the name words (doctors.name-words.ts): the ways that cannot find are skipped. */
  nameWords?: NameWords | undefined
  /** This instance's broad searches (doctors.broad-searches.ts): one counted past the limit is not counted again. */
  broad?: BroadSearches | undefined
}

export interface CardRecord {
  userId: string
  nameAr: string
  nameEn: string | null
  gender: string
  medTitle: string
  specialtyId: number
  yearsOfExperience: number
  rating: number | null
  ratingCount: number
  price: number | null
  photoFileId: string | null
  languages: { code: string; level: string }[]
}

/**
 * The doctors a viewer may see (SPEC 4, 6): verified by the admins, their account not deactivated, and not testing
 * unless the viewer is a testing user. The search lists from it, and the sitemap (issue 42 §2) walks it for a
 * signed-out visitor, so the two never disagree about who is public. (assertVisible says the same of one doctor.)
 */
function visibleDoctors(db: Database, viewer: Viewer | null) {
  let query = db
    .selectFrom('doctors as d')
    .where('d.verified', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('users as u')
            .select(sql.lit(1).as('one'))
            .whereRef('u.id', '=', 'd.userId')
            .where('u.deactivated', '=', true),
        ),
      ),
    )
  // Spelled out for everyone else, so the partial indexes (… and not testing) apply.
  if (!viewer?.testing) query = query.where('d.testing', '=', false)
  return query
}

function listedDoctors(db: Database, practice: PracticeKind, viewer: Viewer | null) {
  const columns = practiceColumns[practice]
  return visibleDoctors(db, viewer)
    .where(`d.${columns.active}`, '=', true)
    .where('d.userId', '<>', viewer?.id ?? nobody)
}

/** The card's columns of `d` for raw SQL (the same as cardColumns). */
function cardColumnsSql(practice: PracticeKind) {
  const columns = practiceColumns[practice]
  return [
    ...(
      [
        'userId',
        'nameAr',
        'nameEn',
        'gender',
        'medTitle',
        'specialtyId',
        'yearsOfExperience',
        'rating',
        'ratingCount',
        'photoFileId',
        'languages',
      ] as const
    ).map((column) => sql.ref(`d.${column}`)),
    sql`${sql.ref(`d.${columns.patientPrice}`)} as price`,
  ]
}

function cardColumns(practice: PracticeKind) {
  const columns = practiceColumns[practice]
  return [
    'd.userId',
    'd.nameAr',
    'd.nameEn',
    'd.gender',
    'd.medTitle',
    'd.specialtyId',
    'd.yearsOfExperience',
    'd.rating',
    'd.ratingCount',
    sql<number | null>`${sql.ref(`d.${columns.patientPrice}`)}`.as('price'),
    'd.photoFileId',
    'd.languages',
  ] as const
}

/**
 * A search counts its doctors up to this many; past it `total` is this number and `totalCapped` says there are
 * more (docs/decisions/0008-doctor-search-name-words-and-speed.md).
 */
export const searchCountLimit = 1000

export interface SearchPage {
  rows: (CardRecord & { keptNextSlot: KeptNextSlot | null })[]
  total: number
  totalCapped: boolean
}

/** The channel the name-word triggers NOTIFY on when a name brings a new word (doctors.name-words.ts). */
export const nameWordsChannel = 'sehha_name_words'

/** Every word of the doctors' names (the lexemes of their search vectors), a few hundred to some thousands. */
export async function listNameWords(db: Database): Promise<string[]> {
  const { rows } = await sql<{ word: string }>`select word from doctor_name_words`.execute(db)
  return rows.map((row) => row.word)
}

/**
 * How a name is looked for (docs/decisions/0008-doctor-search-name-words-and-speed.md), each way only when the
 * one before finds nobody: every word whole (a common name walks the sort order and stops at a full page), every
 * word as the beginning of a word (a name still being typed), then each word nobody has replaced by the known words
 * nearest to it on trigrams (a typo). All three are one text-search query on the doctors' words. With the known
 * words at hand (`nameWords`), a way that cannot find anybody is not asked: a word nobody has is not looked for
 * whole, a beginning no word has not as a beginning, beginnings that only the search's own words have not again,
 * and a word somebody has is not a typo.
 */
export async function search(db: Database, filters: SearchFilters): Promise<SearchPage> {
  const q = filters.q
  if (!q) return searchPage(db, filters, undefined)
  const words = searchTokens(q)
  const prefixes = searchPrefixes(q)
  const known = filters.nameWords
  const whole = !known || words.every((word) => known.has(word))
  const beginnings = prefixes.map((prefix) => known?.startingWith(prefix, 2))
  const onlyTheWords =
    whole &&
    beginnings.every((found) => found?.length === 1 && words.includes(found[0] ?? '')) &&
    new Set(beginnings.map((found) => found?.[0])).size === words.length
  const ways = [
    whole && (async () => words.join(' & ')),
    beginnings.every((found) => !found || found.length > 0) &&
      !onlyTheWords &&
      (async () => prefixes.map((prefix) => `${prefix}:*`).join(' & ')),
    !(known && whole) && (async () => nearestWords(db, words, known)),
  ]
  for (const way of ways) {
    if (!way) continue
    const query = await way()
    if (!query) continue
    const found = await searchPage(db, filters, query)
    if (found.total > 0) return found
  }
  return { rows: [], total: 0, totalCapped: false }
}

/**
 * Each search word nobody has replaced by the known words nearest to it (a word somebody has stays itself), as a
 * text-search query; empty when a word has none.
 */
async function nearestWords(db: Database, words: string[], known: NameWords | undefined): Promise<string> {
  const typos = words.filter((word) => !known?.has(word))
  if (typos.length === 0) return ''
  const { rows } = await sql<{ n: string; word: string }>`
    select q.n, near.word
    from unnest(${typos}::text[]) with ordinality as q(word, n)
    cross join lateral (
      select w.word from doctor_name_words w
      where w.word % q.word
      order by similarity(w.word, q.word) desc, w.word
      limit 3
    ) near
  `.execute(db)
  const nearest = new Map(
    typos.map((typo, i) => [typo, rows.filter((row) => Number(row.n) === i + 1).map((row) => row.word)]),
  )
  const choices = words.map((word) => nearest.get(word) ?? [word])
  if (choices.some((list) => list.length === 0)) return ''
  return choices.map((list) => `(${list.join(' | ')})`).join(' & ')
}

async function searchPage(
  db: Database,
  filters: SearchFilters,
  /** A text-search query on the doctors' name words. */
  name: string | undefined,
): Promise<SearchPage> {
  const columns = practiceColumns[filters.practice]
  const patientPrice = sql.ref<number>(`d.${columns.patientPrice}`)
  const { specialtyId, medTitle, gender, price, language, practice, governorateId, areaId } = filters
  const base = listedDoctors(db, practice, filters.viewer).where((eb) => {
    const conditions: Expression<SqlBool>[] = []
    if (specialtyId !== undefined) conditions.push(eb('d.specialtyId', '=', specialtyId))
    if (medTitle) conditions.push(eb('d.medTitle', '=', medTitle))
    if (gender) conditions.push(eb('d.gender', '=', gender))
    if (price) {
      conditions.push(sql<SqlBool>`${patientPrice} >= ${price.min}`)
      if (price.max !== null) conditions.push(sql<SqlBool>`${patientPrice} < ${price.max}`)
    }
    if (language?.levels.length) {
      // One containment per level that meets the wanted one: each can use the jsonb_path_ops index.
      const tests = language.levels.map(
        (level) => sql<SqlBool>`d.languages @> ${JSON.stringify([{ code: language.code, level }])}::jsonb`,
      )
      conditions.push(sql<SqlBool>`(${sql.join(tests, sql` or `)})`)
    }
    if (practice === 'clinic' && governorateId !== undefined)
      conditions.push(eb('d.clinicGovernorateId', '=', governorateId))
    if (practice === 'clinic' && areaId !== undefined) conditions.push(eb('d.clinicAreaId', '=', areaId))
    if (practice === 'home' && areaId !== undefined)
      conditions.push(sql<SqlBool>`d.home_area_ids @> array[${areaId}::integer]`)
    if (name) conditions.push(sql<SqlBool>`d.search_vector @@ ${name}::tsquery`)
    return eb.and(conditions)
  })

  const order = (table: 'd' | 'm', price: string) => {
    const ref = (column: string) => sql.ref(`${table}.${column}`)
    return sql`${
      {
        rating: sql`${ref('rating')} desc nulls last`,
        experience: sql`${ref('yearsOfExperience')} desc`,
        price: sql`${ref(price)} asc`,
      }[filters.sort]
    }, ${ref('userId')}`
  }
  // One query, one round trip: the matches up to one past where counting stops (a common name or a whole list
  // would otherwise read every match) with their sort keys only, their count, and the page. A few (up to the
  // limit): the page is sorted from those. More (at least one doctor in a hundred): the page is the first of the
  // sort order, so the sort order's index is walked and stops at a full page; the other branch is never run (a
  // one-time filter). A walk would read the whole list for a handful, and the planner cannot tell which from its
  // estimates when a word is rare or missing. Then the page's cards, with their kept next slots (SPEC 2.8).
  const countLimit = filters.countLimit ?? searchCountLimit
  const broadKey = filters.broad && broadSearchKey(filters, name, countLimit)
  if (broadKey && filters.broad?.isBroad(broadKey)) {
    // Counted a moment ago past the limit: the page is walked from the sort order, nothing counted.
    const walked = base
      .select('d.userId')
      .orderBy(order('d', columns.patientPrice))
      .limit(filters.limit)
      .offset(filters.offset)
    const { rows } = await sql<CardRecord & { kept: KeptNextSlotColumns | null }>`
      with page as (${walked})
      select ${sql.join(cardColumnsSql(practice))}, ${keptColumn}
      from page join doctors d on d.user_id = page.user_id
        left join doctor_next_slots ns on ns.doctor_id = d.user_id
      order by ${order('d', columns.patientPrice)}
    `.execute(db)
    if (filters.offset > 0 || rows.length === filters.limit)
      return {
        rows: rows.map(({ kept, ...card }) => ({ ...card, keptNextSlot: keptFromJson(kept) })),
        total: countLimit,
        totalCapped: true,
      }
    // A short first page: no longer broad.
    filters.broad?.forget(broadKey)
  }
  // Counted one further than "more than the limit" needs, so that leaving the viewer out (a doctor searching) still
  // leaves it broad for everybody.
  const matches = base
    .select(['d.userId', 'd.rating', 'd.yearsOfExperience', patientPrice.as('price')])
    .limit(countLimit + 2)
  const few = sql`select m.user_id from m where (select total from n) <= ${countLimit}
    order by ${order('m', 'price')} limit ${filters.limit} offset ${filters.offset}`
  const many = base
    .select('d.userId')
    .where(sql<SqlBool>`(select total from n) > ${countLimit}`)
    .orderBy(order('d', columns.patientPrice))
    .limit(filters.limit)
    .offset(filters.offset)
  const { rows } = await sql<CardRecord & { total: string; kept: KeptNextSlotColumns | null }>`
    with m as materialized (${matches}),
      n as (select count(*) as total from m),
      page as ((${few}) union all ${many})
    select n.total, ${sql.join(cardColumnsSql(practice))}, ${keptColumn}
    from n
    left join (page join doctors d on d.user_id = page.user_id
      left join doctor_next_slots ns on ns.doctor_id = d.user_id) on true
    order by ${order('d', columns.patientPrice)}
  `.execute(db)
  const counted = Number(rows[0]?.total ?? 0)
  if (broadKey && counted > countLimit + 1) filters.broad?.mark(broadKey)
  const page = rows.filter((row) => row.userId !== null)
  return {
    rows: page.map(({ total: _total, kept, ...card }) => ({ ...card, keptNextSlot: keptFromJson(kept) })),
    total: Math.min(counted, countLimit),
    totalCapped: counted > countLimit,
  }
}

/** A doctor's kept next slot (SPEC 2.8, `doctor_next_slots as ns`) as one JSON value, null when none is kept. */
const keptJson = sql<KeptNextSlotColumns | null>`case when ns.doctor_id is null then null else json_build_object(
  'version', ns.version::text, 'horizonDays', ns.horizon_days, 'computedAt', ns.computed_at,
  'nextSlotAt', ns.next_slot_at, 'staleAt', ns.stale_at) end`

/** The page's kept next slots as the column `kept`. */
const keptColumn = sql`${keptJson} as kept`

/** What makes a search broad or not: its filters, its name query and who may be listed (not the sort or page). */
function broadSearchKey(filters: SearchFilters, name: string | undefined, countLimit: number): string {
  const { practice, specialtyId, medTitle, gender, governorateId, areaId, price, language } = filters
  return JSON.stringify([
    practice,
    specialtyId,
    medTitle,
    gender,
    governorateId,
    areaId,
    price,
    language,
    name,
    Boolean(filters.viewer?.testing),
    countLimit,
  ])
}

/** A kept next slot as json_build_object gives it (timestamps as text). */
interface KeptNextSlotColumns {
  version: string
  horizonDays: number | null
  computedAt: string | null
  nextSlotAt: string | null
  staleAt: string | null
}

function keptFromJson(kept: KeptNextSlotColumns | null): KeptNextSlot | null {
  if (!kept) return null
  const date = (value: string | null) => (value === null ? null : new Date(value))
  return {
    version: kept.version,
    horizonDays: kept.horizonDays,
    computedAt: date(kept.computedAt),
    nextSlotAt: date(kept.nextSlotAt),
    staleAt: date(kept.staleAt),
  }
}

/** The cards of some doctors, in the order of `ids`, when they are listed for the viewer in `practice`. */
export async function findListedCards(
  db: Database,
  practice: PracticeKind,
  viewer: Viewer | null,
  ids: readonly string[],
): Promise<CardRecord[]> {
  if (ids.length === 0) return []
  const rows = await listedDoctors(db, practice, viewer)
    .select(cardColumns(practice))
    .where('d.userId', 'in', ids)
    .execute()
  const byId = new Map(rows.map((row) => [row.userId, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

// The public doctors' pages, for the sitemap (issue 42 §2). Each reads the partial index
// doctors_public_pages_idx (user_id) include (updated_at, clinic_active) where verified and not testing, from the
// index alone once vacuumed; the deactivated accounts are anti-joined from their small index as in the search.

/** A public doctor's page: when it last changed, and whether it has a clinic page (SPEC 2.1 /clinic/{id}). */
export interface PublicPageRecord {
  userId: string
  updatedAt: Date
  /** doctors_clinic_listable: an active clinic has its price, area and address, so its page shows it. */
  clinicActive: boolean
}

/** How many doctors a signed-out visitor may see, and how many of them receive patients in a clinic. */
export async function countPublic(db: Database): Promise<{ doctors: number; clinics: number }> {
  const row = await visibleDoctors(db, null)
    .select([
      (eb) => eb.fn.countAll<string>().as('doctors'),
      sql<string>`count(*) filter (where d.clinic_active)`.as('clinics'),
    ])
    .executeTakeFirstOrThrow()
  return { doctors: Number(row.doctors), clinics: Number(row.clinics) }
}

/**
 * The id that ends each full run of `perRun` public doctors in id order: where each page of a sitemap index
 * after the first starts (keyset, not OFFSET: the page then reads only its own rows). One walk of the index's ids.
 */
export async function findPublicBoundaries(db: Database, perRun: number): Promise<string[]> {
  const numbered = visibleDoctors(db, null).select([
    'd.userId',
    sql<string>`row_number() over (order by d.user_id)`.as('n'),
  ])
  const rows = await db
    .selectFrom(numbered.as('p'))
    .select('p.userId')
    .where(sql<SqlBool>`p.n % ${perRun} = 0`)
    .orderBy('p.userId')
    .execute()
  return rows.map((row) => row.userId)
}

/** Up to `limit` public doctors after the id `after` (null: from the first), in id order. */
export async function findPublicAfter(
  db: Database,
  after: string | null,
  limit: number,
): Promise<PublicPageRecord[]> {
  let query = visibleDoctors(db, null).select(['d.userId', 'd.updatedAt', 'd.clinicActive'])
  if (after !== null) query = query.where('d.userId', '>', after)
  return query.orderBy('d.userId').limit(limit).execute()
}

// Favourites (SPEC 2.8)

export async function insertFavourite(db: Database, patientUserId: string, doctorUserId: string) {
  await db
    .insertInto('favourites')
    .values({ patientUserId, doctorUserId })
    .onConflict((oc) => oc.columns(['patientUserId', 'doctorUserId']).doNothing())
    .execute()
}

export async function deleteFavourite(db: Database, patientUserId: string, doctorUserId: string) {
  await db
    .deleteFrom('favourites')
    .where('patientUserId', '=', patientUserId)
    .where('doctorUserId', '=', doctorUserId)
    .execute()
}

export async function findFavouriteIds(db: Database, patientUserId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('favourites')
    .select('doctorUserId')
    .where('patientUserId', '=', patientUserId)
    .orderBy('createdAt', 'desc')
    .limit(500)
    .execute()
  return rows.map((r) => r.doctorUserId)
}

/** What booking a doctor's practice needs to know about the doctor (SPEC 4, 6). */
export interface BookableDoctor {
  userId: string
  nameAr: string
  nameEn: string | null
  verified: boolean
  testing: boolean
  deactivated: boolean
  /** The doctor's account phone: a patient with it is the doctor (SPEC 8 'You cannot book yourself'). */
  phone: string
  active: boolean
  /** The doctor's price for this practice, piastres. */
  price: number | null
}

/** The doctors booking needs to know about, by id, with every practice's switch and price. */
export async function findBookableDoctors(
  db: Database,
  doctorIds: readonly string[],
): Promise<Map<string, Omit<BookableDoctor, 'active' | 'price'> & Record<PracticeKind, PracticeTerms>>> {
  const practices = Object.keys(practiceColumns) as PracticeKind[]
  const rows = await db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.userId')
    .select(['d.userId', 'd.nameAr', 'd.nameEn', 'd.verified', 'd.testing', 'u.deactivated', 'u.phone'])
    .select(
      practices.flatMap((practice) => [
        `d.${practiceColumns[practice].active}` as const,
        `d.${practiceColumns[practice].price}` as const,
      ]),
    )
    .where('d.userId', '=', sql<string>`any(${sql.val(doctorIds)}::uuid[])`)
    .execute()
  return new Map(
    rows.map(({ userId, nameAr, nameEn, verified, testing, deactivated, phone, ...columns }) => {
      const terms = (practice: PracticeKind): PracticeTerms => ({
        active: columns[practiceColumns[practice].active],
        price: columns[practiceColumns[practice].price],
      })
      const doctor = { userId, nameAr, nameEn, verified, testing, deactivated, phone }
      return [userId, { ...doctor, video: terms('video'), clinic: terms('clinic'), home: terms('home') }]
    }),
  )
}

/** A practice's switch and price (piastres; null: none set). */
export interface PracticeTerms {
  active: boolean
  price: number | null
}
