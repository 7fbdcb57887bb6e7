import { describe, expect, it } from 'vitest'
import { DomainError } from '../shared/errors'
import {
  bandOf,
  bandRange,
  defaultPricingConfig,
  ePaymentSurcharge,
  patientPrice,
  priceBands,
  priceRuleProblem,
} from './doctors.pricing'
import { pricingConfigSchema } from './doctors.pricing-schemas'

describe('pricing configuration (SPEC 9: default doctor cut 62.72, surcharge 3.55, VAT 14%)', () => {
  it('fills the SPEC 9 defaults when the configuration is missing', () => {
    expect(pricingConfigSchema.parse({})).toEqual({
      doctorCutPercent: 62.72,
      vatPercent: 14,
      ePaymentSurchargePercent: 3.55,
      serviceChargePercent: 10,
    })
    expect(defaultPricingConfig).toEqual(pricingConfigSchema.parse({}))
  })

  it('refuses a doctor cut of 0 or above 100 percent', () => {
    expect(pricingConfigSchema.safeParse({ doctorCutPercent: 0 }).success).toBe(false)
    expect(pricingConfigSchema.safeParse({ doctorCutPercent: 100.5 }).success).toBe(false)
  })
})

describe("the patient's price (SPEC 3.1 price to patient; SPEC 9: VAT and service fee included)", () => {
  it('makes the doctor exactly 62.72% of a total that is already a whole pound', () => {
    // The platform's 37.28 EGP hold 37.28 × 14 / 114 = 4.58 EGP of VAT.
    expect(patientPrice(6272)).toEqual({ doctor: 6272, serviceFee: 3270, vat: 458, total: 10000 })
  })

  it('rounds the total up to a whole pound and gives the rounding to the platform', () => {
    // 100 EGP / 0.6272 = 159.44 EGP, so 160 EGP.
    const price = patientPrice(10000)
    expect(price.total).toBe(16000)
    expect(price.doctor).toBe(10000)
    expect(price.vat).toBe(737) // 6000 × 14 / 114 = 736.84
    expect(price.serviceFee).toBe(5263)
  })

  it('includes the VAT in the platform part at vat / (100 + vat)', () => {
    const price = patientPrice(25000)
    const platform = price.total - price.doctor
    expect(price.vat).toBe(Math.round((platform * 14) / 114))
  })

  it.each([0, 1, 599, 600, 6272, 9999, 10000, 12345, 50000, 999999])(
    'keeps doctor + service fee + VAT equal to a whole-pound total for %i piastres',
    (doctor) => {
      const price = patientPrice(doctor)
      expect(price.doctor + price.serviceFee + price.vat).toBe(price.total)
      expect(price.total % 100).toBe(0)
      expect(price.doctor).toBe(doctor)
      expect(price.doctor).toBeLessThanOrEqual(price.total * 0.6272 + 1e-9)
      expect(price.total - 100).toBeLessThan(doctor / 0.6272)
      expect(price.serviceFee).toBeGreaterThanOrEqual(0)
    },
  )

  it('follows another configuration', () => {
    expect(
      patientPrice(5000, {
        ...defaultPricingConfig,
        doctorCutPercent: 50,
        vatPercent: 0,
        ePaymentSurchargePercent: 0,
      }),
    ).toEqual({
      doctor: 5000,
      serviceFee: 5000,
      vat: 0,
      total: 10000,
    })
  })

  it('refuses a price that is not a whole, non-negative number of piastres', () => {
    expect(() => patientPrice(10.5)).toThrow(DomainError)
    expect(() => patientPrice(-100)).toThrow(DomainError)
    expect(() => patientPrice(Number.NaN)).toThrow(DomainError)
  })
})

describe('the e-payment surcharge (SPEC 3.1: video price with an e-payment surcharge; SPEC 9: 3.55)', () => {
  it('takes 3.55% of the total', () => {
    expect(ePaymentSurcharge(10000)).toBe(355)
    expect(ePaymentSurcharge(16000)).toBe(568)
  })

  it('rounds up to a whole piastre', () => {
    expect(ePaymentSurcharge(15)).toBe(1)
    expect(ePaymentSurcharge(12345)).toBe(439) // 438.2475
  })

  it('is nothing on nothing, or at a rate of 0', () => {
    expect(ePaymentSurcharge(0)).toBe(0)
    expect(ePaymentSurcharge(10000, { ...defaultPricingConfig, ePaymentSurchargePercent: 0 })).toBe(0)
  })
})

describe('consult price rules (SPEC 5 and 9: at least 6 EGP; primary care at most 60 EGP)', () => {
  it('accepts exactly 6 EGP', () => {
    expect(priceRuleProblem(600, false)).toBeNull()
    expect(priceRuleProblem(600, true)).toBeNull()
  })

  it('refuses anything under 6 EGP with validation:price.min', () => {
    expect(priceRuleProblem(599, false)).toBe('validation:price.min')
    expect(priceRuleProblem(0, true)).toBe('validation:price.min')
    expect(priceRuleProblem(Number.NaN, false)).toBe('validation:price.min')
  })

  it('accepts exactly 60 EGP for primary care', () => {
    expect(priceRuleProblem(6000, true)).toBeNull()
  })

  it('refuses a primary-care price over 60 EGP with validation:price.primaryCareMax', () => {
    expect(priceRuleProblem(6001, true)).toBe('validation:price.primaryCareMax')
  })

  it('lets a specialist charge over 60 EGP', () => {
    expect(priceRuleProblem(50000, false)).toBeNull()
  })
})

describe('price filter bands (SPEC 2.6: under 50, 50-100, 100-200, 200 and more, on the patient price)', () => {
  it('lists the bands in order', () => {
    expect(priceBands).toEqual(['under50', '50to100', '100to200', '200plus'])
  })

  it.each([
    [0, 'under50'],
    [4999, 'under50'],
    [5000, '50to100'],
    [9999, '50to100'],
    [10000, '100to200'],
    [19999, '100to200'],
    [20000, '200plus'],
    [1_000_000, '200plus'],
  ] as const)('puts %i piastres in %s (a lower edge belongs to its band)', (total, band) => {
    expect(bandOf(total)).toBe(band)
  })

  it('gives each band as [min, max) in piastres, the last one without a maximum', () => {
    expect(bandRange('under50')).toEqual({ min: 0, max: 5000 })
    expect(bandRange('50to100')).toEqual({ min: 5000, max: 10000 })
    expect(bandRange('100to200')).toEqual({ min: 10000, max: 20000 })
    expect(bandRange('200plus')).toEqual({ min: 20000, max: null })
  })

  it('agrees with bandOf at every edge', () => {
    for (const band of priceBands) {
      const { min, max } = bandRange(band)
      expect(bandOf(min)).toBe(band)
      if (max !== null) expect(bandOf(max - 1)).toBe(band)
    }
  })
})
