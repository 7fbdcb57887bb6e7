import { cairoDate, egyptTimeZone } from '../shared/time'
import type { Schedule } from './schedules.schemas'
import { minutesOfDay, rangeSlotMinutes, type DayKey, type TimeRange } from './schedules.times'

const minuteMs = 60_000
const hourMs = 60 * minuteMs
const dayMs = 24 * hourMs
const minutesPerDay = 24 * 60

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** A YYYY-MM-DD calendar date as the UTC midnight of that date (calendar arithmetic only, no time zone). */
function dateToUtcMs(date: string): number {
  const match = datePattern.exec(date)
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`)
  const [, y, m, d] = match.map(Number) as [number, number, number, number]
  const ms = Date.UTC(y, m - 1, d)
  if (new Date(ms).getUTCDate() !== d) throw new RangeError(`no such date: ${date}`)
  return ms
}

const utcMsToDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/** The calendar date `days` days after (or before, if negative) a YYYY-MM-DD date. */
export function addCalendarDays(date: string, days: number): string {
  return utcMsToDate(dateToUtcMs(date) + days * dayMs)
}

let wallClockFormat: Intl.DateTimeFormat | undefined
// en-US with a 24-hour clock formats as "4/24/2026, 01:00:00"; format() is several times faster than
// formatToParts(), and only the digit groups are read.
const wallClockPattern = /^(\d+)\D+(\d+)\D+(\d+)\D+(\d+)\D+(\d+)\D+(\d+)$/

/** The Cairo wall clock at instant `ms`, written as the UTC instant that shows the same clock. */
function cairoWallClock(ms: number): number {
  wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: egyptTimeZone,
    numberingSystem: 'latn',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
  const match = wallClockPattern.exec(wallClockFormat.format(ms))
  if (!match) throw new Error('unexpected Intl.DateTimeFormat output')
  const [, month = 1, day = 1, year = 0, hour = 0, minute = 0, second = 0] = match.map(Number)
  return Date.UTC(year, month - 1, day, hour, minute, second)
}

/** Cairo's offset from UTC in minutes at an instant, from the IANA database (120 in winter, 180 in summer). */
function cairoOffsetAt(ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000
  return Math.round((cairoWallClock(whole) - whole) / minuteMs)
}

/** Cairo's offsets over a window of time: at its start, at its end, and at any instant within it. */
interface Offsets {
  before: number
  after: number
  at: (ms: number) => number
}

/**
 * The offsets over a window holding at most one clock change: two lookups when the offset is the same at both
 * ends, else a binary search (to the minute) for the change.
 */
function offsetsBetween(fromMs: number, toMs: number): Offsets {
  const before = cairoOffsetAt(fromMs)
  const after = cairoOffsetAt(toMs)
  if (before === after) return { before, after, at: () => before }
  let lo = Math.floor(fromMs / minuteMs)
  let hi = Math.ceil(toMs / minuteMs)
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2)
    if (cairoOffsetAt(mid * minuteMs) === before) lo = mid
    else hi = mid
  }
  const change = hi * minuteMs
  return { before, after, at: (ms) => (ms < change ? before : after) }
}

const dayOffsetsCache = new Map<number, Offsets>()

/**
 * The offsets that can apply to the wall times of a Cairo calendar day (its midnight written as UTC), looked up
 * over [midnight - 12 h, midnight + 36 h], which holds every instant of the day for any offset within ±12 h.
 * Memoised: the time-zone rules do not change while the process runs, and the cache is bounded.
 */
function offsetsForDay(midnight: number): Offsets {
  let offsets = dayOffsetsCache.get(midnight)
  if (!offsets) {
    if (dayOffsetsCache.size >= 5000) dayOffsetsCache.clear()
    offsets = offsetsBetween(midnight - 12 * hourMs, midnight + 36 * hourMs)
    dayOffsetsCache.set(midnight, offsets)
  }
  return offsets
}

/**
 * The instants at which Cairo's clock shows `wall` (a wall time written as UTC): none in the spring-forward gap,
 * two in the repeated autumn hour, else one.
 */
function instantsOfWallClock(wall: number, offsets: Offsets): number[] {
  const instants: number[] = []
  for (const offset of offsets.before === offsets.after
    ? [offsets.before]
    : [offsets.before, offsets.after]) {
    const instant = wall - offset * minuteMs
    if (offsets.at(instant) === offset) instants.push(instant)
  }
  return instants.sort((a, b) => a - b)
}

/**
 * The first instant of a Cairo calendar day. Egypt's clock changes at local midnight, so in spring the day
 * starts at 01:00, at the very instant the clock jumps.
 */
function cairoDayStartMs(date: string): number {
  const wall = dateToUtcMs(date)
  const offsets = offsetsForDay(wall)
  return instantsOfWallClock(wall, offsets)[0] ?? wall - offsets.before * minuteMs
}

/** The first instant of a Cairo calendar day (YYYY-MM-DD); the day ends where the next one starts. */
export function cairoDayStart(date: string): Date {
  return new Date(cairoDayStartMs(date))
}

/**
 * The instant a Cairo wall time names, or null when that time does not exist (Friday 00:00–00:59 on the last
 * Friday of April). '24:00' is the end of the day, the first instant of the next one. In the hour repeated at
 * the end of the last Thursday of October (23:00–23:59 happens twice) the earlier instant is given.
 */
export function cairoLocalToInstant(date: string, time: string): Date | null {
  const minutes = minutesOfDay(time)
  if (Number.isNaN(minutes)) throw new RangeError(`not an HH:MM time: ${time}`)
  if (minutes === minutesPerDay) return new Date(cairoDayStartMs(addCalendarDays(date, 1)))
  const midnight = dateToUtcMs(date)
  const first = instantsOfWallClock(midnight + minutes * minuteMs, offsetsForDay(midnight))[0]
  return first === undefined ? null : new Date(first)
}

/** The Cairo calendar date, wall time (HH:MM, seconds dropped) and UTC offset of an instant. */
export function instantToCairo(instant: Date): { date: string; time: string; offsetMinutes: number } {
  const whole = Math.floor(instant.getTime() / 1000) * 1000
  // The offsets around the instant's UTC day, memoised: a list of 60 times asks the time-zone rules twice, not 60
  // times (each a formatter call, 12–15% of a doctor page's longest render tasks; issue 8 §5).
  const offsetMinutes = offsetsForDay(Math.floor(whole / dayMs) * dayMs).at(whole)
  const iso = new Date(whole + offsetMinutes * minuteMs).toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), offsetMinutes }
}

/** SPEC 3.4 `{week}-{year}`: the ISO 8601 week (Monday to Sunday, unpadded) and its week-numbering year. */
export function isoWeekKey(date: string): string {
  const ms = dateToUtcMs(date)
  const mondayBased = (new Date(ms).getUTCDay() + 6) % 7
  const thursday = ms + (3 - mondayBased) * dayMs
  const year = new Date(thursday).getUTCFullYear()
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / dayMs / 7) + 1
  return `${week}-${year}`
}

const dayKeysBySundayIndex: readonly DayKey[] = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa']

/** The SPEC 3.4 two-letter key of a calendar date's weekday. */
export function dayKeyOf(date: string): DayKey {
  return dayKeysBySundayIndex[new Date(dateToUtcMs(date)).getUTCDay()] ?? 'sa'
}

/**
 * SPEC 2.8: the ranges a doctor works on a Cairo date. A customised day replaces its day; otherwise the week's
 * override (by ISO week key) replaces the default week; an unchecked day has no ranges.
 */
export function scheduledRanges(
  schedule: Pick<Schedule, 'defaultWeek' | 'weeks' | 'days'>,
  date: string,
): TimeRange[] {
  const custom = schedule.days[date]
  if (custom) return custom
  const week = schedule.weeks[isoWeekKey(date)] ?? schedule.defaultWeek
  const day = week[dayKeyOf(date)]
  return day.checked ? day.ranges : []
}

export interface TimeSpan {
  start: Date
  end: Date
}

/** Busy ranges merged into sorted, disjoint [start, end) spans, with a fast overlap test. */
function busyIndex(busy: readonly TimeSpan[]): (start: number, end: number) => boolean {
  const spans = busy
    .map((b) => [b.start.getTime(), b.end.getTime()] as const)
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0])
  const starts: number[] = []
  const ends: number[] = []
  for (const [s, e] of spans) {
    const last = ends.length - 1
    if (last >= 0 && s <= (ends[last] ?? 0)) ends[last] = Math.max(ends[last] ?? 0, e)
    else {
      starts.push(s)
      ends.push(e)
    }
  }
  return (start, end) => {
    // The last merged span starting before `end` is the only one that can reach past `start`.
    let lo = 0
    let hi = starts.length - 1
    let found = -1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if ((starts[mid] ?? 0) < end) {
        found = mid
        lo = mid + 1
      } else hi = mid - 1
    }
    return found >= 0 && (ends[found] ?? 0) > start
  }
}

/**
 * SPEC 2.5, 2.8, 3.4: the free slots of a schedule in [from, to). Each Cairo calendar day the window touches
 * gets its ranges cut into slots on the Cairo wall clock, each range into slots of its own length if it has one
 * (issue 41 §4), else of the schedule's `timeslotMinutes`; a slot lasts its range's length. A slot is dropped when
 * it would run past its range's end, when it overlaps a busy range (touching is fine), when it starts at or
 * before `now`, or when it starts outside [from, to). A wall time that does not exist (the spring-forward hour) has no
 * slot; a wall time that happens twice (the autumn hour repeated before Friday) has a slot each time, since the
 * doctor is there for the whole of it.
 */
export function availableSlots(input: {
  schedule: Pick<Schedule, 'timeslotMinutes' | 'defaultWeek' | 'weeks' | 'days'>
  busy: readonly TimeSpan[]
  from: Date
  to: Date
  now: Date
}): TimeSpan[] {
  const { schedule, from, to, now } = input
  const fromMs = from.getTime()
  const toMs = to.getTime()
  const nowMs = now.getTime()
  if (!(toMs > fromMs)) return []
  const isBusy = busyIndex(input.busy)
  const found: { start: number; end: number }[] = []
  const lastDay = instantToCairo(new Date(toMs - 1)).date
  for (let day = instantToCairo(from).date; day <= lastDay; day = addCalendarDays(day, 1)) {
    const ranges = scheduledRanges(schedule, day)
    if (ranges.length === 0) continue
    const midnight = dateToUtcMs(day)
    const offsets = offsetsForDay(midnight)
    const { before } = offsets
    const steady = before === offsets.after
    const instants = (wall: number): number[] =>
      steady ? [wall - before * minuteMs] : instantsOfWallClock(wall, offsets)
    for (const range of ranges) {
      const slotMinutes = rangeSlotMinutes(range, schedule.timeslotMinutes)
      if (!(slotMinutes > 0)) continue
      const slotMs = slotMinutes * minuteMs
      const startMinutes = minutesOfDay(range.start)
      const rawEnd = minutesOfDay(range.end)
      const endMinutes = rawEnd === 0 ? minutesPerDay : rawEnd
      if (!(endMinutes > startMinutes)) continue
      const endWall = midnight + endMinutes * minuteMs
      const rangeEnd = steady
        ? endWall - before * minuteMs
        : endMinutes === minutesPerDay
          ? cairoDayStartMs(addCalendarDays(day, 1))
          : (instantsOfWallClock(endWall, offsets).at(-1) ?? endWall - before * minuteMs)
      for (let m = startMinutes; m < endMinutes; m += slotMinutes) {
        for (const start of instants(midnight + m * minuteMs)) {
          const end = start + slotMs
          if (end > rangeEnd || start <= nowMs || start < fromMs || start >= toMs || isBusy(start, end))
            continue
          found.push({ start, end })
        }
      }
    }
  }
  found.sort((a, b) => a.start - b.start || a.end - b.end)
  const slots: TimeSpan[] = []
  let previous = Number.NaN
  for (const { start, end } of found) {
    if (start === previous) continue
    previous = start
    slots.push({ start: new Date(start), end: new Date(end) })
  }
  return slots
}

/** SPEC 7.2 getAllReservedTimes: the busy ranges that overlap a Cairo calendar day, by start. */
export function reservedRangesForDay<T extends TimeSpan>(busy: readonly T[], date: string): T[] {
  const dayStart = cairoDayStartMs(date)
  const dayEnd = cairoDayStartMs(addCalendarDays(date, 1))
  return busy
    .filter((b) => b.start.getTime() < dayEnd && b.end.getTime() > dayStart)
    .sort((a, b) => a.start.getTime() - b.start.getTime())
}

/**
 * SPEC 2.8 and 9: the next availability window after `lastTo`, 30 or 31 days long: the length of the Cairo month
 * `lastTo` falls in, with February counted as 30. It ends at the start of a Cairo day.
 */
export function loadMoreWindow(lastTo: Date): { from: Date; to: Date } {
  const startDay = cairoDate(lastTo)
  const [year, month] = startDay.split('-').map(Number) as [number, number]
  const monthDays = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const days = monthDays === 31 ? 31 : 30
  return { from: lastTo, to: new Date(cairoDayStartMs(addCalendarDays(startDay, days))) }
}
