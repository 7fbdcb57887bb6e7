import { formatDate, formatEgyptTime } from '@app/i18n/format'

/**
 * A start as these screens say it: its day and its time on Egypt's clock (the texts say 'Egypt time' once), as the
 * booking wizard words a chosen time, whatever the device's own zone.
 */
export function dayAndTime(start: string, language: 'ar' | 'en') {
  return {
    day: formatDate(start, language, {
      dateStyle: undefined,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    }),
    time: formatEgyptTime(start, language),
  }
}
