import {
  dayKeys,
  emptyWeekPlan,
  type DayPlan,
  type ScheduleInput,
  type ScheduleView,
  type TimeRange,
  type WeekPlan,
} from '@app/domain/schedules'

/** What the editor edits: the domain's schedule input, with every record spelled out. */
export type ScheduleFormValues = Omit<ScheduleInput, 'weeks' | 'days'> & {
  weeks: Record<string, WeekPlan>
  days: Record<string, TimeRange[]>
}

/**
 * A time input cannot show 24:00: the end of the day is shown (and typed) as 00:00, which the schema maps back. A
 * period's own slot length is kept; without one the period uses the schedule's (issue 41 §4).
 */
const rangeToForm = (range: Pick<TimeRange, 'start' | 'end' | 'timeslotMinutes'>): TimeRange => ({
  start: range.start,
  end: range.end === '24:00' ? '00:00' : range.end,
  ...(range.timeslotMinutes === undefined ? {} : { timeslotMinutes: range.timeslotMinutes }),
})

const weekToForm = (week: Record<string, { checked: boolean; ranges: TimeRange[] }>) =>
  Object.fromEntries(
    dayKeys.map((day): [string, DayPlan] => {
      const plan = week[day] ?? { checked: false, ranges: [] }
      return [day, { checked: plan.checked, ranges: plan.ranges.map(rangeToForm) }]
    }),
  ) as WeekPlan

export function scheduleToForm(view: ScheduleView | undefined): ScheduleFormValues {
  if (!view) return { timeslotMinutes: 15, defaultWeek: emptyWeekPlan(), weeks: {}, days: {} }
  return {
    timeslotMinutes: view.timeslotMinutes,
    defaultWeek: weekToForm(view.defaultWeek),
    weeks: Object.fromEntries(Object.entries(view.weeks).map(([key, week]) => [key, weekToForm(week)])),
    days: Object.fromEntries(
      Object.entries(view.days).map(([date, ranges]) => [date, ranges.map(rangeToForm)]),
    ),
  }
}

/** A new period after the day's last one: an hour long, inside the day. */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1)
  if (!last) return { start: '09:00', end: '13:00' }
  const [h = 0, m = 0] = (last.end === '00:00' ? '24:00' : last.end).split(':').map(Number)
  const start = Math.min(h * 60 + m, 23 * 60)
  const end = Math.min(start + 60, 24 * 60)
  const time = (minutes: number) =>
    `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
  return { start: time(start), end: time(end) }
}
