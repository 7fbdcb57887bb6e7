/** Egypt's legal time zone; DST rules come from the IANA database, never from fixed offsets. */
export const egyptTimeZone = 'Africa/Cairo'

// Made when first used, then reused: making a formatter loads the zone's rules (milliseconds on a slow phone, at the
// import of every page that imports this module, whether it formats or not).
let cairoDayFormat: Intl.DateTimeFormat | undefined
let cairoMinuteFormat: Intl.DateTimeFormat | undefined

/** Today's calendar date (YYYY-MM-DD) in Cairo for an instant. */
export function cairoDate(instant: Date): string {
  cairoDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: egyptTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  return cairoDayFormat.format(instant)
}

/** The Cairo calendar date (YYYY-MM-DD) and wall clock to the minute (HH:mm) of an instant. */
export function cairoDateTime(instant: Date): { date: string; time: string } {
  cairoMinuteFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: egyptTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const parts = cairoMinuteFormat.formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  }
}

/**
 * The instant a Cairo calendar day (YYYY-MM-DD) begins, found through the IANA rules, never a fixed offset: Cairo is
 * UTC+2 or, in summer, UTC+3, and on the day summer time starts midnight does not exist (the day begins at 01:00).
 */
export function cairoDayStart(day: string): Date {
  const guess = new Date(`${day}T00:00:00Z`)
  for (const hours of [3, 2]) {
    const candidate = new Date(guess.getTime() - hours * 3_600_000)
    if (cairoDate(candidate) === day) return candidate
  }
  return guess
}

/** Whole years between a YYYY-MM-DD birthday and a YYYY-MM-DD day. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}
