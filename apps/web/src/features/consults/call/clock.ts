import { localeTag, numberFormat } from '@app/i18n/format'
import { useEffect, useState } from 'react'
import { useServerTimeOffset } from '#web/shared/hooks/use-server-time-offset'

/** SPEC 9: prepare for the call at least 15 minutes before. */
export const prepareMinutes = 15

/**
 * A duration as a clock, '4:05' or '1:02:09', in the language's digits (Arabic-Indic in Arabic, issue 7 §3), for
 * the countdowns of the waiting room and the call.
 */
export function formatDuration(totalSeconds: number, language: 'ar' | 'en'): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const two = numberFormat(language, { minimumIntegerDigits: 2, useGrouping: false })
  const one = numberFormat(language, { useGrouping: false })
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return h > 0 ? `${one.format(h)}:${two.format(m)}:${two.format(s)}` : `${one.format(m)}:${two.format(s)}`
}

/**
 * A time to wait as words, not as a clock: 'Starts in 5 min', 'يبدأ بعد ٥ دقائق' ('05:00' read as five o'clock,
 * issue 41 §4). Under a minute in seconds, then in whole minutes rounded up (4 min 10 s is '5 min': not yet 4), from
 * an hour in hours and minutes; units and plurals are ICU's (Arabic's dual and plural forms), in the language's digits.
 */
export function formatTimeSpan(totalSeconds: number, language: 'ar' | 'en'): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds))
  const unit = (value: number, name: 'second' | 'minute' | 'hour') =>
    numberFormat(language, {
      style: 'unit',
      unit: name,
      unitDisplay: language === 'ar' ? 'long' : 'short',
    }).format(value)
  if (seconds < 60) return unit(seconds, 'second')
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 60) return unit(minutes, 'minute')
  const hours = unit(Math.floor(minutes / 60), 'hour')
  if (minutes % 60 === 0) return hours
  return new Intl.ListFormat(localeTag(language), {
    type: language === 'ar' ? 'conjunction' : 'unit',
    style: language === 'ar' ? 'long' : 'short',
  }).format([hours, unit(minutes % 60, 'minute')])
}

/**
 * The time now by the server's clock (this device's, set right by its offset: SPEC 9), moving once a second while the
 * component shows a countdown.
 */
export function useNow(intervalMs = 1000): number {
  const offset = useServerTimeOffset()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return now + offset
}
