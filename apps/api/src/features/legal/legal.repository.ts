import type { LegalKey } from '@app/domain/legal'
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
