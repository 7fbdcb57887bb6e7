/**
 * The schedule's days, times and plans as plain values and functions, without zod: a doctor's page and its free times
 * read them on the first screen (issue 8 §5). The schemas are in schedules.schemas.ts, which re-exports this module.
 */

/** SPEC 3.4: days are keyed by two English letters; Egypt's week starts on Saturday. */
export const dayKeys = ['sa', 'su', 'mo', 'tu', 'we', 'th', 'fr'] as const
export type DayKey = (typeof dayKeys)[number]

/** SPEC 9: the default timeslot is 15 minutes; the other lengths are ours (SPEC 9 does not show them). */
export const defaultTimeslotMinutes = 15
export const timeslotMinutesOptions = [10, 15, 20, 30, 45, 60] as const
export type TimeslotMinutes = (typeof timeslotMinutesOptions)[number]

/** A start, 'HH:MM' from 00:00 to 23:59; an end may also be 24:00 (the end of the day). */
export const startPattern = /^([01]\d|2[0-3]):[0-5]\d$/
export const endPattern = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/

/** Minutes since local midnight of 'HH:MM' ('24:00' is 1440), or NaN when the text is not a time of day. */
export function minutesOfDay(time: string): number {
  if (!endPattern.test(time)) return Number.NaN
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}

/** 'HH:MM' from minutes since local midnight (1440 gives '24:00'). */
export function timeOfDay(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}

/**
 * Pairs [i, j] of ranges that overlap, j being the range that starts later (the higher index on a tie). Ranges
 * that merely touch (one's end is the other's start) do not overlap; ranges with unreadable times are ignored.
 */
export function findOverlaps(ranges: readonly { start: string; end: string }[]): [number, number][] {
  const spans = ranges
    .map((r, index) => ({ index, start: minutesOfDay(r.start), end: endMinutes(r.end) }))
    .filter((s) => s.start < s.end)
    .sort((a, b) => a.start - b.start || a.index - b.index)
  const pairs: [number, number][] = []
  spans.forEach((a, k) => {
    for (const b of spans.slice(k + 1)) {
      if (b.start >= a.end) break
      pairs.push([a.index, b.index])
    }
  })
  return pairs
}

/** An end's minutes, reading an unnormalised '00:00' as the end of the day. */
export function endMinutes(end: string): number {
  const minutes = minutesOfDay(end)
  return minutes === 0 ? 24 * 60 : minutes
}

/**
 * A range of a day, 'HH:MM' to 'HH:MM' (the end may be '24:00'). A range may cut its own slot length (a one-off
 * evening of 10-minute slots, issue 41 §4); without one it uses the schedule's.
 */
export interface TimeRange {
  start: string
  end: string
  timeslotMinutes?: TimeslotMinutes | undefined
}

/** The slot length a range is cut into: its own, else the schedule's. */
export function rangeSlotMinutes(range: Pick<TimeRange, 'timeslotMinutes'>, scheduleMinutes: number): number {
  return range.timeslotMinutes ?? scheduleMinutes
}

/** One day of a weekly plan: whether it is worked, and its ranges. */
export interface DayPlan {
  checked: boolean
  ranges: TimeRange[]
}

export type WeekPlan = Record<DayKey, DayPlan>

/** A week with every day unchecked and empty. */
export function emptyWeekPlan(): WeekPlan {
  const off = (): DayPlan => ({ checked: false, ranges: [] })
  return { sa: off(), su: off(), mo: off(), tu: off(), we: off(), th: off(), fr: off() }
}
