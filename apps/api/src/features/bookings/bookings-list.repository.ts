import { sql, type ExpressionBuilder, type Selectable } from 'kysely'
import type { Database } from '#api/db/database'
import type { BookingsTable, DB } from '#api/db/schema'

/**
 * My bookings (issue 12 §1): one side's bookings in a range of starts, a page at a time in the database, with what
 * the list shows and what its actions depend on. The people's names come from their profiles joined here, as the
 * consults' rows do, so a page of 100 is one query and not one per booking.
 */

export type ListedBooking = Selectable<BookingsTable>

export interface ListRow extends ListedBooking {
  doctorNameAr: string
  doctorNameEn: string | null
  doctorPhotoFileId: string | null
  specialtyId: number
  specialtyNameAr: string
  specialtyNameEn: string
  specialtyAllowsFollowUp: boolean
  fileName: string | null
  rated: boolean
  hasFollowUp: boolean
  orderId: string | null
  orderStatus: string | null
}

/** Whose list: the doctor's bookings, or those in the account's files and those it paid for. */
export type ListOwner = { side: 'doctor'; userId: string } | { side: 'patient'; userId: string }

export interface ListFilter {
  owner: ListOwner
  from: Date | null
  to: Date | null
  order: 'asc' | 'desc'
  /** Live bookings before cancelled and failed ones (today and upcoming), each group in time order. */
  liveFirst: boolean
  limit: number
  offset: number
}

type Bookings = ExpressionBuilder<DB & { b: DB['bookings'] }, 'b'>

/**
 * A booking that failed while pending (its payment failed or its hold ran out) was never confirmed: no list shows
 * it. A doctor's list shows only paid bookings (issue 12 §1), so not the pending ones either; the patient side sees
 * those, awaiting their payment.
 */
function visibleTo(eb: Bookings, owner: ListOwner) {
  const confirmedOrNoShow = eb.or([
    eb('b.status', '<>', 'failed'),
    eb('b.doctorNoShow', '=', true),
    eb('b.patientNoShow', '=', true),
  ])
  if (owner.side === 'doctor')
    return eb.and([eb('b.doctorId', '=', owner.userId), eb('b.status', '<>', 'pending'), confirmedOrNoShow])
  // bookings_patient_idx and bookings_payer_starts_idx, (person, starts_at) each: a bitmap OR of two range scans.
  return eb.and([
    eb.or([eb('b.patientId', '=', owner.userId), eb('b.payerId', '=', owner.userId)]),
    confirmedOrNoShow,
  ])
}

function withDetails(db: Database) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('doctors as d', 'd.userId', 'b.doctorId')
    .innerJoin('specialties as s', 's.id', 'd.specialtyId')
    .leftJoin('patients as p', (join) =>
      join.onRef('p.userId', '=', 'b.patientId').on('b.dependentId', 'is', null),
    )
    .leftJoin('dependents as dep', 'dep.id', 'b.dependentId')
    .selectAll('b')
    .select((eb) => [
      'd.nameAr as doctorNameAr',
      'd.nameEn as doctorNameEn',
      'd.photoFileId as doctorPhotoFileId',
      's.id as specialtyId',
      's.nameAr as specialtyNameAr',
      's.nameEn as specialtyNameEn',
      's.followUpAllowed as specialtyAllowsFollowUp',
      eb.fn.coalesce('dep.name', 'p.name').as('fileName'),
      eb
        .exists(
          eb.selectFrom('consultRatings as r').select('r.bookingId').whereRef('r.bookingId', '=', 'b.id'),
        )
        .as('rated'),
      // As bookings_one_follow_up_idx counts them: a follow-up that is not failed or cancelled.
      eb
        .exists(
          eb
            .selectFrom('bookings as f')
            .select('f.id')
            .whereRef('f.followUpOf', '=', 'b.id')
            .where('f.status', 'in', ['pending', 'opened', 'going', 'finished']),
        )
        .as('hasFollowUp'),
      eb
        .selectFrom('paymentOrders as o')
        .select('o.id')
        .whereRef('o.bookingId', '=', 'b.id')
        .orderBy('o.createdAt', 'desc')
        .limit(1)
        .as('orderId'),
      eb
        .selectFrom('paymentOrders as o')
        .select('o.status')
        .whereRef('o.bookingId', '=', 'b.id')
        .orderBy('o.createdAt', 'desc')
        .limit(1)
        .as('orderStatus'),
    ])
}

/** One page of a side's bookings starting in [from, to), and how many there are in all. */
export async function listPage(
  db: Database,
  filter: ListFilter,
): Promise<{ rows: ListRow[]; total: number }> {
  const inRange = (eb: Bookings) =>
    eb.and([
      visibleTo(eb, filter.owner),
      ...(filter.from ? [eb('b.startsAt', '>=', filter.from)] : []),
      ...(filter.to ? [eb('b.startsAt', '<', filter.to)] : []),
    ])
  const [rows, count] = await Promise.all([
    withDetails(db)
      .where(inRange)
      .$if(filter.liveFirst, (q) =>
        q.orderBy(
          sql`(b.status in ('canceled', 'failed') or b.canceled or b.doctor_no_show or b.patient_no_show)`,
          'asc',
        ),
      )
      .orderBy('b.startsAt', filter.order)
      .orderBy('b.id', filter.order)
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    db
      .selectFrom('bookings as b')
      .where(inRange)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows: rows as ListRow[], total: Number(count.count) }
}

/**
 * The start of the side's next booking still to come at `now` (live: pending, opened or going, not ended), if any:
 * the tab the list opens on (issue 41 §4).
 */
export async function nextLiveStart(db: Database, owner: ListOwner, now: Date): Promise<Date | undefined> {
  const row = await db
    .selectFrom('bookings as b')
    .select('b.startsAt')
    .where((eb) =>
      eb.and([
        visibleTo(eb, owner),
        eb('b.status', 'in', ['pending', 'opened', 'going']),
        eb('b.canceled', '=', false),
        eb('b.endsAt', '>', now),
      ]),
    )
    .orderBy('b.startsAt', 'asc')
    .limit(1)
    .executeTakeFirst()
  return row?.startsAt
}

/** One booking with the list's details (after a change, to answer with it). */
export async function findListed(db: Database, bookingId: string): Promise<ListRow | undefined> {
  return (await withDetails(db).where('b.id', '=', bookingId).executeTakeFirst()) as ListRow | undefined
}

export async function lock(db: Database, bookingId: string): Promise<ListedBooking | undefined> {
  return db.selectFrom('bookings').selectAll().where('id', '=', bookingId).forUpdate().executeTakeFirst()
}

/** SPEC 3.3 flags: the patient did not come; the booking failed (SPEC 4 outcomes). */
export async function markPatientNoShow(db: Database, bookingId: string, now: Date): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ status: 'failed', patientNoShow: true, holdExpiresAt: null, updatedAt: now })
    .where('id', '=', bookingId)
    .execute()
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
