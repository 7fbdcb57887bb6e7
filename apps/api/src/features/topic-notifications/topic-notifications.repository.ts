import type { BroadcastTopic } from '@app/domain/topic-notifications'
import { sql } from 'kysely'
import type { Database } from '#api/db/database'

export interface Audience {
  topic: BroadcastTopic
  language: 'ar' | 'en' | null
  /** Accounts made after the send was counted are not in it. */
  createdBefore: Date
}

/**
 * The users of a topic (SPEC 6: everyone, patients, doctors, labs, radios, admins; and by app language): active
 * accounts holding that profile (one user may hold several), or the admin claim. Walked in id order (the users'
 * primary key) a batch at a time, so no send ever holds its whole audience in memory or in one transaction.
 */
function audienceOf(db: Database, audience: Audience) {
  let query = db
    .selectFrom('users as u')
    .where('u.deactivated', '=', false)
    .where('u.createdAt', '<=', audience.createdBefore)
  if (audience.language) query = query.where('u.language', '=', audience.language)
  switch (audience.topic) {
    case 'everyone':
      return query
    case 'patients':
      return query.where(({ exists, selectFrom }) =>
        exists(selectFrom('patients as p').select(sql.lit(1).as('one')).whereRef('p.userId', '=', 'u.id')),
      )
    case 'doctors':
      return query.where(({ exists, selectFrom }) =>
        exists(selectFrom('doctors as d').select(sql.lit(1).as('one')).whereRef('d.userId', '=', 'u.id')),
      )
    case 'labs':
    case 'radios':
      return query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('centres as c')
            .select(sql.lit(1).as('one'))
            .whereRef('c.userId', '=', 'u.id')
            .where('c.kind', '=', audience.topic === 'labs' ? 'lab' : 'radio'),
        ),
      )
    case 'admins':
      return query.where('u.isAdmin', '=', true)
  }
}

export async function countAudience(db: Database, audience: Audience): Promise<number> {
  const row = await audienceOf(db, audience)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** The next `limit` recipients after `after` (by id), with their app language. */
export async function nextRecipients(
  db: Database,
  audience: Audience,
  after: string | null,
  limit: number,
): Promise<{ id: string; language: string }[]> {
  let query = audienceOf(db, audience).select(['u.id', 'u.language'])
  if (after) query = query.where('u.id', '>', after)
  return query.orderBy('u.id').limit(limit).execute()
}

export interface BroadcastRow {
  id: string
  idempotencyKey: string
  topic: string
  language: string | null
  titleAr: string
  titleEn: string
  bodyAr: string
  bodyEn: string
  status: 'sending' | 'done'
  recipients: number
  delivered: number
  cursor: string | null
  createdAt: Date
  finishedAt: Date | null
}

const columns = [
  'id',
  'idempotencyKey',
  'topic',
  'language',
  'titleAr',
  'titleEn',
  'bodyAr',
  'bodyEn',
  'status',
  'recipients',
  'delivered',
  'cursor',
  'createdAt',
  'finishedAt',
] as const

/** Keeps a send unless its idempotency key is taken (a double click): then undefined. */
export async function insertOnce(
  db: Database,
  values: Omit<BroadcastRow, 'id' | 'status' | 'delivered' | 'cursor' | 'finishedAt'> & { createdBy: string },
): Promise<BroadcastRow | undefined> {
  return db
    .insertInto('broadcasts')
    .values(values)
    .onConflict((oc) => oc.column('idempotencyKey').doNothing())
    .returning([...columns])
    .executeTakeFirst()
}

export async function findByKey(db: Database, idempotencyKey: string): Promise<BroadcastRow | undefined> {
  return db
    .selectFrom('broadcasts')
    .select([...columns])
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst()
}

export async function findById(db: Database, id: string): Promise<BroadcastRow | undefined> {
  return db
    .selectFrom('broadcasts')
    .select([...columns])
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function lock(db: Database, id: string): Promise<BroadcastRow | undefined> {
  return db
    .selectFrom('broadcasts')
    .select([...columns])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
}

export async function advance(
  db: Database,
  id: string,
  values: { cursor: string | null; kept: number; done: boolean; at: Date },
): Promise<void> {
  await db
    .updateTable('broadcasts')
    .set((eb) => ({
      cursor: values.cursor,
      delivered: eb('delivered', '+', values.kept),
      ...(values.done ? { status: 'done' as const, finishedAt: values.at } : {}),
    }))
    .where('id', '=', id)
    .execute()
}

export async function list(
  db: Database,
  limit: number,
  offset: number,
): Promise<{ rows: BroadcastRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('broadcasts')
      .select([...columns])
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('broadcasts')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.count) }
}
