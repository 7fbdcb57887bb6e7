import { describe, expect, it } from 'vitest'
import { formatMessageValue, formatMoney, formatSignedMoney, joinList } from './format'

describe('joinList', () => {
  it('uses the Arabic comma in Arabic and a comma in English', () => {
    expect(joinList(['الزمالك', 'القاهرة'], 'ar')).toBe('الزمالك، القاهرة')
    expect(joinList(['Zamalek', 'Cairo'], 'en')).toBe('Zamalek, Cairo')
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
