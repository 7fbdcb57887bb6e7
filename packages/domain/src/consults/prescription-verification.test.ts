import { describe, expect, it } from 'vitest'
import {
  dispensePrescriptionSchema,
  nameInitials,
  normalizeVerificationCode,
  verificationCodeAlphabet,
  verificationCodePattern,
} from './prescription-verification'

describe('the verification code (issue 45 §4)', () => {
  it('has 32 letters, none of them I, L, O or U: 5 bits each, 50 in ten', () => {
    expect(new Set(verificationCodeAlphabet).size).toBe(32)
    expect(verificationCodeAlphabet).not.toMatch(/[ILOU]/)
    for (const letter of verificationCodeAlphabet)
      expect(`${letter.repeat(5)}-${letter.repeat(5)}`).toMatch(verificationCodePattern)
  })

  it('is read however it was typed or read out', () => {
    for (const typed of [
      '7KQ2M-X9D4T',
      '7kq2mx9d4t',
      ' 7KQ2M X9D4T ',
      '7KQ-2MX-9D4T',
      '٧KQ٢M-X٩D٤T',
      '۷KQ۲M-X۹D۴T',
      '7KQ2M–X9D4T',
    ])
      expect(normalizeVerificationCode(typed), typed).toBe('7KQ2M-X9D4T')
    // Letters that look like digits are those digits.
    expect(normalizeVerificationCode('1O2IL-ABCDE')).toBe('10211-ABCDE')
  })

  it('is no code when it has another length or a letter outside the alphabet', () => {
    for (const typed of [
      '',
      '7KQ2M',
      '7KQ2M-X9D4TT',
      'UUUUU-UUUUU',
      '7KQ2M-X9D4*',
      'x'.repeat(100),
      'ابجده-هوزحط',
    ])
      expect(normalizeVerificationCode(typed), typed).toBeNull()
  })
})

describe('the dispense code', () => {
  it('takes six digits, Western or Arabic-Indic, with spaces or a dash', () => {
    for (const typed of ['123456', '123 456', '١٢٣-٤٥٦', ' 123456 '])
      expect(dispensePrescriptionSchema.parse({ dispenseCode: typed })).toEqual({ dispenseCode: '123456' })
  })

  it('refuses anything else with the code message', () => {
    for (const typed of ['12345', '1234567', 'abcdef', 1234567, null, '1'.repeat(50)]) {
      const result = dispensePrescriptionSchema.safeParse({ dispenseCode: typed })
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]?.message).toBe('validation:code.sixDigits')
    }
  })
})

describe('the patient’s initials', () => {
  it('are the first letters of the first three words, an Arabic name’s article left out', () => {
    expect(nameInitials('منى عبد الرحمن')).toBe('م. ع. ر.')
    expect(nameInitials('أحمد محمود الشناوي السيد')).toBe('أ. م. ش.')
    expect(nameInitials('mona abdel-rahman')).toBe('M. A.')
    expect(nameInitials('  ')).toBe('')
    expect(nameInitials('(Jr.) Sam')).toBe('J. S.')
  })
})
