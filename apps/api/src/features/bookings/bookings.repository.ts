import type { PracticeKind } from '@app/domain/doctors'
import type { Selectable } from 'kysely'
import type { Database } from '#api/db/database'
import type { BookingsTable } from '#api/db/schema'

/** The columns of each practice (the doctors feature keeps the same map beside its own queries). */
const practiceColumns = {
  video: { active: 'videoActive', price: 'videoPrice' },
  clinic: { active: 'clinicActive', price: 'clinicPrice' },
  home: { active: 'homeActive', price: 'homePrice' },
} as const satisfies Record<PracticeKind, { active: string; price: string }>

export type BookingRecord = Selectable<BookingsTable>

/** What booking a doctor's practice needs to know about the doctor (SPEC 4, 6). */
export interface BookableDoctor {
  userId: string
  nameAr: string
  nameEn: string | null
  verified: boolean
  testing: boolean
  deactivated: boolean
  /** The doctor's account phone: a patient with it is the doctor (SPEC 8 'You cannot book yourself'). */
  phone: string
  active: boolean
  /** The doctor's price for this practice, piastres. */
  price: number | null
}

export async function findBookableDoctor(
  db: Database,
  doctorId: string,
  practice: PracticeKind,
): Promise<BookableDoctor | undefined> {
  const columns = practiceColumns[practice]
  const row = await db
    .selectFrom('doctors as d')
    .innerJoin('users as u', 'u.id', 'd.userId')
    .select([
      'd.userId',
      'd.nameAr',
      'd.nameEn',
      'd.verified',
      'd.testing',
      'u.deactivated',
      'u.phone',
      `d.${columns.active} as active`,
      `d.${columns.price} as price`,
    ])
    .where('d.userId', '=', doctorId)
    .executeTakeFirst()
  return row as BookableDoctor | undefined
}

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

/** The names a booking's notifications quote: the doctor's (Arabic) and the patient's. */
export async function findNames(
  db: Database,
  doctorId: string,
  patientId: string,
): Promise<{ doctorName: string; patientName: string }> {
  const [doctor, patient] = await Promise.all([
    findDoctorNames(db, doctorId),
    db.selectFrom('patients').select('name').where('userId', '=', patientId).executeTakeFirst(),
  ])
  return { doctorName: doctor?.nameAr ?? '', patientName: patient?.name ?? '' }
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
