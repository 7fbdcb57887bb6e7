import { egyptTimeZone, toArabicIndicDigits } from '@app/domain/shared'

/** Formatting at the edge only (ARCHITECTURE: money is piastres, time is stored as instants). */
/** The one BCP 47 tag per language for every Intl formatter and collator (issue 7 §2: one copy). */
export const localeTag = (language: 'ar' | 'en') => (language === 'ar' ? 'ar-EG' : 'en-EG')

/**
 * Intl formatters are costly to make (a locale's data, a time zone's rules: milliseconds each on a slow phone, and
 * every number in every text goes through one) and free to reuse: one per locale and options, made when first asked.
 */
const formatters = new Map<string, unknown>()

function reused<T>(key: string, make: () => T): T {
  if (!formatters.has(key)) formatters.set(key, make())
  return formatters.get(key) as T
}

export const dateFormat = (language: 'ar' | 'en', options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  reused(
    `date ${language} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(localeTag(language), options),
  )

/** The one collator per language, for sorting names as a reader of that language expects. */
export const collator = (language: 'ar' | 'en'): Intl.Collator =>
  reused(`collator ${language}`, () => new Intl.Collator(localeTag(language)))

/** The plural rules of a language (Arabic has six forms), for picking a text's plural form. */
export const pluralRules = (language: 'ar' | 'en'): Intl.PluralRules =>
  reused(`plural ${language}`, () => new Intl.PluralRules(localeTag(language)))

export const numberFormat = (
  language: 'ar' | 'en',
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat =>
  reused(
    `number ${language} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(localeTag(language), options),
  )

export function formatDate(
  instant: Date | string,
  language: 'ar' | 'en',
  options?: Intl.DateTimeFormatOptions,
) {
  return dateFormat(language, { timeZone: egyptTimeZone, dateStyle: 'medium', ...options }).format(
    new Date(instant),
  )
}

export function formatDateTime(instant: Date | string, language: 'ar' | 'en') {
  return formatDate(instant, language, { dateStyle: 'medium', timeStyle: 'short' })
}

/** A YYYY-MM-DD calendar date, shown without shifting it through a time zone. */
export function formatCalendarDate(date: string, language: 'ar' | 'en') {
  return dateFormat(language, { timeZone: 'UTC', dateStyle: 'long' }).format(new Date(`${date}T00:00:00Z`))
}

export function formatMoney(piastres: number, language: 'ar' | 'en', currency = 'EGP') {
  return numberFormat(language, { style: 'currency', currency }).format(piastres / 100)
}

/**
 * A movement of money with its sign always shown (+ in, − out; zero unsigned), placed where the language puts it:
 * a wallet log must not tell credit from debit by colour alone (WCAG 1.4.1).
 */
export function formatSignedMoney(piastres: number, language: 'ar' | 'en', currency = 'EGP') {
  return numberFormat(language, { style: 'currency', currency, signDisplay: 'exceptZero' }).format(
    piastres / 100,
  )
}

/**
 * A number in the reader's digits, '١٬٢٣٤' or '1,234'. A whole number is written without Intl, as ICU writes it
 * (format.test.ts holds the two to the same text): a page's first Intl formatter loads ICU's data, 25–45 ms on this
 * machine and four times that on a phone, and the first screens that only count things (sign-in, the booking
 * wizard's steps) need no other (issue 8 §5).
 */
export function formatNumber(value: number, language: 'ar' | 'en') {
  if (!Number.isSafeInteger(value) || value < 0) return numberFormat(language).format(value)
  const grouped = String(value).replace(/\B(?=(\d{3})+$)/g, ',')
  // ar-EG: Arabic-Indic digits and the Arabic thousands separator (U+066C), as ICU writes them.
  return language === 'ar' ? toArabicIndicDigits(grouped).replaceAll(',', '٬') : grouped
}

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/

/**
 * Every value put into a message: numbers in the message's digits (Arabic-Indic in Arabic), an instant as a Cairo
 * date and time, and a value named `amount` (or ending in `Amount`) as piastres in EGP; the rest as given. translate.ts
 * fills every text with it, the web's and the API's, so no text mixes 15 and ١٥ (issue 7 §3) and a
 * notification kept with its parameters reads right in either language (issue 9).
 */
export function formatMessageValue(value: unknown, language: string, key?: string): unknown {
  const lang = language === 'ar' ? 'ar' : 'en'
  if (typeof value === 'number' && key !== undefined && /^amount$|Amount$/.test(key))
    return formatMoney(value, lang)
  if (typeof value === 'string' && isoInstant.test(value)) return formatDateTime(value, lang)
  // A calendar day (a deadline, say) reads as a date in the reader's language.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, lang)
  return typeof value === 'number' ? formatNumber(value, lang) : value
}

/**
 * The count a message is plural over: `count`, or for error texts, whose params name their unit, `seconds`
 * (RATE_LIMITED, OTP_RESEND_TOO_SOON).
 */
export function pluralCount(params: Readonly<Record<string, unknown>>): number | undefined {
  const count = params.count ?? params.seconds
  return typeof count === 'number' ? count : undefined
}

/** Parts of one phrase in a list: the Arabic comma (،) in Arabic, a comma in English. */
export function joinList(parts: readonly string[], language: 'ar' | 'en') {
  return parts.join(language === 'ar' ? '، ' : ', ')
}

/** The numbers texts state, given as parameters (translate.ts fills them into every text). */
export { messageConstants } from './message-constants'

/**
 * An instant's time on Egypt's clock with its UTC offset, '14:30 (GMT+2)' (SPEC 2.5 step 3), whatever the
 * browser's own zone; '14:30' without it where a list says the offset once. The one Egypt-time formatter
 * (issue 7 §2).
 */
export function formatEgyptClock(instant: string | Date, language: 'ar' | 'en', withOffset = true): string {
  const { time, offset } = egyptClock(instant, language)
  return withOffset ? `${time} (${offset})` : time
}

/** 'GMT+2': Egypt's UTC offset at an instant (it moves with daylight saving time). */
export function formatEgyptOffset(instant: string | Date, language: 'ar' | 'en'): string {
  return egyptClock(instant, language).offset
}

/**
 * An instant's time on Egypt's clock, '14:30', and Egypt's offset then, 'GMT+2', from one call to the formatter: a
 * list of times asks for both of each of its 60 or so (issue 8 §5).
 */
export function egyptClock(
  instant: string | Date,
  language: 'ar' | 'en',
): Readonly<{ time: string; offset: string }> {
  return remembered('clock', instant, language, () => {
    const parts = egyptClockParts(instant, language)
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
    return Object.freeze({ time: `${part('hour')}:${part('minute')}`, offset: part('timeZoneName') })
  })
}

/**
 * Egypt's clock at the instants asked for, kept: a doctor's page lists up to 60 free times, a search page ten next
 * ones, and they fall on the same round minutes from page to page, each an ICU time-zone lookup the first time (on the
 * server, most of a page's formatting; issue 42 §3). Dropped whole past 4,096, so the memory stays small.
 */
const clockMemory = new Map<string, unknown>()

function remembered<T>(kind: string, instant: string | Date, language: 'ar' | 'en', make: () => T): T {
  const key = `${kind} ${language} ${typeof instant === 'string' ? instant : instant.getTime()}`
  if (clockMemory.has(key)) return clockMemory.get(key) as T
  const made = make()
  if (clockMemory.size >= 4096) clockMemory.clear()
  clockMemory.set(key, made)
  return made
}

function egyptClockParts(instant: string | Date, language: 'ar' | 'en') {
  return dateFormat(language, {
    timeZone: egyptTimeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'shortOffset',
  }).formatToParts(new Date(instant))
}

/**
 * An instant's time on Egypt's clock as the language says a time, the clock of `formatDateTime`: ar-EG's 12-hour clock
 * with ص/م in Arabic-Indic digits ('٢:٣٠ م'), en-EG's '2:30 PM'. No offset: a screen says 'Egypt time' once, in a
 * note or a heading, never after every time (issue 41 §4).
 */
export function formatEgyptTime(instant: string | Date, language: 'ar' | 'en'): string {
  return remembered('time', instant, language, () =>
    dateFormat(language, { timeZone: egyptTimeZone, timeStyle: 'short' }).format(new Date(instant)),
  )
}

/** What the end of a day is called after '12:00' (ICU has no such day period: it would say '12:00 AM'). */
const midnightWord = { ar: 'منتصف الليل', en: 'midnight' } as const

/**
 * A schedule's wall-clock time ('HH:MM' on Egypt's clock; '24:00' is the end of the day) on the same clock as
 * `formatEgyptTime`: '14:30' is '٢:٣٠ م' or '2:30 PM', and the end of a day '١٢:٠٠ منتصف الليل' or '12:00 midnight',
 * never '12:00 AM', which reads as the day's start (issue 41 §4). `endOfDay` reads '00:00' as that end too (a time
 * input cannot hold '24:00').
 */
export function formatWallTime(time: string, language: 'ar' | 'en', endOfDay = false): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  if (hours === 24 || (endOfDay && hours === 0 && minutes === 0)) {
    const twelve = dateFormat(language, {
      timeZone: 'UTC',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    })
      .formatToParts(Date.UTC(2000, 0, 1, 0, 0))
      .filter((part) => part.type === 'hour' || part.type === 'minute' || part.type === 'literal')
      .map((part) => part.value)
      .join('')
      .trim()
    return `${twelve} ${midnightWord[language]}`
  }
  return dateFormat(language, { timeZone: 'UTC', timeStyle: 'short' }).format(
    Date.UTC(2000, 0, 1, hours, minutes),
  )
}

/**
 * One part of a mixed-script phrase (an address written partly in Latin letters inside Arabic), isolated with
 * FSI…PDI so it keeps its own direction and the parts read in the phrase's order (issue 7 §3).
 */
export const isolate = (text: string) => `\u2068${text}\u2069`
