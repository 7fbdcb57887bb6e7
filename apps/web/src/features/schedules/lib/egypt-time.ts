import { instantToCairo } from '@app/domain/schedules'
import type { Language } from '@app/domain/shared'
import { dateFormat, formatEgyptOffset, formatEgyptTime } from '@app/i18n/format'

/**
 * '٢:٣٠ م', '2:30 PM': a slot's start on Egypt's clock, the language's 12-hour clock and digits, without the offset: a
 * screen says 'Egypt time' (and the offset, SPEC 2.5 step 3) once, not after every time (issue 41 §4).
 */
export const formatSlotTime = formatEgyptTime

/**
 * A list of slots says Egypt's offset once, above the times (issue 7 §3); a slot whose offset differs from the
 * first (the list spans a daylight saving change) keeps its own.
 */
export function slotListOffset(slots: readonly { start: string }[], language: Language) {
  const first = slots[0] ? formatEgyptOffset(slots[0].start, language) : null
  return {
    offset: first,
    // A time past a clock change (rare) is written with its own offset.
    label: (start: string) => {
      const time = formatEgyptTime(start, language)
      const offset = formatEgyptOffset(start, language)
      return offset === first ? time : `${time} (${offset})`
    },
  }
}

/** A Cairo calendar date (YYYY-MM-DD) as a day heading: 'Saturday, 21 November'. */
export function formatDayHeading(date: string, language: Language, withYear = false): string {
  return dateFormat(language, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(new Date(`${date}T00:00:00Z`))
}

/**
 * Slots (in order of their start) grouped by the Cairo day they start on, in order: the first `maxDays` days, each
 * with all its slots given, and none after. A doctor's page shows five days of a window of four weeks; the days past
 * those it asks for were each a time-zone lookup in its first render (issue 8 §5).
 */
export function groupByCairoDay<T extends { start: string }>(
  slots: readonly T[],
  maxDays = Number.POSITIVE_INFINITY,
): { date: string; slots: T[] }[] {
  const groups = new Map<string, T[]>()
  for (const slot of slots) {
    const { date } = instantToCairo(new Date(slot.start))
    const group = groups.get(date)
    if (group) group.push(slot)
    else if (groups.size < maxDays) groups.set(date, [slot])
    else break
  }
  return [...groups].map(([date, items]) => ({ date, slots: items }))
}
