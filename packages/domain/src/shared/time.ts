/** Egypt's legal time zone; DST rules come from the IANA database, never from fixed offsets. */
export const egyptTimeZone = 'Africa/Cairo'

/** Today's calendar date (YYYY-MM-DD) in Cairo for an instant. */
export function cairoDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: egyptTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant)
}

/** Whole years between a YYYY-MM-DD birthday and a YYYY-MM-DD day. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number]
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}
