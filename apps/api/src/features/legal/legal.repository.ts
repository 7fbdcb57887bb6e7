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
