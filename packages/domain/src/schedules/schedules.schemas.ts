import { z } from 'zod'
import { toWesternDigits } from '../shared/digits'
import { vkey } from '../shared/validation'

/** SPEC 3.4: days are keyed by two English letters; Egypt's week starts on Saturday. */
export const dayKeys = ['sa', 'su', 'mo', 'tu', 'we', 'th', 'fr'] as const
export const dayKeySchema = z.enum(dayKeys)
export type DayKey = z.infer<typeof dayKeySchema>

/** SPEC 9: the default timeslot is 15 minutes; the other lengths are ours (SPEC 9 does not show them). */
export const defaultTimeslotMinutes = 15
export const timeslotMinutesOptions = [10, 15, 20, 30, 45, 60] as const
export const timeslotMinutesSchema = z.literal(timeslotMinutesOptions).default(defaultTimeslotMinutes)
export type TimeslotMinutes = z.infer<typeof timeslotMinutesSchema>

const startPattern = /^([01]\d|2[0-3]):[0-5]\d$/
const endPattern = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/

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

/** A start time, 'HH:MM' from 00:00 to 23:59; Arabic-Indic digits are accepted and converted (SPEC 5). */
export const timeOfDaySchema = z
  .string()
  .max(10, vkey('tooLong'))
  .transform((v) => toWesternDigits(v).trim())
  .pipe(z.string().regex(startPattern))

/**
 * An end time: 00:00 to 23:59, or 24:00. An end of 00:00 is midnight at the end of the day (SPEC 5: "Midnight
 * times are treated as next day"), so it is stored as '24:00'.
 */
export const endTimeOfDaySchema = z
  .string()
  .max(10, vkey('tooLong'))
  .transform((v) => toWesternDigits(v).trim())
  .pipe(z.string().regex(endPattern))
  .transform((v) => (v === '00:00' ? '24:00' : v))

export const timeRangeSchema = z.object({ start: timeOfDaySchema, end: endTimeOfDaySchema })
export type TimeRange = z.infer<typeof timeRangeSchema>

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
function endMinutes(end: string): number {
  const minutes = minutesOfDay(end)
  return minutes === 0 ? 24 * 60 : minutes
}

/** SPEC 2.8 and 5: a day's ranges end after they start and never overlap. */
export const timeRangesSchema = z
  .array(timeRangeSchema)
  .max(48, vkey('tooLong'))
  .superRefine((ranges, ctx) => {
    ranges.forEach((r, index) => {
      const start = minutesOfDay(r.start)
      const end = endMinutes(r.end)
      if (start >= end)
        ctx.addIssue({ code: 'custom', path: [index, 'end'], message: vkey('schedule.endBeforeStart') })
    })
    const flagged = new Set<number>()
    for (const [, later] of findOverlaps(ranges)) {
      if (flagged.has(later)) continue
      flagged.add(later)
      ctx.addIssue({ code: 'custom', path: [later], message: vkey('schedule.overlap') })
    }
  })

export const dayPlanSchema = z.object({ checked: z.boolean(), ranges: timeRangesSchema })
export type DayPlan = z.infer<typeof dayPlanSchema>

export const weekPlanSchema = z.record(dayKeySchema, dayPlanSchema)
export type WeekPlan = z.infer<typeof weekPlanSchema>

/** A week with every day unchecked and empty. */
export function emptyWeekPlan(): WeekPlan {
  const off = (): DayPlan => ({ checked: false, ranges: [] })
  return { sa: off(), su: off(), mo: off(), tu: off(), we: off(), th: off(), fr: off() }
}

/** SPEC 3.4 `{week}-{year}`: the ISO week number (1 to 53, unpadded) and the ISO week-numbering year. */
export const weekKeySchema = z.string().regex(/^([1-9]|[1-4]\d|5[0-3])-\d{4}$/)

export const scheduleDateSchema = z.iso.date()

/**
 * SPEC 3.4 and 2.8: the default week applies to every week; an entry of `weeks` replaces it for that ISO week;
 * an entry of `days` replaces that one day (an empty list is a day off).
 */
export const scheduleSchema = z.object({
  timeslotMinutes: timeslotMinutesSchema,
  defaultWeek: weekPlanSchema,
  weeks: z.record(weekKeySchema, weekPlanSchema).default({}),
  days: z.record(scheduleDateSchema, timeRangesSchema).default({}),
})
export type Schedule = z.infer<typeof scheduleSchema>
export type ScheduleInput = z.input<typeof scheduleSchema>
