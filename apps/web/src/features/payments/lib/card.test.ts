import { describe, expect, it } from 'vitest'
import {
  cardDigits,
  cardLast4,
  groupCardNumber,
  isCardNumber,
  isExpired,
  parseExpiry,
  typeExpiry,
} from './card'

describe('the sandbox card page (issue 9 §3: the card stays in the browser)', () => {
  it('reads a card number typed with spaces, dashes or Arabic-Indic digits', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242')
    expect(cardDigits('٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢')).toBe('4242424242424242')
  })

  it('passes only the last four digits on', () => {
    expect(cardLast4('4242 4242 4242 4242')).toBe('4242')
    expect(cardLast4('4000 0000 0000 0002')).toBe('0002')
    expect(cardLast4('٤٠٠٠ ٠٠٠٠ ٠٠٠٠ ٠٠٠٢')).toBe('0002')
  })

  it('accepts numbers that pass the Luhn check and refuses a mistyped digit or a wrong length', () => {
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true)
    expect(isCardNumber('4000 0000 0000 0002')).toBe(true)
    expect(isCardNumber('5555 5555 5555 4444')).toBe(true)
    expect(isCardNumber('4242 4242 4242 4241')).toBe(false)
    expect(isCardNumber('4242')).toBe(false)
    expect(isCardNumber('4242 4242 4242 424a')).toBe(false)
    expect(isCardNumber('')).toBe(false)
  })

  it('groups the number in fours as it is typed', () => {
    expect(groupCardNumber('42424242')).toBe('4242 4242')
    expect(groupCardNumber('424242424')).toBe('4242 4242 4')
    expect(groupCardNumber('٤٢٤٢x٤٢')).toBe('4242 42')
  })

  it('reads an expiry as MM/YY and refuses a month that is not one', () => {
    expect(typeExpiry('1229')).toBe('12/29')
    expect(typeExpiry('١٢٢٩')).toBe('12/29')
    expect(typeExpiry('1')).toBe('1')
    expect(parseExpiry('12/29')).toEqual({ month: 12, year: 2029 })
    expect(parseExpiry('0730')).toEqual({ month: 7, year: 2030 })
    expect(parseExpiry('13/29')).toBeNull()
    expect(parseExpiry('00/29')).toBeNull()
    expect(parseExpiry('1/29')).toBeNull()
  })

  it('keeps a card valid through the last day of its expiry month', () => {
    const now = new Date(2026, 4, 31, 23, 0)
    expect(isExpired({ month: 5, year: 2026 }, now)).toBe(false)
    expect(isExpired({ month: 4, year: 2026 }, now)).toBe(true)
    expect(isExpired({ month: 12, year: 2025 }, now)).toBe(true)
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false)
  })
})
