import type { CentreHours, CentreHoursView } from '@app/domain/centres/schemas'

/** The week as Egypt reads it, Saturday first, as the doctor's schedule shows it; the API numbers days from Sunday. */
export const weekDays = [
  { key: 'sa', weekday: 6 },
  { key: 'su', weekday: 0 },
  { key: 'mo', weekday: 1 },
  { key: 'tu', weekday: 2 },
  { key: 'we', weekday: 3 },
  { key: 'th', weekday: 4 },
  { key: 'fr', weekday: 5 },
] as const
export type WeekDayKey = (typeof weekDays)[number]['key']

export interface HoursRange {
  opens: string
  closes: string
}
export interface DayForm {
  open: boolean
  ranges: HoursRange[]
}
export type HoursForm = Record<WeekDayKey, DayForm>

/** A time input cannot show 24:00: a period to midnight is shown (and typed) as 00:00, which the API reads back. */
const toInput = (time: string) => (time === '24:00' ? '00:00' : time)

export function hoursToForm(view: CentreHoursView | undefined): HoursForm {
  return Object.fromEntries(
    weekDays.map(({ key, weekday }) => {
      const ranges = view?.days.find((day) => day.weekday === weekday)?.ranges ?? []
      return [
        key,
        {
          open: ranges.length > 0,
          ranges: ranges.map((r) => ({ opens: toInput(r.opens), closes: toInput(r.closes) })),
        },
      ]
    }),
  ) as HoursForm
}

/**
 * Every day in the order shown, a closed one with no periods (its periods stay on screen for later, unsent): the
 * index of a day in what is sent is its index on screen, so the API's issue paths (`days.1.ranges.0.closes`) name
 * the field they are about.
 */
export function formToHours(form: HoursForm): CentreHours {
  return {
    days: weekDays.map(({ key, weekday }) => ({
      weekday,
      ranges: form[key].open ? form[key].ranges : [],
    })),
  }
}

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** A new period: 09:00–17:00 on an empty day, else an hour after the day's last one closes (within the day). */
export function nextRange(ranges: readonly HoursRange[]): HoursRange {
  const last = ranges.at(-1)
  if (!last) return { opens: '09:00', closes: '17:00' }
  const [h = 0, m = 0] = (last.closes === '00:00' ? '24:00' : last.closes).split(':').map(Number)
  const opens = Math.min(h * 60 + m + 60, 23 * 60)
  return { opens: time(opens), closes: time(Math.min(opens + 3 * 60, 24 * 60)) }
}
