import { egyptTimeZone } from '@app/domain/shared'

/** Formatting at the edge only (ARCHITECTURE: money is piastres, time is stored as instants). */
/** The one BCP 47 tag per language for every Intl formatter and collator (issue 7 §2: one copy). */
export const localeTag = (language: 'ar' | 'en') => (language === 'ar' ? 'ar-EG' : 'en-EG')

export function formatDate(
  instant: Date | string,
  language: 'ar' | 'en',
  options?: Intl.DateTimeFormatOptions,
) {
  return new Intl.DateTimeFormat(localeTag(language), {
    timeZone: egyptTimeZone,
    dateStyle: 'medium',
    ...options,
  }).format(new Date(instant))
}

export function formatDateTime(instant: Date | string, language: 'ar' | 'en') {
  return formatDate(instant, language, { dateStyle: 'medium', timeStyle: 'short' })
}

/** A YYYY-MM-DD calendar date, shown without shifting it through a time zone. */
export function formatCalendarDate(date: string, language: 'ar' | 'en') {
  return new Intl.DateTimeFormat(localeTag(language), { timeZone: 'UTC', dateStyle: 'long' }).format(
    new Date(`${date}T00:00:00Z`),
  )
}

export function formatMoney(piastres: number, language: 'ar' | 'en', currency = 'EGP') {
  return new Intl.NumberFormat(localeTag(language), { style: 'currency', currency }).format(piastres / 100)
}

export function formatNumber(value: number, language: 'ar' | 'en') {
  return new Intl.NumberFormat(localeTag(language)).format(value)
}

/** Parts of one phrase in a list: the Arabic comma (،) in Arabic, a comma in English. */
export function joinList(parts: readonly string[], language: 'ar' | 'en') {
  return parts.join(language === 'ar' ? '، ' : ', ')
}

/**
 * An instant's time on Egypt's clock with its UTC offset, '14:30 (GMT+2)' (SPEC 2.5 step 3), whatever the
 * browser's own zone. The one Egypt-time formatter (issue 7 §2).
 */
export function formatEgyptClock(instant: string | Date, language: 'ar' | 'en'): string {
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
