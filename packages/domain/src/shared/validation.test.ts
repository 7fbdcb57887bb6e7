import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { issueKey, validationKeyPrefix, vkey } from './validation'

/** The issues zod itself produces for `value`, each turned into its key. */
function keysFor(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value)
  if (result.success) throw new Error('expected the value to be refused')
  return result.error.issues.map(issueKey)
}

describe('vkey: i18n keys in the validation namespace (SPEC 5 messages)', () => {
  it('prefixes a rule name with validation:', () => {
    expect(vkey('phone.zeroError')).toBe('validation:phone.zeroError')
    expect(validationKeyPrefix).toBe('validation:')
  })
})

describe('issueKey: zod issues to validation keys (SPEC 5, SPEC 8 error catalogue)', () => {
  it('keeps a custom rule message that is already a validation key, whatever the code', () => {
    expect(issueKey({ code: 'custom', message: 'validation:phone.zeroError' })).toBe(
      'validation:phone.zeroError',
    )
    expect(issueKey({ code: 'too_small', message: 'validation:password.atLeast6' })).toBe(
      'validation:password.atLeast6',
    )
    expect(issueKey({ code: 'invalid_format', message: 'validation:email.invalid' })).toBe(
      'validation:email.invalid',
    )
  })

  it('gives required for a missing field (zod says "received undefined")', () => {
    expect(keysFor(z.object({ name: z.string() }), {})).toEqual(['validation:required'])
  })

  it('gives required for an invalid_type issue whose message says required', () => {
    expect(issueKey({ code: 'invalid_type', message: 'Required', input: undefined })).toBe(
      'validation:required',
    )
  })

  it('gives invalidType for a value of the wrong type', () => {
    expect(keysFor(z.object({ name: z.string() }), { name: 42 })).toEqual(['validation:invalidType'])
  })

  it('gives invalidType when the input is known and present, even if the message mentions undefined', () => {
    expect(issueKey({ code: 'invalid_type', message: 'received undefined', input: null })).toBe(
      'validation:invalidType',
    )
  })

  it('gives tooLong for a too_big issue', () => {
    expect(keysFor(z.string().max(3), 'abcd')).toEqual(['validation:tooLong'])
  })

  it('gives required for a too_small issue (an empty string or list)', () => {
    expect(keysFor(z.string().min(1), '')).toEqual(['validation:required'])
    expect(keysFor(z.array(z.string()).min(1), [])).toEqual(['validation:required'])
  })

  it('gives invalidFormat for a built-in format check without its own key', () => {
    expect(keysFor(z.email(), 'not-an-email')).toEqual(['validation:invalidFormat'])
    expect(keysFor(z.string().regex(/^\d+$/), 'abc')).toEqual(['validation:invalidFormat'])
  })

  it('gives invalidValue for a value outside an enum or literal', () => {
    expect(keysFor(z.enum(['male', 'female']), 'other')).toEqual(['validation:invalidValue'])
    expect(keysFor(z.literal('patient'), 'doctor')).toEqual(['validation:invalidValue'])
  })

  it('gives unknownField for an unexpected key in a strict object', () => {
    expect(keysFor(z.strictObject({ a: z.string() }), { a: 'x', extra: 1 })).toEqual([
      'validation:unknownField',
    ])
  })

  it('falls back to invalidValue for any other code (union, custom without a key)', () => {
    expect(keysFor(z.union([z.string(), z.number()]), true)).toEqual(['validation:invalidValue'])
    expect(issueKey({ code: 'custom', message: 'Invalid input' })).toBe('validation:invalidValue')
    expect(issueKey({ code: 'not_multiple_of', message: 'Invalid number' })).toBe('validation:invalidValue')
  })
})
