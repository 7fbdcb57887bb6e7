import { describe, expect, it } from 'vitest'
import {
  egyptClock,
  formatDateTime,
  formatEgyptTime,
  formatWallTime,
  formatMessageValue,
  formatMoney,
  formatNumber,
  formatSignedMoney,
  joinList,
  localeTag,
} from './format'

describe('joinList', () => {
  it('uses the Arabic comma in Arabic and a comma in English', () => {
    expect(joinList(['الزمالك', 'القاهرة'], 'ar')).toBe('الزمالك، القاهرة')
    expect(joinList(['Zamalek', 'Cairo'], 'en')).toBe('Zamalek, Cairo')
  })
})

describe('formatNumber', () => {
  it('writes a whole number as ICU does, in the language digits and groups, without Intl (issue 8 §5)', () => {
    const values = [
      ...Array.from({ length: 2001 }, (_, index) => index),
      ...Array.from({ length: 16 }, (_, power) => 10 ** power),
      ...Array.from({ length: 16 }, (_, power) => 10 ** power - 1),
      12_345,
      123_456,
      1_234_567,
      Number.MAX_SAFE_INTEGER,
    ]
    for (const language of ['ar', 'en'] as const) {
      const intl = new Intl.NumberFormat(localeTag(language))
      for (const value of values) expect(formatNumber(value, language)).toBe(intl.format(value))
    }
    expect(formatNumber(1234, 'ar')).toBe('١٬٢٣٤')
    expect(formatNumber(1234, 'en')).toBe('1,234')
  })

  it('leaves fractions and negative numbers to Intl', () => {
    for (const language of ['ar', 'en'] as const) {
      const intl = new Intl.NumberFormat(localeTag(language))
      for (const value of [-5, -1234, 1.5, 2.25, 0.125, -0.5])
        expect(formatNumber(value, language)).toBe(intl.format(value))
    }
    expect(formatNumber(1.5, 'ar')).toBe('١٫٥')
  })
})

describe('formatMessageValue (issue 9: notifications kept with their parameters)', () => {
  it('shows an amount as EGP from piastres, an instant in Cairo time, other numbers in the language digits', () => {
    expect(formatMessageValue(15050, 'en', 'amount')).toMatch(/EGP\s?150\.50/)
    expect(formatMessageValue(15050, 'ar', 'paidAmount')).toMatch(/١٥٠٫٥٠/)
    expect(formatMessageValue(15050, 'en', 'count')).toBe('15,050')
    // 18:30 UTC is 20:30 in Cairo in November (UTC+2).
    expect(formatMessageValue('2026-11-25T18:30:00.000Z', 'en')).toMatch(/8:30\sPM/)
    // A calendar day (a deletion's due day, say) reads as a date in the reader's language.
    expect(formatMessageValue('2026-11-25', 'en')).toMatch(/Nov/)
    expect(formatMessageValue('2026-11-25', 'ar')).toMatch(/٢٠٢٦/)
  })
})

describe('formatSignedMoney (SPEC 3.5 wallet log)', () => {
  it('shows a sign for money in and money out, none for zero, in the language digits', () => {
    expect(formatSignedMoney(5000, 'en')).toMatch(/^\+EGP\s?50\.00$/)
    expect(formatSignedMoney(-1250, 'en')).toMatch(/^-EGP\s?12\.50$/)
    expect(formatSignedMoney(0, 'en')).toBe(formatMoney(0, 'en'))
    expect(formatSignedMoney(5000, 'ar')).toMatch(/\+.*٥٠٫٠٠/)
    expect(formatSignedMoney(-5000, 'ar')).toMatch(/-.*٥٠٫٠٠/)
  })
})

describe('times on one clock (issue 41 §4)', () => {
  it("writes an instant's Egypt time on the 12-hour clock, in Arabic with ص/م and Arabic-Indic digits, no offset", () => {
    // 12:30 UTC is 14:30 in Cairo in January (UTC+2) and 15:30 in July (UTC+3).
    expect(formatEgyptTime('2026-01-15T12:30:00Z', 'ar')).toBe('٢:٣٠ م')
    expect(formatEgyptTime('2026-07-15T12:30:00Z', 'en')).toBe('3:30 PM')
    expect(formatEgyptTime('2026-01-15T06:05:00Z', 'ar')).toBe('٨:٠٥ ص')
    // The clock of formatDateTime, so a screen that shows both shows one clock.
    expect(formatDateTime('2026-01-15T12:30:00Z', 'ar')).toContain(
      formatEgyptTime('2026-01-15T12:30:00Z', 'ar'),
    )
  })

  it('keeps each answer per instant and language, a Date as its string, and stays right past what it keeps (issue 42 §3)', () => {
    const winter = '2026-01-15T12:30:00Z'
    expect(formatEgyptTime(new Date(winter), 'en')).toBe('2:30 PM')
    expect(formatEgyptTime(winter, 'ar')).toBe('٢:٣٠ م')
    expect(formatEgyptTime(winter, 'en')).toBe('2:30 PM')
    expect(egyptClock(winter, 'en')).toEqual({ time: '14:30', offset: 'GMT+2' })
    expect(egyptClock(new Date('2026-07-15T12:30:00Z'), 'en')).toEqual({ time: '15:30', offset: 'GMT+3' })
    // 5,000 half hours, over April's change of clock: more instants than are kept (4,096), each still its own.
    const cairo = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Cairo',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    const start = Date.parse('2026-03-01T00:00:00Z')
    for (let half = 0; half < 5_000; half++) {
      const at = new Date(start + half * 30 * 60_000)
      expect(egyptClock(at.toISOString(), 'en').time).toBe(cairo.format(at))
    }
    expect(formatEgyptTime(winter, 'ar')).toBe('٢:٣٠ م')
  })

  it("writes a schedule's wall-clock time on the same clock", () => {
    expect(formatWallTime('14:30', 'ar')).toBe('٢:٣٠ م')
    expect(formatWallTime('09:00', 'en')).toBe('9:00 AM')
    expect(formatWallTime('00:00', 'en')).toBe('12:00 AM')
  })

  it("calls the end of a day midnight, not '12:00 AM'", () => {
    expect(formatWallTime('24:00', 'en')).toBe('12:00 midnight')
    expect(formatWallTime('24:00', 'ar')).toBe('١٢:٠٠ منتصف الليل')
    expect(formatWallTime('00:00', 'en', true)).toBe('12:00 midnight')
  })
})
