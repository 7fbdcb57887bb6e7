import type { Selectable } from 'kysely'
import type { Database } from '#api/db/database'
import type { BookingsTable } from '#api/db/schema'

export type BookingRecord = Selectable<BookingsTable>

/** The person paying: their account phone and testing mark, and their patient profile's name (null: none). */
export async function findPayer(
  db: Database,
  userId: string,
): Promise<{ phone: string; testing: boolean; name: string | null } | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('patients as p', 'p.userId', 'u.id')
    .select(['u.phone', 'u.testing', 'p.name'])
    .where('u.id', '=', userId)
    .executeTakeFirst()
  return row && { phone: row.phone, testing: row.testing, name: row.name }
}

export type NewBooking = Omit<
  BookingRecord,
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'canceled'
  | 'doctorNoShow'
  | 'patientNoShow'
  | 'visitedByDoctor'
  | 'visitedByPatient'
  | 'doctorJoinedAt'
  | 'patientJoinedAt'
  | 'startedAt'
  | 'finishedAt'
  | 'documentedAt'
  | 'canceledAt'
  | 'canceledBy'
  | 'refundTo'
  | 'rescheduledAt'
  | 'rescheduleCount'
  | 'followUpOf'
>

export async function insert(db: Database, booking: NewBooking): Promise<string> {
  const row = await db.insertInto('bookings').values(booking).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** A booking its payer or its patient may read; undefined for anyone else (never another user's data). */
export async function findForUser(
  db: Database,
  bookingId: string,
  userId: string,
): Promise<BookingRecord | undefined> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', bookingId)
    .where((eb) => eb.or([eb('payerId', '=', userId), eb('patientId', '=', userId)]))
    .executeTakeFirst()
}

export async function lock(db: Database, bookingId: string): Promise<BookingRecord | undefined> {
  return db.selectFrom('bookings').selectAll().where('id', '=', bookingId).forUpdate().executeTakeFirst()
}

export async function setStatus(db: Database, bookingId: string, status: string, now: Date): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ status, updatedAt: now, ...(status === 'pending' ? {} : { holdExpiresAt: null }) })
    .where('id', '=', bookingId)
    .execute()
}

export async function findDoctorNames(
  db: Database,
  doctorId: string,
): Promise<{ nameAr: string; nameEn: string | null } | undefined> {
  return db
    .selectFrom('doctors')
    .select(['nameAr', 'nameEn'])
    .where('userId', '=', doctorId)
    .executeTakeFirst()
}

/** The payment order of a booking paid through a provider, if any. */
export async function findOrderSummary(
  db: Database,
  bookingId: string,
): Promise<{ id: string; status: string } | undefined> {
  return db
    .selectFrom('paymentOrders')
    .select(['id', 'status'])
    .where('bookingId', '=', bookingId)
    .executeTakeFirst()
}
