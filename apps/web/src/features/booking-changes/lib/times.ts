import { formatDate, formatEgyptClock } from '@app/i18n/format'

/**
 * A start as these screens say it: its day and its time on Egypt's clock with the offset (SPEC 2.5 step 3, as the
 * booking wizard words a chosen time), whatever the device's own zone.
 */
export function dayAndTime(start: string, language: 'ar' | 'en') {
  return {
    day: formatDate(start, language, {
      dateStyle: undefined,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }),
    time: formatEgyptClock(start, language),
  }
}
