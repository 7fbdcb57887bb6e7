import { randomUUID } from 'node:crypto'
import {
  addCalendarDays,
  availableSlots,
  cairoDayStart,
  defaultTimeslotMinutes,
  emptyWeekPlan,
  loadMoreWindow,
  reservedRangesForDay,
  type Availability,
  type AvailabilityQuery,
  type ReservedTimes,
  type Schedule,
  type ScheduleView,
} from '@app/domain/schedules'
import { cairoDate, DomainError, egyptTimeZone } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import type { RequestContext } from '#api/plugins/context'
import { doctorChanged } from '#api/shared/doctor-changes'
import { groupedReads } from '#api/shared/group-commit'
import { toScheduleView } from './schedules.mappers'
import * as schedulesRepository from './schedules.repository'
import type { ScheduleRecord } from './schedules.repository'

/** A kept next slot as read (doctor_next_slots); the doctor is the caller's key. */
export type KeptNextSlot = Omit<schedulesRepository.KeptNextSlot, 'doctorId'>

const dayMs = 86_400_000
/** How far ahead availability may be asked for: a year of weekly defaults (SPEC 2.8) and a little more. */
const maxDaysAhead = 400

function emptySchedule(): ScheduleRecord {
  return { timeslotMinutes: defaultTimeslotMinutes, defaultWeek: emptyWeekPlan(), weeks: {}, days: {} }
}

/** SPEC 3.4: a doctor's schedule; a doctor who never saved one has an empty week with 15-minute slots. */
export async function getSchedule(ctx: RequestContext, doctorId: string): Promise<ScheduleView> {
  return toScheduleView((await schedulesRepository.findByDoctorId(ctx.db, doctorId)) ?? emptySchedule())
}

/**
 * Saves a whole schedule (already checked by scheduleSchema: no overlapping ranges, ends after starts).
 * `afterSave` runs in the same transaction, for what depends on the schedule (the doctor's completeness).
 */
export async function saveSchedule(
  ctx: RequestContext,
  doctorId: string,
  schedule: Schedule,
): Promise<ScheduleView> {
  await ctx.db.transaction().execute(async (trx) => {
    await schedulesRepository.upsert(trx, doctorId, schedule)
    // The practice completeness counts the schedule's ranges (issue 7 §2: derived values refresh in one place).
    await doctorChanged(trx, doctorId)
    // More time may be open: the waiting list is offered what is free (issue 45 §3), once this commits.
    await ctx.jobs.enqueue(
      trx,
      'waitingList.offer',
      { doctorId },
      { key: `waiting-list:schedule:${doctorId}:${ctx.clock.now().toISOString()}:${randomUUID()}` },
    )
  })
  return getSchedule(ctx, doctorId)
}

/** The time ranges a schedule holds: the practice completeness counts them (SPEC 3.1). */
export async function countScheduledRanges(db: Database, doctorId: string): Promise<number> {
  const schedule = await schedulesRepository.findByDoctorId(db, doctorId)
  if (!schedule) return 0
  const inWeek = (week: ScheduleRecord['defaultWeek']) =>
    Object.values(week).reduce((sum, day) => sum + (day.checked ? day.ranges.length : 0), 0)
  return (
    inWeek(schedule.defaultWeek) +
    Object.values(schedule.weeks).reduce((sum, week) => sum + inWeek(week), 0) +
    Object.values(schedule.days).reduce((sum, ranges) => sum + ranges.length, 0)
  )
}

/**
 * SPEC 2.5 step 3, 2.8 and 9: the free slots of a doctor from `from` (default now) for 30 or 31 Cairo days —
 * the schedule, minus live bookings, minus the past — and where the next window starts.
 */
export async function getAvailability(
  ctx: RequestContext,
  doctorId: string,
  query: AvailabilityQuery,
  /** Where to read: the read replica for a public page (issue 44 §4), else the primary. */
  reads: Database = ctx.db,
): Promise<Availability> {
  const now = ctx.clock.now()
  // The past has no free slots: a window that starts before now starts now.
  const asked = query.from ? new Date(query.from) : now
  const from = asked > now ? asked : now
  if (from.getTime() > now.getTime() + maxDaysAhead * dayMs)
    throw new DomainError('VALIDATION_FAILED', {}, [{ path: 'from', code: 'validation:invalidValue' }])
  const window = query.days
    ? { from, to: cairoDayStart(addCalendarDays(cairoDate(from), query.days)) }
    : loadMoreWindow(from)
  const [schedule, busy] = await Promise.all([
    schedulesRepository.findByDoctorId(reads, doctorId),
    schedulesRepository.findLiveBookings(reads, [doctorId], window.from, window.to, now),
  ])
  const slots = schedule ? availableSlots({ schedule, busy, from: window.from, to: window.to, now }) : []
  return {
    slots: slots.map((slot) => ({ start: slot.start.toISOString(), end: slot.end.toISOString() })),
    timezone: egyptTimeZone,
    nextFrom: window.to.toISOString(),
  }
}

/** SPEC 7.2 getAllReservedTimes: a doctor's live bookings on a Cairo day, by start. */
export async function getReservedTimes(
  ctx: RequestContext,
  doctorId: string,
  day: string,
  reads: Database = ctx.db,
): Promise<ReservedTimes> {
  let dayStart: Date
  let dayEnd: Date
  try {
    dayStart = cairoDayStart(day)
    dayEnd = cairoDayStart(addCalendarDays(day, 1))
  } catch {
    throw new DomainError('VALIDATION_FAILED', {}, [{ path: 'day', code: 'validation:invalidFormat' }])
  }
  const busy = await schedulesRepository.findLiveBookings(
    reads,
    [doctorId],
    dayStart,
    dayEnd,
    ctx.clock.now(),
  )
  return {
    data: reservedRangesForDay(busy, day).map((b) => ({
      startDate: b.start.toISOString(),
      endDate: b.end.toISOString(),
    })),
  }
}

/**
 * SPEC 2.8 'available from': the first free slot of each doctor from now up to `horizonDays` Cairo days ahead,
 * or null. Each doctor's value is kept (doctor_next_slots) until a change to their schedule or bookings or the
 * passing of time makes it stale; only the missing and stale ones are computed, then kept. A caller that read the
 * kept values with its own query (the search's page) passes them as `known` (null: no row yet). `reads` is where the
 * kept values, schedules and bookings are read (the read replica for public pages, issue 44 §4); the values computed
 * are kept in `db`, the primary, whose version check ignores one computed from a replica's older state.
 */
export async function findNextSlots(
  db: Database,
  doctorIds: readonly string[],
  now: Date,
  horizonDays: number,
  known?: ReadonlyMap<string, KeptNextSlot | null>,
  reads: Database = db,
): Promise<Map<string, string | null>> {
  const next = new Map<string, string | null>(doctorIds.map((id) => [id, null]))
  if (doctorIds.length === 0) return next
  const kept =
    known ??
    new Map((await schedulesRepository.findKeptNextSlots(reads, doctorIds)).map((k) => [k.doctorId, k]))
  const stale: { doctorId: string; version: string }[] = []
  for (const id of doctorIds) {
    const row = kept.get(id)
    if (row && holds(row, now, horizonDays)) next.set(id, row.nextSlotAt?.toISOString() ?? null)
    else stale.push({ doctorId: id, version: row?.version ?? '0' })
  }
  if (stale.length === 0) return next
  const computed = await computeNextSlots(
    reads,
    stale.map((row) => row.doctorId),
    now,
    horizonDays,
  )
  const values = stale.map((row) => {
    const value = computed.get(row.doctorId) ?? { slot: null, staleAt: now }
    next.set(row.doctorId, value.slot?.toISOString() ?? null)
    return { ...row, horizonDays, computedAt: now, nextSlotAt: value.slot, staleAt: value.staleAt }
  })
  try {
    await schedulesRepository.keepNextSlots(db, values)
  } catch (error) {
    // A doctor removed meanwhile (foreign key): nothing to keep for them, and the page is still right.
    if ((error as { code?: string }).code !== '23503') throw error
  }
  return next
}

/** A kept value holds from when it was computed (same horizon) until it goes stale. */
function holds(row: KeptNextSlot, now: Date, horizonDays: number): boolean {
  return (
    row.computedAt !== null &&
    row.staleAt !== null &&
    row.horizonDays === horizonDays &&
    row.computedAt <= now &&
    now < row.staleAt
  )
}

/**
 * Computes next slots from schedules and live bookings: two queries side by side whatever the number of doctors;
 * each doctor's days are walked one at a time until a slot turns up. A slot stops being next when it starts; no
 * slot within the horizon may change when the horizon moves on, at the next Cairo midnight.
 */
async function computeNextSlots(
  db: Database,
  doctorIds: readonly string[],
  now: Date,
  horizonDays: number,
): Promise<Map<string, { slot: Date | null; staleAt: Date }>> {
  const today = cairoDate(now)
  const days = Array.from({ length: horizonDays + 1 }, (_, i) => cairoDayStart(addCalendarDays(today, i)))
  const end = days.at(-1) ?? now
  const nextMidnight = days[1] ?? end
  const next = new Map<string, { slot: Date | null; staleAt: Date }>(
    doctorIds.map((id) => [id, { slot: null, staleAt: nextMidnight }]),
  )
  const [schedules, bookings] = await Promise.all([
    schedulesRepository.findByDoctorIds(db, doctorIds),
    schedulesRepository.findLiveBookings(db, doctorIds, now, end, now),
  ])
  const busyByDoctor = new Map<string, schedulesRepository.BusyRecord[]>()
  for (const booking of bookings) {
    const list = busyByDoctor.get(booking.doctorId)
    if (list) list.push(booking)
    else busyByDoctor.set(booking.doctorId, [booking])
  }
  for (const [doctorId, schedule] of schedules) {
    const busy = busyByDoctor.get(doctorId) ?? []
    // A hold ending frees its time (issue 41 §2): the value goes stale then, not when the deadline's job runs.
    const holdEnds = busy.reduce(
      (soonest, b) => Math.min(soonest, b.holdExpiresAt?.getTime() ?? Infinity),
      Infinity,
    )
    const staleBy = (at: Date) => (holdEnds < at.getTime() ? new Date(holdEnds) : at)
    next.set(doctorId, { slot: null, staleAt: staleBy(nextMidnight) })
    for (let i = 0; i + 1 < days.length; i++) {
      const dayEnd = days[i + 1] as Date
      if (dayEnd <= now) continue
      const dayStart = days[i] as Date
      const from = dayStart > now ? dayStart : now
      const [first] = availableSlots({ schedule, busy, from, to: dayEnd, now })
      if (first) {
        next.set(doctorId, { slot: first.start, staleAt: staleBy(first.start) })
        break
      }
    }
  }
  return next
}

/**
 * The free slots of one doctor in [from, to): the schedule minus live bookings and live waiting-list offers (issue
 * 45 §3: the times the waiting list may offer), read in the caller's transaction.
 */
export async function freeSlots(
  db: Database,
  doctorId: string,
  from: Date,
  to: Date,
  now: Date,
): Promise<{ start: Date; end: Date }[]> {
  const [schedule, busy] = await Promise.all([
    schedulesRepository.findByDoctorId(db, doctorId),
    schedulesRepository.findLiveBookings(db, [doctorId], from, to, now),
  ])
  return schedule ? availableSlots({ schedule, busy, from, to, now }) : []
}

/** Bookings asked for at once read their doctors' schedules in one query (ADR 0025). */
const scheduleOf = groupedReads(schedulesRepository.findByDoctorIds)

/**
 * The slot of a doctor's schedule that starts exactly at `startsAt`, if the schedule has one there and it is still
 * ahead (SPEC 2.5 step 3, issue 9 §2: the server re-checks the time the wizard showed). Bookings are not looked at:
 * the bookings_no_overlap constraint decides a race for the slot, in the booking's own transaction.
 */
export async function scheduledSlotAt(
  db: Database,
  doctorId: string,
  startsAt: Date,
  now: Date,
): Promise<{ start: Date; end: Date } | null> {
  const schedule = await scheduleOf(db, doctorId)
  if (!schedule) return null
  const [slot] = availableSlots({
    schedule,
    busy: [],
    from: startsAt,
    to: new Date(startsAt.getTime() + 1),
    now,
  })
  return slot && slot.start.getTime() === startsAt.getTime() ? slot : null
}
