import { sql, type RawBuilder, type Selectable } from 'kysely'
import type { Database } from '#api/db/database'
import type { BookingsTable, ConsultNotesTable, PrescriptionItemsTable } from '#api/db/schema'

/** Issue 11: the consults' rows — the booking's call state, tokens, the session summary, ratings, the chat. */

export type ConsultBooking = Selectable<BookingsTable>

/** A booking with what its call pages show: the doctor and the medical file's person. */
export interface ConsultRow extends ConsultBooking {
  doctorNameAr: string
  doctorNameEn: string | null
  doctorGender: string
  doctorMedTitle: string
  doctorSpecialtyId: number
  doctorLicenceNumber: string | null
  doctorPhotoFileId: string | null
  fileName: string | null
  fileGender: string | null
  fileBirthday: string | null
  rated: boolean
}

export async function findConsult(db: Database, bookingId: string): Promise<ConsultRow | undefined> {
  const row = await db
    .selectFrom('bookings as b')
    .innerJoin('doctors as d', 'd.userId', 'b.doctorId')
    .leftJoin('patients as p', (join) =>
      join.onRef('p.userId', '=', 'b.patientId').on('b.dependentId', 'is', null),
    )
    .leftJoin('dependents as dep', 'dep.id', 'b.dependentId')
    .selectAll('b')
    .select((eb) => [
      'd.nameAr as doctorNameAr',
      'd.nameEn as doctorNameEn',
      'd.gender as doctorGender',
      'd.medTitle as doctorMedTitle',
      'd.specialtyId as doctorSpecialtyId',
      'd.licenceNumber as doctorLicenceNumber',
      'd.photoFileId as doctorPhotoFileId',
      eb.fn.coalesce('dep.name', 'p.name').as('fileName'),
      eb.fn.coalesce('dep.gender', 'p.gender').as('fileGender'),
      sql<string | null>`coalesce(dep.birthday, p.birthday)::text`.as('fileBirthday'),
      eb
        .exists(
          eb.selectFrom('consultRatings as r').select('r.bookingId').whereRef('r.bookingId', '=', 'b.id'),
        )
        .as('rated'),
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst()
  return row as ConsultRow | undefined
}

export async function lockBooking(db: Database, bookingId: string): Promise<ConsultBooking | undefined> {
  return db.selectFrom('bookings').selectAll().where('id', '=', bookingId).forUpdate().executeTakeFirst()
}

export async function markJoined(
  db: Database,
  bookingId: string,
  side: 'doctor' | 'patient',
  now: Date,
): Promise<void> {
  const column = side === 'doctor' ? 'doctorJoinedAt' : 'patientJoinedAt'
  const visited = side === 'doctor' ? 'visitedByDoctor' : 'visitedByPatient'
  await db
    .updateTable('bookings')
    .set((eb) => ({ [column]: eb.fn.coalesce(column, sql<Date>`${now}::timestamptz`), [visited]: true }))
    .where('id', '=', bookingId)
    .execute()
}

export async function setCallStatus(
  db: Database,
  bookingId: string,
  change:
    | { status: 'going'; startedAt: Date }
    | { status: 'finished'; finishedAt: Date }
    | { status: 'failed'; doctorNoShow: boolean; patientNoShow: boolean },
  now: Date,
): Promise<void> {
  const { status, ...rest } = change
  await db
    .updateTable('bookings')
    .set({ status, updatedAt: now, ...rest })
    .where('id', '=', bookingId)
    .execute()
}

export async function setDocumented(db: Database, bookingId: string, now: Date): Promise<void> {
  await db.updateTable('bookings').set({ documentedAt: now }).where('id', '=', bookingId).execute()
}

/** Video bookings whose window may have passed: `opened` past their end, `going` past the overrun. */
export async function findDue(db: Database, now: Date, overrunMs: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('bookings')
    .select('id')
    .where('practice', '=', 'video')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'opened'), eb('endsAt', '<=', now)]),
        eb.and([eb('status', '=', 'going'), eb('endsAt', '<=', new Date(now.getTime() - overrunMs))]),
      ]),
    )
    .orderBy('endsAt')
    .limit(limit)
    .execute()
  return rows.map((row) => row.id)
}

// ---- Tokens ----

export async function insertToken(
  db: Database,
  token: { tokenHash: Buffer; bookingId: string; userId: string; role: string; expiresAt: Date },
): Promise<void> {
  await db.insertInto('callTokens').values(token).execute()
}

/** A live token with the booking's parties (whom its signals go to). */
export async function findToken(
  db: Database,
  tokenHash: Buffer,
  now: Date,
): Promise<
  | {
      bookingId: string
      userId: string
      role: string
      expiresAt: Date
      doctorId: string
      patientId: string
      payerId: string
      status: string
    }
  | undefined
> {
  return db
    .selectFrom('callTokens as t')
    .innerJoin('bookings as b', 'b.id', 't.bookingId')
    .select([
      't.bookingId',
      't.userId',
      't.role',
      't.expiresAt',
      'b.doctorId',
      'b.patientId',
      'b.payerId',
      'b.status',
    ])
    .where('t.tokenHash', '=', tokenHash)
    .where('t.expiresAt', '>', now)
    .where('b.status', 'in', liveCallStatuses)
    .executeTakeFirst()
}

/** A call's tokens relay only while its booking is in the room's states (issue 41 §2): not once it ended. */
const liveCallStatuses = ['opened', 'going']

/**
 * The condition, for the statement that relays a signal, that the token is still live: not expired, not deleted
 * (the consult ended), its booking still opened or going. Judged by that statement, on whichever instance.
 */
export function tokenIsLive(tokenHash: Buffer, now: Date): RawBuilder<boolean> {
  return sql<boolean>`exists (
    select 1 from call_tokens t join bookings b on b.id = t.booking_id
    where t.token_hash = ${tokenHash} and t.expires_at > ${now}::timestamptz
      and b.status in (${sql.join(liveCallStatuses)})
  )`
}

/** The consult ended: its tokens end with it. */
export async function deleteTokensOf(db: Database, bookingId: string): Promise<void> {
  await db.deleteFrom('callTokens').where('bookingId', '=', bookingId).execute()
}

export async function deleteExpiredTokens(db: Database, now: Date): Promise<void> {
  await db.deleteFrom('callTokens').where('expiresAt', '<=', now).execute()
}

// ---- The session summary ----

export type NoteRow = Selectable<ConsultNotesTable>
export type ItemRow = Selectable<PrescriptionItemsTable>

export interface ReferralRow {
  bookingId: string
  position: number
  kind: string
  specialtyId: number | null
  specialtyAr: string | null
  specialtyEn: string | null
  doctorId: string | null
  doctorNameAr: string | null
  doctorNameEn: string | null
  code: string | null
  name: string
  note: string
}

export async function findNote(db: Database, bookingId: string): Promise<NoteRow | undefined> {
  return db.selectFrom('consultNotes').selectAll().where('bookingId', '=', bookingId).executeTakeFirst()
}

export async function upsertNote(
  db: Database,
  note: Omit<NoteRow, 'createdAt' | 'updatedAt' | 'dispensedAt'>,
  now: Date,
): Promise<NoteRow> {
  // The verification and dispense codes are made once, with the first save; later saves keep them.
  const { verificationCode: _kept, dispenseCode: _held, bookingId: _key, ...fields } = note
  return db
    .insertInto('consultNotes')
    .values({ ...note, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('bookingId').doUpdateSet({ ...fields, updatedAt: now }))
    .returningAll()
    .executeTakeFirstOrThrow()
}

// ---- A prescription any pharmacy can check (issue 45 §4) ----

/** A prescription found by its public code: the note's codes and state, the booking's parties, doctor and person. */
export interface PrescriptionByCodeRow {
  bookingId: string
  verificationCode: string
  dispenseCode: string
  dispensedAt: Date | null
  /** When the doctor last saved it: the date printed on the PDF. */
  issuedAt: Date
  doctorId: string
  patientId: string
  payerId: string
  doctorNameAr: string
  doctorNameEn: string | null
  doctorSpecialtyId: number
  doctorLicenceNumber: string | null
  fileName: string | null
}

/** By the unique index on the code (consult_notes_verification_code_key). */
export async function findPrescriptionByCode(
  db: Database,
  code: string,
): Promise<PrescriptionByCodeRow | undefined> {
  return db
    .selectFrom('consultNotes as n')
    .innerJoin('bookings as b', 'b.id', 'n.bookingId')
    .innerJoin('doctors as d', 'd.userId', 'b.doctorId')
    .leftJoin('patients as p', (join) =>
      join.onRef('p.userId', '=', 'b.patientId').on('b.dependentId', 'is', null),
    )
    .leftJoin('dependents as dep', 'dep.id', 'b.dependentId')
    .select((eb) => [
      'n.bookingId',
      'n.verificationCode',
      'n.dispenseCode',
      'n.dispensedAt',
      'n.updatedAt as issuedAt',
      'b.doctorId',
      'b.patientId',
      'b.payerId',
      'd.nameAr as doctorNameAr',
      'd.nameEn as doctorNameEn',
      'd.specialtyId as doctorSpecialtyId',
      'd.licenceNumber as doctorLicenceNumber',
      eb.fn.coalesce('dep.name', 'p.name').as('fileName'),
    ])
    .where('n.verificationCode', '=', code)
    .executeTakeFirst()
}

/**
 * Marks a prescription dispensed, once: the statement's condition decides between two pharmacists at the same
 * moment. The time it kept; undefined when it had been dispensed already.
 */
export async function markDispensed(db: Database, bookingId: string, now: Date): Promise<Date | undefined> {
  const row = await db
    .updateTable('consultNotes')
    .set({ dispensedAt: now })
    .where('bookingId', '=', bookingId)
    .where('dispensedAt', 'is', null)
    .returning('dispensedAt')
    .executeTakeFirst()
  return row?.dispensedAt ?? undefined
}

// ---- The prescription PDF's kept render (issue 41 §3) ----

/** The kept render of a booking's prescription, when it was made from exactly this input. */
export async function findPrescriptionPdf(
  db: Database,
  bookingId: string,
  inputHash: Buffer,
): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('prescriptionPdfs')
    .select('pdf')
    .where('bookingId', '=', bookingId)
    .where('inputHash', '=', inputHash)
    .executeTakeFirst()
  return row?.pdf
}

/** Keeps a render, replacing the booking's previous one (an older version of the summary is never served again). */
export async function keepPrescriptionPdf(
  db: Database,
  pdf: { bookingId: string; inputHash: Buffer; pdf: Buffer },
  now: Date,
): Promise<void> {
  await db
    .insertInto('prescriptionPdfs')
    .values({ ...pdf, renderedAt: now })
    .onConflict((oc) =>
      oc.column('bookingId').doUpdateSet({ inputHash: pdf.inputHash, pdf: pdf.pdf, renderedAt: now }),
    )
    .execute()
}

export async function itemsOf(db: Database, bookingIds: readonly string[]): Promise<ItemRow[]> {
  if (!bookingIds.length) return []
  return db
    .selectFrom('prescriptionItems')
    .selectAll()
    .where('bookingId', 'in', bookingIds)
    .orderBy('bookingId')
    .orderBy('position')
    .execute()
}

export async function replaceItems(
  db: Database,
  bookingId: string,
  items: readonly Omit<ItemRow, 'bookingId' | 'position'>[],
): Promise<void> {
  await db.deleteFrom('prescriptionItems').where('bookingId', '=', bookingId).execute()
  if (items.length)
    await db
      .insertInto('prescriptionItems')
      .values(items.map((item, position) => ({ ...item, bookingId, position })))
      .execute()
}

export async function referralsOf(db: Database, bookingIds: readonly string[]): Promise<ReferralRow[]> {
  if (!bookingIds.length) return []
  return db
    .selectFrom('referrals as r')
    .leftJoin('specialties as s', 's.id', 'r.specialtyId')
    .leftJoin('doctors as d', 'd.userId', 'r.doctorId')
    .select([
      'r.bookingId',
      'r.position',
      'r.kind',
      'r.specialtyId',
      's.nameAr as specialtyAr',
      's.nameEn as specialtyEn',
      'r.doctorId',
      'd.nameAr as doctorNameAr',
      'd.nameEn as doctorNameEn',
      'r.code',
      'r.name',
      'r.note',
    ])
    .where('r.bookingId', 'in', bookingIds)
    .orderBy('r.bookingId')
    .orderBy('r.position')
    .execute()
}

export async function replaceReferrals(
  db: Database,
  bookingId: string,
  referrals: readonly {
    kind: string
    specialtyId: number | null
    doctorId: string | null
    code: string | null
    name: string
    note: string
  }[],
): Promise<void> {
  await db.deleteFrom('referrals').where('bookingId', '=', bookingId).execute()
  if (referrals.length)
    await db
      .insertInto('referrals')
      .values(referrals.map((referral, position) => ({ ...referral, bookingId, position })))
      .execute()
}

/** Which of these specialties exist, and which doctors exist in the specialty named with them. */
export async function existingSpecialties(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set()
  const rows = await db.selectFrom('specialties').select('id').where('id', 'in', ids).execute()
  return new Set(rows.map((row) => row.id))
}

export async function existingDoctors(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set()
  const rows = await db.selectFrom('doctors').select('userId').where('userId', 'in', ids).execute()
  return new Set(rows.map((row) => row.userId))
}

// ---- Ratings ----

/** Keeps the rating; false when the consult was rated before (the primary key decides a race). */
export async function insertRating(
  db: Database,
  rating: { bookingId: string; doctorId: string; raterId: string; stars: number; comment: string },
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('consultRatings')
    .values({ ...rating, createdAt: now })
    .onConflict((oc) => oc.column('bookingId').doNothing())
    .returning('bookingId')
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Adds a rating to the doctor's count and mean (SPEC 3.3: shown to one decimal), kept from the sum of the stars so
 * it never drifts through rounding. A doctor whose sum was never kept (ratings seeded or imported as a mean and a
 * count) starts from mean × count.
 */
export async function addToDoctorRating(db: Database, doctorId: string, stars: number): Promise<void> {
  await sql`
    update doctors d set
      rating_sum = s.total + ${stars},
      rating_count = d.rating_count + 1,
      rating = round((s.total + ${stars})::numeric / (d.rating_count + 1), 1)::double precision
    from (
      select case when rating_sum = 0 then round(coalesce(rating, 0) * rating_count)::integer else rating_sum end as total
      from doctors where user_id = ${doctorId}
    ) s
    where d.user_id = ${doctorId}
  `.execute(db)
}

export async function findRating(
  db: Database,
  bookingId: string,
): Promise<{ stars: number; comment: string; createdAt: Date } | undefined> {
  return db
    .selectFrom('consultRatings')
    .select(['stars', 'comment', 'createdAt'])
    .where('bookingId', '=', bookingId)
    .executeTakeFirst()
}

// ---- The call's chat ----

export interface MessageRow {
  id: string
  senderId: string
  senderRole: string
  body: string | null
  fileId: string | null
  contentType: string | null
  sizeBytes: number | null
  createdAt: Date
}

export async function listMessages(db: Database, bookingId: string): Promise<MessageRow[]> {
  return db
    .selectFrom('callMessages as m')
    .leftJoin('files as f', 'f.id', 'm.fileId')
    .select([
      'm.id',
      'm.senderId',
      'm.senderRole',
      'm.body',
      'm.fileId',
      'f.contentType',
      'f.sizeBytes',
      'm.createdAt',
    ])
    .where('m.bookingId', '=', bookingId)
    .orderBy('m.seq')
    .limit(500)
    .execute()
}

export async function insertMessage(
  db: Database,
  message: {
    bookingId: string
    senderId: string
    senderRole: string
    body: string | null
    fileId: string | null
  },
  now: Date,
): Promise<string> {
  const row = await db
    .insertInto('callMessages')
    .values({ ...message, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function countMessages(db: Database, bookingId: string): Promise<number> {
  const row = await db
    .selectFrom('callMessages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('bookingId', '=', bookingId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

// ---- The health record ----

export interface RecordConsultRow {
  bookingId: string
  startsAt: Date
  status: string
  practice: string
  complaint: string
  doctorId: string
  doctorNameAr: string
  doctorNameEn: string | null
  specialtyId: number
  diagnosisCode: string | null
  diagnosisText: string | null
  documentedAt: Date | null
  verificationCode: string | null
  dispenseCode: string | null
  dispensedAt: Date | null
}

/**
 * The consults of one medical file (its account and, for a family member, the dependent), newest first: those that
 * happened or are under way (going, finished), at most 200.
 */
export async function consultsOfFile(
  db: Database,
  file: { patientId: string; dependentId: string | null },
): Promise<RecordConsultRow[]> {
  return db
    .selectFrom('bookings as b')
    .innerJoin('doctors as d', 'd.userId', 'b.doctorId')
    .leftJoin('consultNotes as n', 'n.bookingId', 'b.id')
    .select([
      'b.id as bookingId',
      'b.startsAt',
      'b.status',
      'b.practice',
      'b.complaint',
      'b.doctorId',
      'd.nameAr as doctorNameAr',
      'd.nameEn as doctorNameEn',
      'd.specialtyId',
      'n.diagnosisCode',
      'n.diagnosisText',
      'b.documentedAt',
      'n.verificationCode',
      'n.dispenseCode',
      'n.dispensedAt',
    ])
    .where('b.patientId', '=', file.patientId)
    .where((eb) =>
      file.dependentId === null
        ? eb('b.dependentId', 'is', null)
        : eb('b.dependentId', '=', file.dependentId),
    )
    .where('b.status', 'in', ['going', 'finished'])
    .orderBy('b.startsAt', 'desc')
    .limit(200)
    .execute()
}

/** The person of a medical file: the account's patient profile, or one of its dependents. */
export async function findFilePerson(
  db: Database,
  holderId: string,
  fileId: string,
): Promise<{ name: string; gender: string; birthday: string } | undefined> {
  if (fileId === holderId)
    return db
      .selectFrom('patients')
      .select(['name', 'gender', sql<string>`birthday::text`.as('birthday')])
      .where('userId', '=', holderId)
      .executeTakeFirst()
  return db
    .selectFrom('dependents')
    .select(['name', 'gender', sql<string>`birthday::text`.as('birthday')])
    .where('id', '=', fileId)
    .where('holderId', '=', holderId)
    .executeTakeFirst()
}

// ---- No-show warnings (SPEC 4, 9; issue 12 §3) ----

/** A doctor's video bookings due in [from, to) — those that took place or should have — and how many they missed. */
export async function videoWeek(
  db: Database,
  doctorId: string,
  from: Date,
  to: Date,
): Promise<{ total: number; missed: number }> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.count<string>('id').filterWhere('doctorNoShow', '=', true).as('missed'),
    ])
    .where('doctorId', '=', doctorId)
    .where('practice', '=', 'video')
    .where('status', 'in', ['going', 'finished', 'failed'])
    .where('startsAt', '>=', from)
    .where('startsAt', '<', to)
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), missed: Number(row.missed) }
}

/** Keeps a week's warning; false when the doctor already has one for that week. */
export async function insertWarning(
  db: Database,
  warning: { doctorId: string; weekStart: string; missed: number; total: number },
): Promise<boolean> {
  const row = await db
    .insertInto('doctorWarnings')
    .values(warning)
    .onConflict((oc) => oc.columns(['doctorId', 'weekStart']).doNothing())
    .returning('doctorId')
    .executeTakeFirst()
  return row !== undefined
}

/** A doctor's names and gender, as a notification names them (notificationsService.doctorNamed). */
export async function findDoctorNames(
  db: Database,
  doctorId: string,
): Promise<{ nameAr: string; nameEn: string | null; gender: string } | undefined> {
  return db
    .selectFrom('doctors')
    .select(['nameAr', 'nameEn', 'gender'])
    .where('userId', '=', doctorId)
    .executeTakeFirst()
}
