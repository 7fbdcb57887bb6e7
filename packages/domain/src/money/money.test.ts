import { describe, expect, it } from 'vitest'
import { DomainError } from '../shared/errors'
import {
  add,
  compare,
  isNegative,
  negate,
  piastres,
  piastresSchema,
  pounds,
  poundsFromText,
  subtract,
  sum,
  toPoundsString,
  zero,
  type Piastres,
} from './money'

/** The DomainError code a call throws, or null. */
function thrownCode(run: () => unknown): string | null {
  try {
    run()
    return null
  } catch (error) {
    return error instanceof DomainError ? error.code : 'not a DomainError'
  }
}

describe('piastres (SPEC 9: amounts are stored in hundredths of a pound)', () => {
  it('keeps a whole number of piastres, negative ones included', () => {
    expect(piastres(1250)).toBe(1250)
    expect(piastres(-300)).toBe(-300)
    expect(piastres(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER)
  })

  it.each([12.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1, -(2 ** 60)])(
    'refuses %d with VALIDATION_FAILED',
    (n) => {
      expect(thrownCode(() => piastres(n))).toBe('VALIDATION_FAILED')
    },
  )

  it('turns -0 into 0 so that it never prints as -0.00', () => {
    expect(Object.is(piastres(-0), 0)).toBe(true)
    expect(toPoundsString(piastres(-0))).toBe('0.00')
  })
})

describe('pounds (SPEC 9: price times 100)', () => {
  it.each([
    [6, 600],
    [12.5, 1250],
    [12.05, 1205],
    [0.29, 29], // 0.29 * 100 is 28.999999999999996 in floating point
    [1.1, 110],
    [0, 0],
    [-3.75, -375],
    [62.72, 6272],
  ])('turns %d EGP into exactly %i piastres', (egp, expected) => {
    expect(pounds(egp)).toBe(expected)
  })

  it.each([12.345, 0.001, 1e-7, Number.NaN, Number.NEGATIVE_INFINITY, 1e21, 90_071_992_547_409.92])(
    'refuses %d EGP (a fraction of a piastre, not a number, or beyond a safe integer)',
    (egp) => {
      expect(thrownCode(() => pounds(egp))).toBe('VALIDATION_FAILED')
    },
  )
})

describe('arithmetic on piastres', () => {
  const a = pounds(12.5)
  const b = pounds(3.75)

  it('adds, subtracts and negates exactly', () => {
    expect(add(a, b)).toBe(1625)
    expect(subtract(a, b)).toBe(875)
    expect(subtract(b, a)).toBe(-875)
    expect(negate(a)).toBe(-1250)
    expect(negate(negate(a))).toBe(a)
  })

  it('sums a list, and an empty list to zero', () => {
    expect(sum([a, b, negate(b)])).toBe(1250)
    expect(sum([])).toBe(zero)
    expect(zero).toBe(0)
  })

  it('does not drift where floating-point pounds would: ten times 0.10 EGP is exactly 1 EGP', () => {
    expect(sum(Array.from({ length: 10 }, () => pounds(0.1)))).toBe(pounds(1))
    expect(add(pounds(0.1), pounds(0.2))).toBe(pounds(0.3))
  })

  it('refuses a result beyond a safe integer instead of losing piastres', () => {
    const big = piastres(Number.MAX_SAFE_INTEGER)
    expect(thrownCode(() => add(big, piastres(1)))).toBe('VALIDATION_FAILED')
    expect(thrownCode(() => subtract(negate(big), piastres(2)))).toBe('VALIDATION_FAILED')
    expect(thrownCode(() => sum([big, big]))).toBe('VALIDATION_FAILED')
  })

  it('tells a negative amount, and not zero', () => {
    expect(isNegative(negate(a))).toBe(true)
    expect(isNegative(zero)).toBe(false)
    expect(isNegative(a)).toBe(false)
  })

  it('compares as -1, 0 or 1 and sorts a list', () => {
    expect(compare(a, b)).toBe(1)
    expect(compare(b, a)).toBe(-1)
    expect(compare(a, pounds(12.5))).toBe(0)
    const list: Piastres[] = [a, negate(b), zero, b]
    expect([...list].sort(compare)).toEqual([-375, 0, 375, 1250])
  })
})

describe('toPoundsString (SPEC 9: shown with 2 decimals)', () => {
  it.each([
    [1250, '12.50'],
    [1205, '12.05'],
    [600, '6.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-1250, '-12.50'],
    [-5, '-0.05'],
    [123456789, '1234567.89'],
  ])('writes %i piastres as %s', (amount, text) => {
    expect(toPoundsString(piastres(amount))).toBe(text)
  })

  it('round-trips with pounds', () => {
    for (const amount of [0, 1, 99, 100, 101, 1999, 123456]) {
      expect(pounds(Number(toPoundsString(piastres(amount))))).toBe(amount)
    }
  })
})

describe('piastresSchema (an amount in a request)', () => {
  it('accepts a safe integer', () => {
    expect(piastresSchema.parse(600)).toBe(600)
  })

  it('refuses a float or a string with validation:invalidValue or a type issue', () => {
    expect(piastresSchema.safeParse(6.5).error?.issues[0]?.message).toBe('validation:invalidValue')
    expect(piastresSchema.safeParse('600').success).toBe(false)
  })
})

describe('poundsFromText (SPEC 5, 9: amounts as people type them)', () => {
  it.each([
    ['50', 5000],
    ['6', 600],
    ['12.5', 1250],
    ['12,05', 1205],
    ['١٢٫٥', 1250],
    ['٥٠', 5000],
    ['۷۵,۲۵', 7525],
    [' 7. ', 700],
    ['0.29', 29],
  ])('reads %s as %i piastres', (text, amount) => {
    expect(poundsFromText(text)).toBe(amount)
  })

  it('gives undefined for a blank field', () => {
    expect(poundsFromText('')).toBeUndefined()
    expect(poundsFromText('   ')).toBeUndefined()
  })

  it('gives NaN for text, a negative amount, a fraction of a piastre or an unsafe number', () => {
    for (const text of ['abc', '-5', '12.345', '1.2.3', '1e3', '9'.repeat(20)])
      expect(poundsFromText(text), text).toBeNaN()
  })
})
