import type { Schedule } from '@app/domain/schedules'
import { DomainError } from '@app/domain/shared'
import { sql } from 'kysely'
import type { Database } from '#api/db/database'

export type ScheduleRecord = Pick<Schedule, 'timeslotMinutes' | 'defaultWeek' | 'weeks' | 'days'>

/** Stored schedules were checked by scheduleSchema when they were written. */
function toSchedule(row: { timeslotMinutes: number; defaultWeek: unknown; weeks: unknown; days: unknown }) {
  return {
    timeslotMinutes: row.timeslotMinutes,
    defaultWeek: row.defaultWeek,
    weeks: row.weeks,
    days: row.days,
  } as ScheduleRecord
}

export async function findByDoctorId(db: Database, doctorId: string): Promise<ScheduleRecord | undefined> {
  const row = await db
    .selectFrom('schedules')
    .select(['timeslotMinutes', 'defaultWeek', 'weeks', 'days'])
    .where('doctorId', '=', doctorId)
    .executeTakeFirst()
  return row && toSchedule(row)
}

/** The schedules of several doctors in one query (a page of search results). */
export async function findByDoctorIds(
  db: Database,
  doctorIds: readonly string[],
): Promise<Map<string, ScheduleRecord>> {
  if (doctorIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('schedules')
    .select(['doctorId', 'timeslotMinutes', 'defaultWeek', 'weeks', 'days'])
    .where('doctorId', '=', sql<string>`any(${sql.val(doctorIds)}::uuid[])`)
    .execute()
  return new Map(rows.map((row) => [row.doctorId, toSchedule(row)]))
}

export async function upsert(db: Database, doctorId: string, schedule: ScheduleRecord): Promise<void> {
  const values = {
    timeslotMinutes: schedule.timeslotMinutes,
    defaultWeek: JSON.stringify(schedule.defaultWeek),
    weeks: JSON.stringify(schedule.weeks),
    days: JSON.stringify(schedule.days),
    updatedAt: new Date(),
  }
  try {
    await db
      .insertInto('schedules')
      .values({ doctorId, ...values })
      .onConflict((oc) => oc.column('doctorId').doUpdateSet(values))
      .execute()
  } catch (error) {
    // schedules.doctor_id references doctors: no doctor profile, no schedule.
    if ((error as { code?: string }).code === '23503') throw new DomainError('PROFILE_NOT_FOUND')
    throw error
  }
}

export interface BusyRecord {
  doctorId: string
  start: Date
  end: Date
  /** A pending booking's hold deadline: from then its time is free (null: a paid booking). */
  holdExpiresAt: Date | null
}

/**
 * The live bookings (pending payment, opened or going) of some doctors that overlap [from, to). The range test is the one the
 * bookings_no_overlap exclusion index is built on, so PostgreSQL answers it from that index. A pending booking
 * whose hold ended by `now` is not live, whether or not its deadline's job has run yet (issue 41 §2): its time is
 * offered, and a booking of it ends the hold first (bookings.service insertUnlessHeld).
 */
export async function findLiveBookings(
  db: Database,
  doctorIds: readonly string[],
  from: Date,
  to: Date,
  now: Date,
): Promise<BusyRecord[]> {
  if (doctorIds.length === 0) return []
  const doctors = sql<string>`any(${sql.val(doctorIds)}::uuid[])`
  const rows = await db
    .selectFrom('bookings')
    .select(['doctorId', 'startsAt as start', 'endsAt as end', 'holdExpiresAt'])
    .where('doctorId', '=', doctors)
    // Literal, like the index predicate, so the planner can prove the partial index applies.
    .where(sql<boolean>`status in ('pending', 'opened', 'going')`)
    .where(sql<boolean>`(status <> 'pending' or hold_expires_at > ${now})`)
    .where(sql<boolean>`tstzrange(starts_at, ends_at) && tstzrange(${from}, ${to})`)
    // A time offered to someone on the waiting list is theirs until the offer's deadline (issue 45 §3, ADR 0047):
    // busy for everyone, like a hold; the offered patient books it from the offer's page.
    .unionAll(
      db
        .selectFrom('waitingListOffers')
        .select(['doctorId', 'startsAt as start', 'endsAt as end', 'expiresAt as holdExpiresAt'])
        .where('doctorId', '=', doctors)
        .where(sql<boolean>`state = 'offered'`)
        .where('expiresAt', '>', now)
        .where(sql<boolean>`tstzrange(starts_at, ends_at) && tstzrange(${from}, ${to})`),
    )
    .orderBy('start')
    .execute()
  return rows
}

// Kept next slots (SPEC 2.8 'available from'; migration 2026_11_23_1800_doctor_next_slots)

export interface KeptNextSlot {
  doctorId: string
  /** The version the value was read at, or '0' when the doctor has no row yet. */
  version: string
  horizonDays: number | null
  computedAt: Date | null
  nextSlotAt: Date | null
  staleAt: Date | null
}

export async function findKeptNextSlots(db: Database, doctorIds: readonly string[]): Promise<KeptNextSlot[]> {
  if (doctorIds.length === 0) return []
  return db
    .selectFrom('doctorNextSlots')
    .select(['doctorId', 'version', 'horizonDays', 'computedAt', 'nextSlotAt', 'staleAt'])
    .where('doctorId', '=', sql<string>`any(${sql.val(doctorIds)}::uuid[])`)
    .execute()
}

/**
 * Keeps computed next slots, each only if its doctor's version is still the one read before computing: a change
 * to the schedule or the bookings in between bumped it (the triggers), and the value is then dropped, not kept.
 */
export async function keepNextSlots(db: Database, values: readonly KeptNextSlot[]): Promise<void> {
  if (values.length === 0) return
  await db
    .insertInto('doctorNextSlots')
    .values([...values])
    .onConflict((oc) =>
      oc
        .column('doctorId')
        .doUpdateSet((eb) => ({
          horizonDays: eb.ref('excluded.horizonDays'),
          computedAt: eb.ref('excluded.computedAt'),
          nextSlotAt: eb.ref('excluded.nextSlotAt'),
          staleAt: eb.ref('excluded.staleAt'),
        }))
        .whereRef('doctorNextSlots.version', '=', 'excluded.version'),
    )
    .execute()
}
