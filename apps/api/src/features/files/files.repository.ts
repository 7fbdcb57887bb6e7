import type { Database } from '#api/db/database'

export interface FileRecord {
  id: string
  ownerUserId: string
  purpose: string
  contentType: string
  sizeBytes: number
  storageKey: string
}

export async function insertFile(db: Database, values: Omit<FileRecord, 'id'>): Promise<string> {
  const row = await db.insertInto('files').values(values).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Deletes a file row; its storage key, for removing the bytes. */
export async function deleteFile(db: Database, id: string): Promise<string | undefined> {
  const row = await db.deleteFrom('files').where('id', '=', id).returning('storageKey').executeTakeFirst()
  return row?.storageKey
}

export function findFile(db: Database, id: string): Promise<FileRecord | undefined> {
  return db
    .selectFrom('files')
    .select(['id', 'ownerUserId', 'purpose', 'contentType', 'sizeBytes', 'storageKey'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** Deletes a user's personal files (photos, identity documents) and answers their storage keys. */
export async function deletePersonalFilesOf(db: Database, ownerUserId: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('files')
    .where('ownerUserId', '=', ownerUserId)
    .where('purpose', 'in', ['avatar', 'idDocument'])
    .returning('storageKey')
    .execute()
  return rows.map((row) => row.storageKey)
}
