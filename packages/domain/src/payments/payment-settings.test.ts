import { describe, expect, it } from 'vitest'
import { bookingPrice } from '../bookings/bookings.pricing'
import { centreOrderPrice } from '../centre-orders/centre-orders'
import { patientPrice, priceRuleProblem } from '../doctors/doctors.pricing'
import { practiceRuleIssues } from '../doctors/doctors.practices'
import { piastres } from '../money/money'
import { defaultPaymentSettings, updatePaymentSettingsSchema } from './payment-settings'

/** Issue 45 §5, SPEC 3.5, 5, 7.3, 9 (ADR 0049): the payment settings an admin edits and the rules that read them. */

const valid = { ...defaultPaymentSettings }
const codes = (input: unknown) =>
  updatePaymentSettingsSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ??
  []

describe('the payment settings’ body (SPEC 3.5, 9)', () => {
  it('starts from the SPEC 9 defaults and takes them back as valid', () => {
    expect(defaultPaymentSettings).toEqual({
      doctorCutPercent: 62.72,
      ePaymentSurchargePercent: 3.55,
      serviceChargePercent: 10,
      vatPercent: 14,
      maxPricePiastres: 1_000_000,
    })
    expect(codes(valid)).toEqual([])
  })

  it('refuses values out of range, more than two decimals, text, missing and unknown fields, naming the field', () => {
    expect(codes({ ...valid, doctorCutPercent: 29.99 })).toEqual([
      'doctorCutPercent:payments:settingsProblems.doctorCutPercent',
    ])
    expect(codes({ ...valid, doctorCutPercent: 100.01 })).toEqual([
      'doctorCutPercent:payments:settingsProblems.doctorCutPercent',
    ])
    expect(codes({ ...valid, vatPercent: 14.005 })).toEqual([
      'vatPercent:payments:settingsProblems.twoDecimals',
    ])
    expect(codes({ ...valid, ePaymentSurchargePercent: -1 })).toEqual([
      'ePaymentSurchargePercent:payments:settingsProblems.ePaymentSurchargePercent',
    ])
    expect(codes({ ...valid, serviceChargePercent: '10' })).toEqual([
      'serviceChargePercent:payments:settingsProblems.number',
    ])
    expect(codes({ ...valid, maxPricePiastres: 599 })).toEqual([
      'maxPricePiastres:payments:settingsProblems.maxPricePiastres',
    ])
    expect(codes({ ...valid, maxPricePiastres: 1000.5 })).toEqual([
      'maxPricePiastres:payments:settingsProblems.maxPricePiastres',
    ])
    expect(codes({ ...valid, vatPercent: Number.NaN })).toHaveLength(1)
    expect(codes({ ...valid, extra: 1 })).toHaveLength(1)
    const { vatPercent: _vat, ...missing } = valid
    expect(codes(missing)).toEqual(['vatPercent:payments:settingsProblems.number'])
    for (const edge of [30, 100, 0.01 * 3001, 62.72, 99.99])
      expect(codes({ ...valid, doctorCutPercent: edge }), String(edge)).toEqual([])
  })
})

describe('prices under other settings (ADR 0049: every price reads the stored settings)', () => {
  const settings = {
    ...defaultPaymentSettings,
    doctorCutPercent: 50,
    ePaymentSurchargePercent: 2,
    vatPercent: 14,
  }

  it('computes a booking’s lines with the settings given, balanced', () => {
    const price = bookingPrice({
      doctorPrice: piastres(10_000),
      method: 'card',
      type: 'initial',
      config: settings,
    })
    expect(price.total).toBe(20_000 + 400)
    expect(price.doctor + price.serviceFee + price.vat + price.surcharge - price.discount).toBe(price.total)
    expect(patientPrice(10_000, settings).total).toBe(20_000)
  })

  it('takes the service charge on a centre’s price from the settings', () => {
    const price = centreOrderPrice({
      price: 10_000,
      homeCollectionPrice: 0,
      method: 'wallet',
      config: settings,
    })
    expect(price.centre).toBe(9_000)
    const higher = centreOrderPrice({
      price: 10_000,
      homeCollectionPrice: 0,
      method: 'wallet',
      config: { ...settings, serviceChargePercent: 12.5 },
    })
    expect(higher.centre).toBe(8_750)
    expect(higher.centre + higher.serviceFee + higher.vat).toBe(10_000)
  })
})

describe('the company’s maximum price (SPEC 5)', () => {
  it('is inclusive and checked after the minimum and the primary-care cap', () => {
    expect(priceRuleProblem(50_000, false, 50_000)).toBeNull()
    expect(priceRuleProblem(50_001, false, 50_000)).toBe('validation:price.max')
    expect(priceRuleProblem(500, false, 50_000)).toBe('validation:price.min')
    expect(priceRuleProblem(7_000, true, 5_000)).toBe('validation:price.primaryCareMax')
    expect(priceRuleProblem(1_000_001, false)).toBe('validation:price.max')
    expect(practiceRuleIssues('home', { active: false, price: 20_000 }, false, 15_000)).toEqual([
      { path: 'price', code: 'validation:price.max' },
    ])
  })
})
