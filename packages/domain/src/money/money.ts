import { z } from 'zod'
import { normaliseNumberText } from '../shared/digits'
import { DomainError } from '../shared/errors'
import { vkey } from '../shared/validation'

declare const piastresBrand: unique symbol

/**
 * SPEC 9 and 3.5: money is a whole number of piastres (1 EGP = 100 piastres). The brand keeps a bare number (pounds,
 * a count, a float) from passing for money; it is still a number at run time, so it goes to JSON and SQL as is.
 */
export type Piastres = number & { readonly [piastresBrand]: 'Piastres' }

const piastresPerPound = 100

/** A number of piastres; refuses anything that is not a safe integer (a float, NaN, beyond 2^53). */
export function piastres(n: number): Piastres {
  if (!Number.isSafeInteger(n)) throw new DomainError('VALIDATION_FAILED', { field: 'amount' })
  // `0 - 0` and `-0` would otherwise print as "-0.00".
  return (n === 0 ? 0 : n) as Piastres
}

/** Pounds as people write them (6, 12.5, 12.05), exactly: refuses a fraction of a piastre (12.345). */
export function pounds(n: number): Piastres {
  // The shortest decimal text of a double is the number as written, so 0.29 stays 29 piastres (0.29 * 100 is
  // 28.999999999999996). Exponent forms are either tiny fractions or unsafe, and both are refused.
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(n))
  if (!match) throw new DomainError('VALIDATION_FAILED', { field: 'amount' })
  const [, sign, whole = '', fraction = ''] = match
  const amount = Number(whole) * piastresPerPound + Number(fraction.padEnd(2, '0'))
  return piastres(sign === '-' ? -amount : amount)
}

/**
 * Pounds as people type them in a form (SPEC 5, 9): Arabic-Indic digits, a decimal comma, point or the Arabic
 * separator (٫), at most two decimals. Blank gives undefined; anything else unreadable gives NaN, so a form's number
 * rule speaks instead of the amount silently vanishing. Digits are added up as text, never through a float.
 */
export function poundsFromText(text: string): number | undefined {
  const normalised = normaliseNumberText(text)
  if (normalised === '') return undefined
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(normalised)
  if (!match) return Number.NaN
  const [, whole = '', fraction = ''] = match
  const amount = Number(whole) * piastresPerPound + Number(fraction.padEnd(2, '0'))
  return Number.isSafeInteger(amount) ? amount : Number.NaN
}

export const zero: Piastres = piastres(0)

export function add(a: Piastres, b: Piastres): Piastres {
  return piastres(a + b)
}

export function subtract(a: Piastres, b: Piastres): Piastres {
  return piastres(a - b)
}

export function sum(list: readonly Piastres[]): Piastres {
  return list.reduce(add, zero)
}

export function negate(a: Piastres): Piastres {
  return piastres(-a)
}

export function isNegative(a: Piastres): boolean {
  return a < 0
}

/** -1, 0 or 1, for sorting and for "is the balance enough". */
export function compare(a: Piastres, b: Piastres): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0
}

/** "12.50": two decimals, a dot, no grouping, for receipts and APIs; screens format with Intl at the edge. */
export function toPoundsString(p: Piastres): string {
  const abs = Math.abs(p)
  const whole = Math.trunc(abs / piastresPerPound)
  const fraction = String(abs % piastresPerPound).padStart(2, '0')
  return `${p < 0 ? '-' : ''}${whole}.${fraction}`
}

/** A piastres amount in a request or a row: a safe integer, branded. */
export const piastresSchema = z
  .number()
  .refine(Number.isSafeInteger, vkey('invalidValue'))
  .transform((n) => piastres(n))
