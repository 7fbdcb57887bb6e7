import { sql, type Selectable } from 'kysely'
import type { Database } from '#api/db/database'
import type { BookingsTable } from '#api/db/schema'

export type BookingRecord = Selectable<BookingsTable>

/** The people paying, by id: their account phone and testing mark, and their patient profile's name (null: none). */
export async function findPayers(
  db: Database,
  userIds: readonly string[],
): Promise<Map<string, { phone: string; testing: boolean; name: string | null; gender: string | null }>> {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('patients as p', 'p.userId', 'u.id')
    .select(['u.id', 'u.phone', 'u.testing', 'p.name', 'p.gender'])
    .where('u.id', '=', sql<string>`any(${sql.val(userIds)}::uuid[])`)
    .execute()
  return new Map(
    rows.map((row) => [
      row.id,
      { phone: row.phone, testing: row.testing, name: row.name, gender: row.gender },
    ]),
  )
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
> & {
  /** The consult a free follow-up follows (issue 12 §4). */
  followUpOf?: string | null
}

/**
 * One booking, or undefined when another booking of its doctor holds the time (bookings_no_overlap) — or, for a
 * follow-up, when its consult already has one (bookings_one_follow_up_idx). ON CONFLICT DO NOTHING makes it a
 * speculative insertion: one waiting for a booking in flight first takes back its own row, so clients racing for a
 * slot queue behind the winner. A plain INSERT kept its row while it waited: two of them each waited for the
 * other's row, and PostgreSQL broke each such deadlock only after deadlock_timeout (1 s), with an error — 200
 * clients racing for one slot took minutes and some got a 500 (CI, stop 35).
 */
export async function insertUnlessTaken(db: Database, booking: NewBooking): Promise<string | undefined> {
  const row = await db
    .insertInto('bookings')
    .values(booking)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

/**
 * Bookings of a group (ADR 0025), in one statement: a row whose time another booking of its doctor holds — one
 * committed, one of a transaction in flight once it commits, or one earlier in this group — is left out by
 * bookings_no_overlap (ON CONFLICT DO NOTHING). Answers the ids inserted. Rows go in by doctor and time, so two
 * groups that want the same slots wait for each other in one order and cannot deadlock.
 */
export async function insertAllUnlessTaken(
  db: Database,
  bookings: readonly (NewBooking & { id: string })[],
): Promise<Set<string>> {
  const ordered = [...bookings].sort(
    (a, b) => compare(a.doctorId, b.doctorId) || a.startsAt.getTime() - b.startsAt.getTime(),
  )
  const rows = await db
    .insertInto('bookings')
    .values(ordered)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute()
  return new Set(rows.map((row) => row.id))
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * A payer's holds take turns (issue 41 §2): a transaction-scoped advisory lock on the payer, taken before a new hold
 * is inserted and the payer's unpaid holds are counted, so two requests of one payer on two API instances cannot
 * each count the other's hold as not there yet.
 */
export async function lockPayerHolds(db: Database, payerId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`bookings.holds:${payerId}`}, 0))`.execute(db)
}

/** A payer's unpaid holds still running at `now`: in all, and with one doctor. */
export async function countLiveHolds(
  db: Database,
  payerId: string,
  doctorId: string,
  now: Date,
): Promise<{ total: number; withDoctor: number }> {
  const row = await db
    .selectFrom('bookings')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where doctor_id = ${doctorId}))::int`.as('withDoctor'),
    ])
    .where('payerId', '=', payerId)
    .where('status', '=', 'pending')
    .where('holdExpiresAt', '>', now)
    .executeTakeFirstOrThrow()
  return { total: row.total, withDoctor: row.withDoctor }
}

/**
 * Pending bookings whose hold ended by `now` (their deadline's job not run yet) overlapping any of `slots`, each with
 * its pending payment order if it has one (a booking has at most one live order; after a refused payment it may have
 * none, issue 41 §4), in order id order (the order in which their rows are then locked). Read from the pending-hold
 * index: lapsed holds are few, the job tidies them within seconds.
 */
export async function findLapsedHolds(
  db: Database,
  slots: readonly { doctorId: string; startsAt: Date; endsAt: Date }[],
  now: Date,
): Promise<{ id: string; orderId: string | null }[]> {
  if (slots.length === 0) return []
  const rows = await sql<{ id: string; orderId: string | null }>`
    select distinct b.id, o.id as "orderId"
    from bookings b
    join unnest(${sql.val(slots.map((s) => s.doctorId))}::uuid[],
                ${sql.val(slots.map((s) => s.startsAt.toISOString()))}::timestamptz[],
                ${sql.val(slots.map((s) => s.endsAt.toISOString()))}::timestamptz[]) as w(doctor_id, starts_at, ends_at)
      on w.doctor_id = b.doctor_id and tstzrange(w.starts_at, w.ends_at) && tstzrange(b.starts_at, b.ends_at)
    left join payment_orders o on o.booking_id = b.id and o.status = 'pending'
    where b.status = 'pending' and b.hold_expires_at <= ${now}
    order by "orderId", b.id
  `.execute(db)
  return rows.rows
}

/** A booking its payer, its patient or its doctor may read; undefined for anyone else (never another user's data). */
export async function findForUser(
  db: Database,
  bookingId: string,
  userId: string,
): Promise<BookingRecord | undefined> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', bookingId)
    .where((eb) =>
      eb.or([eb('payerId', '=', userId), eb('patientId', '=', userId), eb('doctorId', '=', userId)]),
    )
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
): Promise<{ nameAr: string; nameEn: string | null; gender: string } | undefined> {
  return db
    .selectFrom('doctors')
    .select(['nameAr', 'nameEn', 'gender'])
    .where('userId', '=', doctorId)
    .executeTakeFirst()
}

/** The latest payment order of a booking paid through a provider, if any (a failed one may be followed by another). */
export async function findOrderSummary(
  db: Database,
  bookingId: string,
): Promise<{ id: string; status: string } | undefined> {
  return db
    .selectFrom('paymentOrders')
    .select(['id', 'status'])
    .where('bookingId', '=', bookingId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

export async function findById(db: Database, bookingId: string): Promise<BookingRecord | undefined> {
  return db.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirst()
}

/** A cancellation (issue 12 §2): the status, who, when, and where the refund went. */
export async function cancel(
  db: Database,
  bookingId: string,
  change: { by: 'patient' | 'doctor' | 'admin'; at: Date; refundTo: 'wallet' | 'card' | 'none' },
): Promise<void> {
  await db
    .updateTable('bookings')
    .set({
      status: 'canceled',
      canceled: true,
      canceledAt: change.at,
      canceledBy: change.by,
      refundTo: change.refundTo,
      updatedAt: change.at,
    })
    .where('id', '=', bookingId)
    .execute()
}

/**
 * The one move (issue 12 §2): one statement, so the no-overlap constraint takes the new time as the old frees.
 * Moves of one doctor's bookings take turns (a transaction-scoped advisory lock on the doctor): an UPDATE cannot
 * step back as insertUnlessTaken does, and two moves to one time could each wait for the other's new row until
 * PostgreSQL failed one as a deadlock (ADR 0025). Called in the move's transaction, after the booking's row lock.
 */
export async function move(
  db: Database,
  booking: { id: string; doctorId: string },
  slot: { start: Date; end: Date },
  now: Date,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`bookings.move:${booking.doctorId}`}, 0))`.execute(
    db,
  )
  await db
    .updateTable('bookings')
    .set((eb) => ({
      startsAt: slot.start,
      endsAt: slot.end,
      rescheduledAt: now,
      rescheduleCount: eb('rescheduleCount', '+', 1),
      updatedAt: now,
    }))
    .where('id', '=', booking.id)
    .execute()
}

/** Whether a consult already has a live or done follow-up (SPEC 4: reported when created twice). */
export async function hasFollowUp(db: Database, bookingId: string): Promise<boolean> {
  const row = await db
    .selectFrom('bookings')
    .select('id')
    .where('followUpOf', '=', bookingId)
    .where('status', 'in', ['pending', 'opened', 'going', 'finished'])
    .executeTakeFirst()
  return row !== undefined
}

/** SPEC 4: whether the doctor's specialty allows a free follow-up. */
export async function specialtyAllowsFollowUp(db: Database, doctorId: string): Promise<boolean> {
  const row = await db
    .selectFrom('doctors as d')
    .innerJoin('specialties as s', 's.id', 'd.specialtyId')
    .select('s.followUpAllowed')
    .where('d.userId', '=', doctorId)
    .executeTakeFirst()
  return row?.followUpAllowed ?? true
}

export interface ReminderRow {
  id: string
  doctorId: string
  patientId: string
  payerId: string
  practice: string
  startsAt: Date
  doctorNameAr: string
  doctorNameEn: string | null
  patientName: string
}

/**
 * Claims the reminders of one kind due now: opened bookings starting in (from, to], booked at least
 * `bookedBeforeStartMs` ahead, not reminded of this kind yet. The reminder rows are inserted here (the primary key
 * makes a second worker's claim empty); the caller sends in the same transaction.
 */
export async function claimReminders(
  db: Database,
  kind: 'dayBefore' | 'soon',
  window: { from: Date; to: Date; bookedBeforeStartMs: number; videoOnly: boolean },
): Promise<ReminderRow[]> {
  const rows = await sql<ReminderRow>`
    with due as (
      select b.id from bookings b
      where b.status = 'opened' and b.starts_at > ${window.from} and b.starts_at <= ${window.to}
        and b.created_at <= b.starts_at - make_interval(secs => ${window.bookedBeforeStartMs / 1000})
        and (${!window.videoOnly} or b.practice = 'video')
        and not exists (select 1 from booking_reminders r where r.booking_id = b.id and r.kind = ${kind})
      order by b.starts_at
      limit 500
    ), claimed as (
      insert into booking_reminders (booking_id, kind) select id, ${kind} from due
      on conflict do nothing
      returning booking_id
    )
    select b.id, b.doctor_id as "doctorId", b.patient_id as "patientId", b.payer_id as "payerId",
      b.practice, b.starts_at as "startsAt", d.name_ar as "doctorNameAr", d.name_en as "doctorNameEn",
      coalesce(dep.name, p.name, '') as "patientName"
    from claimed c
    join bookings b on b.id = c.booking_id
    join doctors d on d.user_id = b.doctor_id
    left join patients p on p.user_id = b.patient_id
    left join dependents dep on dep.id = b.dependent_id
  `.execute(db)
  return rows.rows
}
