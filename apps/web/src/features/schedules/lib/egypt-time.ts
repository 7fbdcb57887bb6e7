import { instantToCairo } from '@app/domain/schedules'
import { egyptTimeZone, type Language } from '@app/domain/shared'

const localeTag = (language: Language) => (language === 'ar' ? 'ar-EG' : 'en-EG')

/** '14:30 (GMT+3)': a slot's start on Egypt's clock with its UTC offset (SPEC 2.5 step 3), in ar-EG or en-EG. */
export function formatSlotTime(instant: string | Date, language: Language): string {
  const parts = new Intl.DateTimeFormat(localeTag(language), {
    timeZone: egyptTimeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'shortOffset',
  }).formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('hour')}:${part('minute')} (${part('timeZoneName')})`
}

/** A Cairo calendar date (YYYY-MM-DD) as a day heading: 'Saturday, 21 November'. */
export function formatDayHeading(date: string, language: Language, withYear = false): string {
  return new Intl.DateTimeFormat(localeTag(language), {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(new Date(`${date}T00:00:00Z`))
}

/** Slots grouped by the Cairo day they start on, in order. */
export function groupByCairoDay<T extends { start: string }>(
  slots: readonly T[],
): { date: string; slots: T[] }[] {
  const groups = new Map<string, T[]>()
  for (const slot of slots) {
    const { date } = instantToCairo(new Date(slot.start))
    const group = groups.get(date)
    if (group) group.push(slot)
    else groups.set(date, [slot])
  }
  return [...groups].map(([date, items]) => ({ date, slots: items }))
}
