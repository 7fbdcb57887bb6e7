import type { ScheduleView } from '@app/domain/schedules'
import type { ScheduleRecord } from './schedules.repository'

/** Rows become responses here (docs/decisions/0007): a stored schedule as the API shows it, field by field. */
export function toScheduleView(schedule: ScheduleRecord): ScheduleView {
  return {
    timeslotMinutes: schedule.timeslotMinutes,
    defaultWeek: schedule.defaultWeek,
    weeks: schedule.weeks,
    days: schedule.days,
  }
}
