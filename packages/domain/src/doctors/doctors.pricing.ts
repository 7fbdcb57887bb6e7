import { DomainError } from '../shared/errors'
import { minConsultPricePiastres, primaryCareMaxPricePiastres } from './doctors.price-rules'

export * from './doctors.price-rules'

/**
 * SPEC 9: the doctor's cut, VAT and the e-payment surcharge, in percent. Each percentage is kept to two decimals
 * (basis points) so that every amount is computed in whole numbers. This module is zod-free for the first screens
 * (issue 8 §5): the schemas are in doctors.pricing-schemas.ts.
 */
export interface PricingConfig {
  doctorCutPercent: number
  vatPercent: number
  ePaymentSurchargePercent: number
  /**
   * The platform's service charge on a lab's or radiology centre's price (ADR 0044's commission, SPEC 9 'service
   * charge percentages'). A doctor's service fee is what the doctor's cut leaves, so it has no percentage of its own.
   */
  serviceChargePercent: number
}

/**
 * SPEC 9: the values used when the configuration is missing; VAT is 14%. The stored settings (payment_settings,
 * ADR 0049) start from these and are what every price is computed with.
 */
export const defaultPricingConfig: PricingConfig = {
  doctorCutPercent: 62.72,
  vatPercent: 14,
  ePaymentSurchargePercent: 3.55,
  serviceChargePercent: 10,
}

/**
 * SPEC 5 and 9: the company's maximum for a doctor's price of any practice (its value is not shown in the SPEC; an
 * admin sets it with the payment settings, ADR 0049). Piastres.
 */
export const defaultMaxPricePiastres = 10_000 * 100

const basisPoints = (percent: number): number => Math.round(percent * 100)
const piastresPerPound = 100

function assertPiastres(amount: number, field: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new DomainError('VALIDATION_FAILED', { field })
}

export interface PatientPrice {
  /** What the doctor asked for: the doctor's share. */
  doctor: number
  /** The platform's service fee, VAT excluded. */
  serviceFee: number
  /** The VAT included in the platform's part. */
  vat: number
  /** What the patient pays: a whole number of pounds. */
  total: number
}

/**
 * SPEC 3.1 and 9: the patient's price for a doctor's price, in piastres. The doctor's price is `doctorCutPercent`
 * of the total; the total is rounded up to a whole pound, so the platform keeps the rounding. The platform's part
 * (total - doctor) includes VAT at `vatPercent`; the doctor's fee carries none (see the law notes §4.3: medical
 * services are VAT-exempt, the platform's fee is not). doctor + serviceFee + vat === total.
 */
export function patientPrice(
  doctorPricePiastres: number,
  config: PricingConfig = defaultPricingConfig,
): PatientPrice {
  assertPiastres(doctorPricePiastres, 'price')
  const cut = basisPoints(config.doctorCutPercent)
  // total = doctor / cut, rounded up to a pound: ceil(doctor * 10000 / (cut * 100)) pounds, in exact integers.
  const numerator = doctorPricePiastres * 10_000
  const denominator = cut * piastresPerPound
  const total = Math.ceil(numerator / denominator) * piastresPerPound
  const platform = total - doctorPricePiastres
  const vatRate = basisPoints(config.vatPercent)
  const vat = Math.round((platform * vatRate) / (10_000 + vatRate))
  return { doctor: doctorPricePiastres, serviceFee: platform - vat, vat, total }
}

/** SPEC 3.1: the surcharge for paying electronically, on the patient's total, rounded up to a piastre. */
export function ePaymentSurcharge(
  totalPiastres: number,
  config: PricingConfig = defaultPricingConfig,
): number {
  assertPiastres(totalPiastres, 'total')
  return Math.ceil((totalPiastres * basisPoints(config.ePaymentSurchargePercent)) / 10_000)
}

/** SPEC 5 and 9 price rules, as validation keys. */
export const priceProblemKeys = {
  min: 'validation:price.min',
  primaryCareMax: 'validation:price.primaryCareMax',
  max: 'validation:price.max',
} as const
export type PriceProblem = (typeof priceProblemKeys)[keyof typeof priceProblemKeys]

/**
 * SPEC 5: what is wrong with a doctor's consult price, or null. All limits are inclusive; the company's maximum
 * (`maxPricePiastres`, the stored payment settings') bounds every practice's price.
 */
export function priceRuleProblem(
  doctorPricePiastres: number,
  isPrimaryCare: boolean,
  maxPricePiastres: number = defaultMaxPricePiastres,
): PriceProblem | null {
  if (!(doctorPricePiastres >= minConsultPricePiastres)) return priceProblemKeys.min
  if (isPrimaryCare && doctorPricePiastres > primaryCareMaxPricePiastres)
    return priceProblemKeys.primaryCareMax
  if (doctorPricePiastres > maxPricePiastres) return priceProblemKeys.max
  return null
}
