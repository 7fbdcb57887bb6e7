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

/**
 * A lab's or radiology centre's report (issue 43 §4): read by the order's centre, its payer, and the doctor whose
 * referral it answers; its owner is the patient whose file it is.
 */
export async function isCentreReportReader(db: Database, fileId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('centreOrderReports as r')
    .innerJoin('centreOrders as o', 'o.id', 'r.orderId')
    .leftJoin('bookings as b', 'b.id', 'o.referralBookingId')
    .select('r.id')
    .where('r.fileId', '=', fileId)
    .where((eb) =>
      eb.or([eb('o.centreUserId', '=', userId), eb('o.payerId', '=', userId), eb('b.doctorId', '=', userId)]),
    )
    .executeTakeFirst()
  return row !== undefined
}

/** Whether `userId` is a side (the doctor, the patient, the payer) of the booking whose call chat holds the file. */
export async function isCallAttachmentParty(db: Database, fileId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('callMessages as m')
    .innerJoin('bookings as b', 'b.id', 'm.bookingId')
    .select('m.id')
    .where('m.fileId', '=', fileId)
    .where((eb) =>
      eb.or([eb('b.doctorId', '=', userId), eb('b.patientId', '=', userId), eb('b.payerId', '=', userId)]),
    )
    .executeTakeFirst()
  return row !== undefined
}
