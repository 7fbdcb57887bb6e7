import { z } from 'zod'
import { toWesternDigits } from '../shared/digits'
import { vkey, type SameType } from '../shared/validation'
import {
  dayKeys,
  defaultTimeslotMinutes,
  endMinutes,
  endPattern,
  findOverlaps,
  minutesOfDay,
  startPattern,
  timeslotMinutesOptions,
  type DayKey,
  type DayPlan,
  type TimeRange,
  type TimeslotMinutes,
  type WeekPlan,
} from './schedules.times'

export * from './schedules.times'

export const dayKeySchema = z.enum(dayKeys)
export const timeslotMinutesSchema = z.literal(timeslotMinutesOptions).default(defaultTimeslotMinutes)

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

/** A range's own slot length (issue 41 §4); absent, the range uses the schedule's. */
export const rangeTimeslotMinutesSchema = z.literal(timeslotMinutesOptions).optional()

export const timeRangeSchema = z.object({
  start: timeOfDaySchema,
  end: endTimeOfDaySchema,
  timeslotMinutes: rangeTimeslotMinutesSchema,
})

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

export const weekPlanSchema = z.record(dayKeySchema, dayPlanSchema)

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

true satisfies SameType<DayKey, z.infer<typeof dayKeySchema>>
true satisfies SameType<TimeslotMinutes, z.infer<typeof timeslotMinutesSchema>>
true satisfies SameType<TimeRange, z.infer<typeof timeRangeSchema>>
true satisfies SameType<DayPlan, z.infer<typeof dayPlanSchema>>
true satisfies SameType<WeekPlan, z.infer<typeof weekPlanSchema>>
