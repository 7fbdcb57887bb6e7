import { z } from 'zod'
import { egyptTimeZone } from '../shared/time'
import { dayKeys, timeslotMinutesOptions } from './schedules.times'

/**
 * The HTTP shapes of schedules and availability. `scheduleSchema` is the request (it normalises digits and
 * midnight); the response restates it as plain strings, since a response is encoded, not parsed.
 */
const timeRangeView = z.object({
  start: z.string(),
  end: z.string(),
  /** The range's own slot length; absent, the schedule's (issue 41 §4). */
  timeslotMinutes: z.literal(timeslotMinutesOptions).optional(),
})
const dayPlanView = z.object({ checked: z.boolean(), ranges: z.array(timeRangeView) })
const weekPlanView = z.object(
  Object.fromEntries(dayKeys.map((day) => [day, dayPlanView])) as {
    [K in (typeof dayKeys)[number]]: typeof dayPlanView
  },
)

export const scheduleViewSchema = z.object({
  timeslotMinutes: z.literal(timeslotMinutesOptions),
  defaultWeek: weekPlanView,
  weeks: z.record(z.string(), weekPlanView),
  days: z.record(z.string(), z.array(timeRangeView)),
})
export type ScheduleView = z.infer<typeof scheduleViewSchema>

/** SPEC 2.8 and 9: availability is loaded in steps of 30 or 31 days. */
export const availabilityQuerySchema = z.object({
  /** The first instant wanted (default now). */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Cairo calendar days from the day of `from`; default the length of that month (30 or 31). */
  days: z.coerce
    .number()
    .pipe(z.literal([30, 31]))
    .optional(),
})
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>

export const slotSchema = z.object({ start: z.iso.datetime(), end: z.iso.datetime() })
export type Slot = z.infer<typeof slotSchema>

export const availabilitySchema = z.object({
  slots: z.array(slotSchema),
  timezone: z.literal(egyptTimeZone),
  /** Where the next 'load more' starts. */
  nextFrom: z.iso.datetime(),
})
export type Availability = z.infer<typeof availabilitySchema>

/** SPEC 7.2 getAllReservedTimes: the live bookings of a doctor on one Cairo day. */
export const reservedTimesQuerySchema = z.object({ day: z.iso.date() })
export const reservedTimesSchema = z.object({
  data: z.array(z.object({ startDate: z.iso.datetime(), endDate: z.iso.datetime() })),
})
export type ReservedTimes = z.infer<typeof reservedTimesSchema>
