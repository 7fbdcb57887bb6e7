import type { Database } from '#api/db/database'

export interface MeasurementRow {
  id: string
  kind: string
  value: string
  measuredOn: string
  createdAt: Date
}

/** A medical file as measurements name it: the account, and the family member's id for a dependent's file. */
export interface FileRef {
  patientId: string
  dependentId: string | null
}

const columns = ['id', 'kind', 'value', 'measuredOn', 'createdAt'] as const

/** A file's measurements, newest day first (then newest entry), both kinds; measurements_file_idx. */
export async function listByFile(db: Database, file: FileRef, limit: number): Promise<MeasurementRow[]> {
  return db
    .selectFrom('measurements')
    .select(columns)
    .where('patientId', '=', file.patientId)
    .where('dependentId', file.dependentId === null ? 'is' : '=', file.dependentId)
    .orderBy('measuredOn', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** A file's newest measurement of one kind (newest day, then newest entry), or undefined. */
export async function latestOfKind(
  db: Database,
  file: FileRef,
  kind: string,
): Promise<MeasurementRow | undefined> {
  return db
    .selectFrom('measurements')
    .select(columns)
    .where('patientId', '=', file.patientId)
    .where('dependentId', file.dependentId === null ? 'is' : '=', file.dependentId)
    .where('kind', '=', kind)
    .orderBy('measuredOn', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export async function insert(
  db: Database,
  values: FileRef & { kind: string; value: number; measuredOn: string; createdBy: string },
): Promise<MeasurementRow> {
  return db.insertInto('measurements').values(values).returning(columns).executeTakeFirstOrThrow()
}

/** Deletes a measurement in one of patientId's files (their own or a dependent's); false when there is none. */
export async function deleteInAccount(db: Database, id: string, patientId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('measurements')
    .where('id', '=', id)
    .where('patientId', '=', patientId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}
