import type { LegalKey } from '@app/domain/legal'
import { sql } from 'kysely'
import type { Database } from '#api/db/database'

export interface LegalTextRow {
  key: string
  version: number
  ar: string
  en: string
  publishedAt: Date
}

const columns = ['key', 'version', 'ar', 'en', 'publishedAt'] as const

/** The text's latest version (every key has version 1 from its migration). */
export async function latest(db: Database, key: LegalKey): Promise<LegalTextRow | undefined> {
  return db
    .selectFrom('legalTexts')
    .select(columns)
    .where('key', '=', key)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export interface LegalVersionRow extends LegalTextRow {
  /** The admin's name, or null for the migration's version 1 and a publisher since deleted. */
  publishedBy: string | null
}

/** Every version of a text, newest first, with the name of the admin who published it. */
export async function versions(db: Database, key: LegalKey): Promise<LegalVersionRow[]> {
  return db
    .selectFrom('legalTexts as l')
    .leftJoin('admins as a', 'a.userId', 'l.publishedBy')
    .select(['l.key', 'l.version', 'l.ar', 'l.en', 'l.publishedAt', 'a.name as publishedBy'])
    .where('l.key', '=', key)
    .orderBy('l.version', 'desc')
    .execute()
}

/**
 * The latest version, read once this text's publications take turns (a transaction-scoped advisory lock on the key):
 * a row lock on the latest would let the second of two publications at once read the version the first replaced,
 * and both would write the same next number.
 */
export async function lockLatest(db: Database, key: LegalKey): Promise<LegalTextRow | undefined> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`legal_texts.publish:${key}`}, 0))`.execute(db)
  return latest(db, key)
}

export async function insertVersion(
  db: Database,
  values: { key: LegalKey; version: number; ar: string; en: string; publishedAt: Date; publishedBy: string },
): Promise<LegalTextRow> {
  return db.insertInto('legalTexts').values(values).returning(columns).executeTakeFirstOrThrow()
}

/** The latest version of each of `keys`. */
export async function latestVersions(db: Database, keys: readonly string[]): Promise<Map<string, number>> {
  if (!keys.length) return new Map()
  const rows = await db
    .selectFrom('legalTexts')
    .select(['key', (eb) => eb.fn.max('version').as('version')])
    .where('key', 'in', keys)
    .groupBy('key')
    .execute()
  return new Map(rows.map((row) => [row.key, Number(row.version)]))
}

/** The highest version of each text the user has accepted. */
export async function acceptedVersions(db: Database, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('legalAcceptances')
    .select(['key', (eb) => eb.fn.max('version').as('version')])
    .where('userId', '=', userId)
    .groupBy('key')
    .execute()
  return new Map(rows.map((row) => [row.key, Number(row.version)]))
}

/** Records acceptances; one already recorded stays as it was (its first date). */
export async function insertAcceptances(
  db: Database,
  rows: { userId: string; key: string; version: number; acceptedAt: Date; via: string }[],
): Promise<void> {
  if (!rows.length) return
  await db
    .insertInto('legalAcceptances')
    .values(rows)
    .onConflict((oc) => oc.columns(['userId', 'key', 'version']).doNothing())
    .execute()
}

export interface AcceptanceRow {
  key: string
  version: number
  acceptedAt: Date
  via: string
}

/** What a user accepted, newest first; undefined when there is no such user. */
export async function acceptancesOf(db: Database, userId: string): Promise<AcceptanceRow[] | undefined> {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('legalAcceptances as a', 'a.userId', 'u.id')
    .select(['u.id', 'a.key', 'a.version', 'a.acceptedAt', 'a.via'])
    .where('u.id', '=', userId)
    .orderBy('a.acceptedAt', 'desc')
    .orderBy('a.key')
    .orderBy('a.version', 'desc')
    .execute()
  if (!rows.length) return undefined
  return rows.flatMap((row) =>
    row.key !== null && row.version !== null && row.acceptedAt !== null && row.via !== null
      ? [{ key: row.key, version: row.version, acceptedAt: row.acceptedAt, via: row.via }]
      : [],
  )
}

/**
 * Every account without an acceptance of the terms and privacy policy (and every doctor without the doctors'
 * two) taken to have accepted version 1, as the migration did for the accounts it found: for the demo seed, whose
 * accounts are made after the migrations.
 */
export async function acceptFirstVersionsForExisting(db: Database): Promise<void> {
  await sql`
    insert into legal_acceptances (user_id, key, version, via)
    select u.id, k.key, 1, 'existing' from users u cross join (values ('terms'), ('privacy')) as k (key)
    union all
    select d.user_id, k.key, 1, 'existing' from doctors d
      cross join (values ('doctor-terms'), ('doctors-agreement')) as k (key)
    on conflict do nothing
  `.execute(db)
}
