import { numberFormat } from '@app/i18n/format'
import { useEffect, useState } from 'react'

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

/** The time now, moving once a second while the component shows a countdown. */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return now
}
