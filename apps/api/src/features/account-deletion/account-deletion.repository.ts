import type { DeletionStatus } from '@app/domain/account-deletion'
import { sql } from 'kysely'
import { isUniqueViolation, type Database } from '#api/db/database'

export interface RequestRow {
  id: string
  userId: string
  status: string
  reason: string | null
  requestedAt: Date
  dueDay: string
  decidedAt: Date | null
  refusal: string | null
}

const requestColumns = [
  'r.id',
  'r.userId',
  'r.status',
  'r.reason',
  'r.requestedAt',
  sql<string>`r.due_day::text`.as('dueDay'),
  'r.decidedAt',
  'r.refusal',
] as const

export async function findLatest(db: Database, userId: string): Promise<RequestRow | undefined> {
  return db
    .selectFrom('deletionRequests as r')
    .select(requestColumns)
    .where('r.userId', '=', userId)
    .orderBy('r.requestedAt', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** A new pending request; null when one is pending already (one per user, a unique index). */
export async function insertPending(
  db: Database,
  values: { userId: string; reason: string | null; requestedAt: Date; dueDay: string },
): Promise<string | null> {
  try {
    const row = await db
      .insertInto('deletionRequests')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  } catch (error) {
    if (isUniqueViolation(error)) return null
    throw error
  }
}

/** A user not yet deleted, locked (an admin's deletion acts on it). */
export async function lockLiveUser(db: Database, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('deletedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst()
  return row !== undefined
}

export async function lock(db: Database, id: string): Promise<RequestRow | undefined> {
  return db
    .selectFrom('deletionRequests as r')
    .select(requestColumns)
    .where('r.id', '=', id)
    .forUpdate()
    .executeTakeFirst()
}

export async function lockPendingOf(db: Database, userId: string): Promise<RequestRow | undefined> {
  return db
    .selectFrom('deletionRequests as r')
    .select(requestColumns)
    .where('r.userId', '=', userId)
    .where('r.status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst()
}

export async function decide(
  db: Database,
  id: string,
  decision: {
    status: Exclude<DeletionStatus, 'pending'>
    decidedAt: Date
    decidedBy: string
    refusal?: string | null
  },
): Promise<void> {
  await db.updateTable('deletionRequests').set(decision).where('id', '=', id).execute()
}

/** Bookings not yet over in which the user is the patient, the payer or the doctor. */
export async function countLiveBookings(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', 'in', ['pending', 'opened', 'going'])
    .where((eb) =>
      eb.or([eb('patientId', '=', userId), eb('payerId', '=', userId), eb('doctorId', '=', userId)]),
    )
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Payments the user started that the gateway may still complete. */
export async function countPendingOrders(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('paymentOrders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export interface QueueRow extends RequestRow {
  name: string | null
  phone: string
}

/** The admins' queue: one status, oldest first (the 5-working-day clock runs from the oldest). */
export async function queue(
  db: Database,
  filters: { status: DeletionStatus; limit: number; offset: number },
): Promise<{ rows: QueueRow[]; total: number }> {
  const base = db.selectFrom('deletionRequests as r').where('r.status', '=', filters.status)
  const [rows, count] = await Promise.all([
    base
      .innerJoin('users as u', 'u.id', 'r.userId')
      .select([
        ...requestColumns,
        'u.phone',
        sql<string | null>`coalesce(
          (select p.name from patients p where p.user_id = u.id),
          (select d.name_ar from doctors d where d.user_id = u.id),
          (select c.business_name from centres c where c.user_id = u.id order by c.kind limit 1),
          (select a.name from admins a where a.user_id = u.id)
        )`.as('name'),
      ])
      .orderBy('r.requestedAt', filters.status === 'pending' ? 'asc' : 'desc')
      .orderBy('r.id')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.count) }
}

/**
 * Anonymises a user (docs/decisions/0020): what identifies or reaches the person goes; bookings, their medical
 * content, the ledger and the audit log stay, pointing at a row that no longer says who it was. A doctor keeps their
 * professional name and licence on past consults' records; a centre keeps its business name.
 */
export async function anonymise(
  db: Database,
  userId: string,
  now: Date,
  deletedName: { ar: string; en: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      phone: sql<string>`'deleted:' || id::text`,
      email: null,
      emailVerified: false,
      passwordHash: '!deleted',
      isAdmin: false,
      deactivated: true,
      deletedAt: now,
      updatedAt: now,
    })
    .where('id', '=', userId)
    .execute()
  await db.deleteFrom('sessions').where('userId', '=', userId).execute()
  await db.deleteFrom('otpCodes').where('userId', '=', userId).execute()
  await db.deleteFrom('emailVerifications').where('userId', '=', userId).execute()
  await db.deleteFrom('pushSubscriptions').where('userId', '=', userId).execute()
  await db.deleteFrom('notificationChoices').where('userId', '=', userId).execute()
  await db.deleteFrom('notifications').where('recipientId', '=', userId).execute()
  await db.deleteFrom('favourites').where('patientUserId', '=', userId).execute()
  await db
    .deleteFrom('medicalFileLinks')
    .where((eb) => eb.or([eb('holderId', '=', userId), eb('patientId', '=', userId)]))
    .execute()
  await db.updateTable('dependents').set({ name: deletedName.ar }).where('holderId', '=', userId).execute()
  await sql`
    update patients set
      name = ${deletedName.ar}, email = null, phone_number = '', id_number = null, id_document_file_id = null,
      photo_file_id = null, height = null, weight = null, nationality_id = null, reseller_code = null,
      marital_status = null, work_type = null, native_language = null, arabic_proficiency = null,
      english_proficiency = null, french_proficiency = null,
      addresses = jsonb_build_array(jsonb_build_object('governorateId', addresses -> 0 -> 'governorateId')),
      updated_at = ${now}
    where user_id = ${userId}
  `.execute(db)
  await sql`
    update doctors set
      email = null, phone_number = '', photo_file_id = null, verified = false, submitted_at = null,
      video_active = false, clinic_active = false, home_active = false, clinic_phones = '[]', clinic_address = null,
      clinic_latitude = null, clinic_longitude = null, about_ar = null, about_en = null, reseller_code = null,
      updated_at = ${now}
    where user_id = ${userId}
  `.execute(db)
  await db.deleteFrom('doctorNextSlots').where('doctorId', '=', userId).execute()
  await sql`
    update centres set
      email = null, phone_number = '', contact_person = ${deletedName.ar}, reception_phone = '0', photo_file_id = null,
      verified = false, home_visit = false, updated_at = ${now}
    where user_id = ${userId}
  `.execute(db)
  await sql`
    update admins set email = null, phone_number = '', totp_secret = null, totp_pending_secret = null, updated_at = ${now}
    where user_id = ${userId}
  `.execute(db)
}
