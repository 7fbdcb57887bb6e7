import { sql } from 'kysely'
import { cursorBatches } from '#api/db/cursor'
import type { Database } from '#api/db/database'

export interface LeadRow {
  id: string
  name: string
  mobile: string
  specialtyId: number | null
  governorateId: number | null
  areaId: number | null
  latitude: number | null
  longitude: number | null
  addressNote: string
  userId: string | null
  closed: boolean
  registration: boolean
  createdAt: Date
}

const columns = [
  'l.id',
  'l.name',
  'l.mobile',
  'l.specialtyId',
  'l.governorateId',
  'l.areaId',
  'l.latitude',
  'l.longitude',
  'l.addressNote',
  'l.userId',
  'l.closed',
  'l.registration',
  'l.createdAt',
] as const

export async function insert(
  db: Database,
  lead: Omit<LeadRow, 'id' | 'closed' | 'createdAt'>,
): Promise<{ id: string; createdAt: Date }> {
  return db.insertInto('leads').values(lead).returning(['id', 'createdAt']).executeTakeFirstOrThrow()
}

/** Leads left by one mobile since `since` (leads_mobile_idx): the per-mobile limit, the same on every instance. */
export async function countByMobileSince(db: Database, mobile: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('mobile', '=', mobile)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The admins' list, newest first (leads_created_idx), paged in the database; a name (normalised as search
 * normalises names: normalize_name is normalizeName's SQL twin) or the start of a mobile. Leads number in the
 * thousands, not millions: the name is matched by a scan.
 */
export async function list(
  db: Database,
  filters: { name?: string; mobile?: string; limit: number; offset: number },
): Promise<{ rows: LeadRow[]; total: number }> {
  let query = db.selectFrom('leads as l')
  if (filters.name !== undefined || filters.mobile !== undefined)
    query = query.where((eb) =>
      eb.or([
        ...(filters.name
          ? [eb(sql<string>`normalize_name(l.name)`, 'like', `%${escapeLike(filters.name)}%`)]
          : []),
        ...(filters.mobile ? [eb('l.mobile', 'like', `${escapeLike(filters.mobile)}%`)] : []),
      ]),
    )
  const [rows, count] = await Promise.all([
    query
      .select([...columns])
      .orderBy('l.createdAt', 'desc')
      .orderBy('l.id', 'desc')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.count) }
}

export async function lock(db: Database, id: string): Promise<LeadRow | undefined> {
  return db
    .selectFrom('leads as l')
    .select([...columns])
    .where('l.id', '=', id)
    .forUpdate()
    .executeTakeFirst()
}

export async function update(
  db: Database,
  id: string,
  change: { closed?: boolean; registration?: boolean },
  now: Date,
): Promise<void> {
  await db
    .updateTable('leads')
    .set({ ...change, updatedAt: now })
    .where('id', '=', id)
    .execute()
}

/** Every lead, newest first, a batch at a time from a cursor in `trx` (the zip download). */
export function exportBatches(trx: Database): AsyncGenerator<LeadRow[]> {
  return cursorBatches(
    trx,
    trx
      .selectFrom('leads as l')
      .select([...columns])
      .orderBy('l.createdAt', 'desc')
      .orderBy('l.id', 'desc'),
  )
}
