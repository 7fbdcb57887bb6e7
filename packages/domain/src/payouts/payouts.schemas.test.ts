import { describe, expect, it } from 'vitest'
import { lastMonths, payoutMsisdnProblem, payoutOutcomeOf } from './payouts.rules'
import { payoutRequestSchema } from './payouts.schemas'

const valid = {
  amount: 600,
  msisdn: '01012345678',
  issuer: 'vodafone',
  fullName: 'منى سامي',
  email: 'mona@example.com',
}
const issuesOf = (input: unknown) => {
  const result = payoutRequestSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`)
}

describe('the payout number rule (SPEC 5: 01[012] and 8 digits)', () => {
  it.each(['01012345678', '01112345678', '01212345678'])('accepts %s', (msisdn) => {
    expect(payoutMsisdnProblem(msisdn)).toBeNull()
  })

  it('accepts Arabic-Indic digits, spaces and dashes, and answers the Western number', () => {
    const parsed = payoutRequestSchema.parse({ ...valid, msisdn: '٠١٠ ١٢٣٤-٥٦٧٨' })
    expect(parsed.msisdn).toBe('01012345678')
  })

  it('refuses a WE number (015) with its own reason: the payout network does not take it', () => {
    expect(issuesOf({ ...valid, msisdn: '01512345678' })).toEqual(['msisdn:validation:payout.msisdnWe'])
  })

  it.each(['0101234567', '010123456789', '01312345678', '02012345678', '1012345678', '+201012345678', 'abc'])(
    'refuses %s',
    (msisdn) => {
      expect(issuesOf({ ...valid, msisdn })).toEqual(['msisdn:validation:payout.msisdn'])
    },
  )

  it('says an empty number is missing', () => {
    expect(issuesOf({ ...valid, msisdn: '' })).toEqual(['msisdn:validation:payout.msisdnRequired'])
  })
})

describe('the payout amount rule (SPEC 5, 9: at least 6 EGP, in piastres)', () => {
  it('accepts exactly 6 EGP', () => {
    expect(issuesOf({ ...valid, amount: 600 })).toEqual([])
  })

  it('refuses 5.99 EGP, a fraction of a piastre and a text', () => {
    expect(issuesOf({ ...valid, amount: 599 })).toEqual(['amount:validation:payout.amountMin'])
    expect(issuesOf({ ...valid, amount: 600.5 })).toEqual(['amount:validation:invalidValue'])
    expect(issuesOf({ ...valid, amount: '600' })).toEqual(['amount:validation:invalidValue'])
  })

  it('refuses more than one transfer may carry', () => {
    expect(issuesOf({ ...valid, amount: 5_000_001 })).toEqual(['amount:validation:payout.amountMax'])
  })
})

describe('the rest of the payout form (SPEC 3.5)', () => {
  it('takes one of the three operators as issuer', () => {
    expect(issuesOf({ ...valid, issuer: 'we' })).toEqual(['issuer:validation:payout.issuer'])
    expect(issuesOf({ ...valid, issuer: 'orange' })).toEqual([])
  })

  it('wants a name and an email', () => {
    expect(issuesOf({ ...valid, fullName: '  ', email: 'not an email' })).toEqual([
      'fullName:validation:name.required',
      'email:validation:email.invalid',
    ])
  })
})

describe("a provider's status (SPEC 4 'Cash-out result')", () => {
  it.each([
    ['success', 'succeeded'],
    ['successful', 'succeeded'],
    ['SUCCESS', 'succeeded'],
    ['pending', 'pending'],
    ['failed', 'failed'],
    ['', 'failed'],
  ])('%s → %s', (status, outcome) => {
    expect(payoutOutcomeOf(status)).toBe(outcome)
  })
})

describe('Cairo months', () => {
  it('lists the last twelve across a year, oldest first', () => {
    const months = lastMonths('2026-02', 12)
    expect(months[0]).toBe('2025-03')
    expect(months.at(-1)).toBe('2026-02')
    expect(months).toHaveLength(12)
    expect(months).toContain('2025-12')
    expect(months).toContain('2026-01')
  })
})
