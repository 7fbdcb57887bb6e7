import type { DialogDocument } from '@app/domain/dialogs'
import { sql } from 'kysely'
import type { Database } from '#api/db/database'

/** The channel every API instance LISTENs on to drop its copy of the dialogs (issue 10 §2). */
export const dialogsChannel = 'sehha_dialogs'

export interface DialogRow {
  key: string
  ar: string
  en: string
  updatedAt: Date
}

export async function listOfDocument(db: Database, document: DialogDocument): Promise<DialogRow[]> {
  return db
    .selectFrom('dialogs')
    .select(['key', 'ar', 'en', 'updatedAt'])
    .where('document', '=', document)
    .orderBy('key')
    .execute()
}

/** One leaf, locked for its change. */
export async function lock(
  db: Database,
  document: DialogDocument,
  key: string,
): Promise<DialogRow | undefined> {
  return db
    .selectFrom('dialogs')
    .select(['key', 'ar', 'en', 'updatedAt'])
    .where('document', '=', document)
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst()
}

export async function update(
  db: Database,
  document: DialogDocument,
  key: string,
  values: { ar: string; en: string; updatedAt: Date; updatedBy: string },
): Promise<DialogRow> {
  return db
    .updateTable('dialogs')
    .set(values)
    .where('document', '=', document)
    .where('key', '=', key)
    .returning(['key', 'ar', 'en', 'updatedAt'])
    .executeTakeFirstOrThrow()
}

/** Tells every instance the document changed; inside a transaction it leaves only when that commits. */
export async function notifyChanged(db: Database, document: DialogDocument): Promise<void> {
  await sql`select pg_notify(${dialogsChannel}, ${document})`.execute(db)
}
