import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  emailSchema,
  otpCodeSchema,
  passwordSchema,
  phoneInputSchema,
  phoneNumberSchema,
  signInInputSchema,
} from './accounts.schemas'

/** The messages (i18n keys) of the issues raised for `value`, or [] when accepted. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('stored phone number, 01XXXXXXXXX (SPEC 5, SPEC 9: billing phone 11 digits starting 01)', () => {
  it.each(['01012345678', '01112345678', '01212345678', '01512345678'])('accepts %s', (phone) => {
    expect(phoneNumberSchema.parse(phone)).toBe(phone)
  })

  it.each(['01312345678', '01412345678'])('refuses the unknown operator in %s with notValid', (phone) => {
    expect(messages(phoneNumberSchema, phone)).toEqual(['validation:phone.notValid'])
  })

  it('refuses the typed form without the leading 0, and +20 in front', () => {
    expect(messages(phoneNumberSchema, '1012345678')).toEqual(['validation:phone.notValid'])
    expect(messages(phoneNumberSchema, '+201012345678')).toEqual(['validation:phone.notValid'])
  })

  it('refuses ten or twelve digits', () => {
    expect(messages(phoneNumberSchema, '0101234567')).toEqual(['validation:phone.notValid'])
    expect(messages(phoneNumberSchema, '010123456789')).toEqual(['validation:phone.notValid'])
  })

  it('refuses Arabic-Indic digits, which only the input form converts', () => {
    expect(messages(phoneNumberSchema, '٠١٠١٢٣٤٥٦٧٨')).toEqual(['validation:phone.notValid'])
  })

  it('reports length for more than 20 characters', () => {
    expect(messages(phoneNumberSchema, '0'.repeat(21))).toContain('validation:phone.length')
  })
})

describe('phone input (SPEC 5)', () => {
  it('turns the typed ten digits into the stored 01… form', () => {
    expect(phoneInputSchema.parse('1012345678')).toBe('01012345678')
  })

  it('turns Arabic-Indic digits with spaces and dashes into the stored form', () => {
    expect(phoneInputSchema.parse('١٠١ ٢٣٤-٥٦٧٨')).toBe('01012345678')
  })

  it.each([
    ['', 'validation:phone.empty'],
    ['01012345678', 'validation:phone.zeroError'],
    ['+201012345678', 'validation:phone.zeroError'],
    ['00201012345678', 'validation:phone.zeroError'],
    ['abc', 'validation:phone.notValid'],
    ['1312345678', 'validation:phone.notValid'],
    ['101234567', 'validation:phone.short'],
    ['10123456789', 'validation:phone.length'],
  ])('refuses %j with %s', (typed, key) => {
    expect(messages(phoneInputSchema, typed)).toEqual([key])
  })

  it('refuses more than 100 characters with length before looking at the digits', () => {
    expect(messages(phoneInputSchema, '1'.repeat(101))).toEqual(['validation:phone.length'])
  })

  it('refuses a value that is not a string', () => {
    expect(phoneInputSchema.safeParse(1012345678).success).toBe(false)
  })
})

describe('password (SPEC 5)', () => {
  it('accepts a password passing every rule and keeps it unchanged', () => {
    expect(passwordSchema.parse('Secret1!')).toBe('Secret1!')
  })

  it('reports every failing rule, each with its own key', () => {
    expect(messages(passwordSchema, 'س س')).toEqual([
      'validation:password.withoutSpaces',
      'validation:password.atLeast6',
      'validation:password.atLeastOneLower',
      'validation:password.atLeastOneCaps',
      'validation:password.englishOnly',
    ])
  })

  it('reports the length and letter-case rules for an empty password', () => {
    expect(messages(passwordSchema, '')).toEqual([
      'validation:password.atLeast6',
      'validation:password.atLeastOneLower',
      'validation:password.atLeastOneCaps',
    ])
  })

  it('reports only the failing rule when one fails', () => {
    expect(messages(passwordSchema, 'secret1')).toEqual(['validation:password.atLeastOneCaps'])
    expect(messages(passwordSchema, 'Secret1ع')).toEqual(['validation:password.englishOnly'])
  })

  it('refuses more than 128 characters with tooLong', () => {
    expect(messages(passwordSchema, `Aa${'x'.repeat(127)}`)).toContain('validation:tooLong')
  })
})

describe('verification code (SPEC 5: exactly 6 digits)', () => {
  it('accepts six Western digits', () => {
    expect(otpCodeSchema.parse('012345')).toBe('012345')
  })

  it('accepts Arabic-Indic and Extended Arabic-Indic digits and converts them', () => {
    expect(otpCodeSchema.parse('١٢٣٤٥٦')).toBe('123456')
    expect(otpCodeSchema.parse('۶۵۴۳۲۱')).toBe('654321')
  })

  it('trims surrounding spaces (a pasted code)', () => {
    expect(otpCodeSchema.parse(' 123456 ')).toBe('123456')
  })

  it.each(['12345', '1234567', '12345a', '123 456', '', '12-456'])('refuses %j with sixDigits', (code) => {
    expect(messages(otpCodeSchema, code)).toEqual(['validation:code.sixDigits'])
  })

  it('refuses more than 20 characters with sixDigits', () => {
    expect(messages(otpCodeSchema, '1'.repeat(21))).toContain('validation:code.sixDigits')
  })
})

describe('email (SPEC 5)', () => {
  it('accepts a valid email', () => {
    expect(emailSchema.parse('mona.ali@example.com')).toBe('mona.ali@example.com')
  })

  it.each(['mona', 'mona@', '@example.com', 'mona@example', 'mona@@example.com'])(
    'refuses %j with the "email format is not valid" key',
    (email) => {
      expect(messages(emailSchema, email)).toEqual(['validation:email.invalid'])
    },
  )

  it('refuses spaces inside the address', () => {
    expect(messages(emailSchema, 'mona ali@example.com')).toEqual(['validation:email.invalid'])
    expect(messages(emailSchema, 'mona@exa mple.com')).toEqual(['validation:email.invalid'])
  })

  it('refuses an empty or blank email', () => {
    expect(messages(emailSchema, '')).toEqual(['validation:email.invalid'])
    expect(messages(emailSchema, '   ')).toEqual(['validation:email.invalid'])
  })

  it('trims surrounding spaces before checking', () => {
    expect(emailSchema.parse('  mona@example.com ')).toBe('mona@example.com')
  })

  it('refuses more than 254 characters with tooLong', () => {
    expect(messages(emailSchema, `${'a'.repeat(250)}@example.com`)).toContain('validation:tooLong')
  })
})

describe('sign-in input, by phone or by email (SPEC 4, SPEC 7.1)', () => {
  it('accepts the phone method with a stored-form phone and a password', () => {
    expect(signInInputSchema.parse({ method: 'phone', phone: '01012345678', password: 'secret' })).toEqual({
      method: 'phone',
      phone: '01012345678',
      password: 'secret',
    })
  })

  it('accepts the email method with an email and a password, trimming the email', () => {
    expect(
      signInInputSchema.parse({ method: 'email', email: ' mona@example.com', password: 'secret' }),
    ).toEqual({
      method: 'email',
      email: 'mona@example.com',
      password: 'secret',
    })
  })

  it('checks only the password length (re-authentication rule), not the full password rules', () => {
    expect(
      signInInputSchema.safeParse({ method: 'phone', phone: '01012345678', password: 'abcdef' }).success,
    ).toBe(true)
    expect(messages(signInInputSchema, { method: 'phone', phone: '01012345678', password: 'abc' })).toEqual([
      'validation:password.atLeast6',
    ])
  })

  it('needs a phone, not an email, for the phone method', () => {
    const result = signInInputSchema.safeParse({
      method: 'phone',
      email: 'mona@example.com',
      password: 'secret',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['phone']])
  })

  it('needs an email, not a phone, for the email method', () => {
    const result = signInInputSchema.safeParse({ method: 'email', phone: '01012345678', password: 'secret' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['email']])
  })

  it('checks the phone in its stored form for the phone method', () => {
    expect(messages(signInInputSchema, { method: 'phone', phone: '1012345678', password: 'secret' })).toEqual(
      ['validation:phone.notValid'],
    )
  })

  it('refuses an unknown or missing method on the method path', () => {
    for (const method of ['sms', undefined]) {
      const result = signInInputSchema.safeParse({ method, phone: '01012345678', password: 'secret' })
      expect(result.success, String(method)).toBe(false)
      expect(result.error?.issues[0]?.path).toEqual(['method'])
    }
  })
})
