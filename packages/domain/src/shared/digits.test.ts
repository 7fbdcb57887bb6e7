import { describe, expect, it } from 'vitest'
import { normaliseNumberText, toArabicIndicDigits, toWesternDigits } from './digits'

describe('Arabic-Indic digits to Western (SPEC 5: digits typed on Arabic keyboards are converted)', () => {
  it('converts every Arabic-Indic digit ٠-٩ to 0-9', () => {
    expect(toWesternDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
  })

  it('converts every Extended Arabic-Indic (Persian keyboard) digit ۰-۹ to 0-9', () => {
    expect(toWesternDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
  })

  it('converts a mix of both Arabic scripts and Western digits in one string', () => {
    expect(toWesternDigits('١۲3٤۵')).toBe('12345')
  })

  it('leaves Western digits, letters, spaces and symbols untouched', () => {
    expect(toWesternDigits('Tel: +20 10-1234 abc')).toBe('Tel: +20 10-1234 abc')
  })

  it('leaves Arabic letters and the Arabic decimal separator alone', () => {
    expect(toWesternDigits('محمد ١٠٫٥')).toBe('محمد 10٫5')
  })

  it('gives an empty string for an empty string', () => {
    expect(toWesternDigits('')).toBe('')
  })
})

describe('Western digits to Arabic-Indic (SPEC 9: Arabic is the default language)', () => {
  it('converts every Western digit 0-9 to ٠-٩', () => {
    expect(toArabicIndicDigits('0123456789')).toBe('٠١٢٣٤٥٦٧٨٩')
  })

  it('keeps non-digit characters such as separators and currency', () => {
    expect(toArabicIndicDigits('EGP 1,250.75')).toBe('EGP ١,٢٥٠.٧٥')
  })

  it('round-trips Western to Arabic-Indic and back', () => {
    expect(toWesternDigits(toArabicIndicDigits('01012345678'))).toBe('01012345678')
  })

  it('writes Arabic-Indic, never Extended Arabic-Indic, digits', () => {
    expect(toArabicIndicDigits(toWesternDigits('۴۵۶'))).toBe('٤٥٦')
  })
})

describe('normaliseNumberText (SPEC 5: numbers as people type them)', () => {
  it('reads Arabic-Indic digits, the Arabic decimal separator and a comma', () => {
    expect(normaliseNumberText(' ١٥٠٫٥ ')).toBe('150.5')
    expect(normaliseNumberText('30,25')).toBe('30.25')
    expect(normaliseNumberText('12')).toBe('12')
  })
})
