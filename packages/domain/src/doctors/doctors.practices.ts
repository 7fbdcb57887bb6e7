import { vkey } from '../shared/validation'
import { priceRuleProblem } from './doctors.pricing'

/** SPEC 2.8 and 3.1: the ways a doctor practises (its schema, `practiceKindSchema`, is in doctors.schemas). */
export const practiceKinds = ['video', 'clinic', 'home'] as const
export type PracticeKind = (typeof practiceKinds)[number]

/** The fields of a practice the rules read; each practice has its own subset. */
export interface PracticeRuleInput {
  active: boolean
  price?: number | undefined
  areaId?: number | undefined
  address?: string | undefined
  areaIds?: readonly number[] | undefined
}

export interface PracticeRuleIssue {
  /** The field within the practice's body. */
  path: string
  /** A `validation:` message key. */
  code: string
}

/**
 * SPEC 5 and 2.8, one copy for the editor page and the API (issue 7 §2): a price keeps the SPEC 5 limits (the
 * primary-care cap included), and a practice switched on must be listable — a price, a clinic its area and
 * address, a home visit its areas. What needs stored state (the specialty offers the practice, one practice stays
 * on after submitting) the API adds.
 */
export function practiceRuleIssues(
  kind: PracticeKind,
  input: PracticeRuleInput,
  isPrimaryCare: boolean,
  /** The company's maximum price (the stored payment settings'), piastres; the SPEC 9 default when not given. */
  maxPricePiastres?: number,
): PracticeRuleIssue[] {
  const issues: PracticeRuleIssue[] = []
  if (input.price !== undefined) {
    const problem = priceRuleProblem(input.price, isPrimaryCare, maxPricePiastres)
    if (problem) issues.push({ path: 'price', code: problem })
  }
  if (!input.active) return issues
  if (input.price === undefined) issues.push({ path: 'price', code: vkey('required') })
  if (kind === 'clinic') {
    if (input.areaId === undefined) issues.push({ path: 'areaId', code: vkey('required') })
    if (!input.address) issues.push({ path: 'address', code: vkey('required') })
  }
  if (kind === 'home' && !input.areaIds?.length) issues.push({ path: 'areaIds', code: vkey('required') })
  return issues
}
