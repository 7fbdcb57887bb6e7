/**
 * Loads ICU's data on a thread of its own (intl-warmup.ts): the formatters a first screen of prices, ratings and dates
 * asks for, each used once, then the worker ends. ICU keeps what it loaded for the whole page, so the page's own
 * formatters are then made in a fraction of a millisecond. It says so when done: the page waits for it (intl-warmup.ts).
 */
import { egyptTimeZone } from '@app/domain/shared'
import { dateFormat, formatEgyptClock, formatMoney, numberFormat } from '@app/i18n/format'

addEventListener('message', ({ data }: MessageEvent<unknown>) => {
  const language = data === 'en' ? 'en' : 'ar'
  const now = new Date()
  formatMoney(0, language)
  numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(4.5)
  formatEgyptClock(now, language)
  dateFormat(language, { timeZone: egyptTimeZone, weekday: 'long', day: 'numeric', month: 'short' }).format(
    now,
  )
  postMessage('warm')
  close()
})
