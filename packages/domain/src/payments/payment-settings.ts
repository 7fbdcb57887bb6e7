import { z } from 'zod'
import { minConsultPricePiastres } from '../doctors/doctors.price-rules'
import { defaultMaxPricePiastres, defaultPricingConfig, type PricingConfig } from '../doctors/doctors.pricing'
import type { SameType } from '../shared/validation'

/**
 * The settings' own messages, in the payments texts the admin page loads (not the shared validation texts, which
 * the first screens carry).
 */
const problem = (key: string) => `payments:settingsProblems.${key}`

/**
 * SPEC 3.5, 7.3 and 9 (issue 45 §5; ADR 0049): the payment settings an admin edits — the doctor's cut, the
 * e-payment surcharge, the service charge on a centre's price, VAT, and the company's maximum price. Stored in one
 * row; every price is computed with them and the patients' prices stored per doctor are recomputed on each change.
 */
export interface PaymentSettings extends PricingConfig {
  /** SPEC 5: the company's maximum for a doctor's price, piastres. */
  maxPricePiastres: number
}

export const defaultPaymentSettings: PaymentSettings = {
  ...defaultPricingConfig,
  maxPricePiastres: defaultMaxPricePiastres,
}

/** The limits an admin may set, each inclusive; percentages carry at most two decimals (basis points). */
export const paymentSettingsLimits = {
  /** Below 30 % the patient would pay more than three times the doctor's price. */
  doctorCutPercent: { min: 30, max: 100 },
  ePaymentSurchargePercent: { min: 0, max: 20 },
  serviceChargePercent: { min: 0, max: 50 },
  vatPercent: { min: 0, max: 30 },
  /** From the minimum consult price (SPEC 9: 6 EGP) to 100,000 EGP. */
  maxPricePiastres: { min: minConsultPricePiastres, max: 100_000 * 100 },
} as const

/** A percentage with at most two decimals, within its limits; the message key names the rule. */
function percent(
  field: 'doctorCutPercent' | 'ePaymentSurchargePercent' | 'serviceChargePercent' | 'vatPercent',
) {
  const { min, max } = paymentSettingsLimits[field]
  return z
    .number({ error: problem('number') })
    .min(min, problem(field))
    .max(max, problem(field))
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: problem('twoDecimals'),
    })
}

/** `PUT /payment-settings`: the five values, all given. */
export const updatePaymentSettingsSchema = z
  .object({
    doctorCutPercent: percent('doctorCutPercent'),
    ePaymentSurchargePercent: percent('ePaymentSurchargePercent'),
    serviceChargePercent: percent('serviceChargePercent'),
    vatPercent: percent('vatPercent'),
    maxPricePiastres: z
      .number({ error: problem('number') })
      .int(problem('maxPricePiastres'))
      .min(paymentSettingsLimits.maxPricePiastres.min, problem('maxPricePiastres'))
      .max(paymentSettingsLimits.maxPricePiastres.max, problem('maxPricePiastres')),
  })
  .strict()
export type UpdatePaymentSettings = z.infer<typeof updatePaymentSettingsSchema>

/** The values in force, as the API sends them (a doctor's editor carries them for its price preview and rules). */
export const paymentSettingsSchema = z.object({
  doctorCutPercent: z.number(),
  ePaymentSurchargePercent: z.number(),
  serviceChargePercent: z.number(),
  vatPercent: z.number(),
  maxPricePiastres: z.number().int(),
})

/** `GET /payment-settings`: the values in force, and when they were last changed (null: never since the start). */
export const paymentSettingsViewSchema = paymentSettingsSchema.extend({
  updatedAt: z.string().nullable(),
})
export type PaymentSettingsView = z.infer<typeof paymentSettingsViewSchema>

/** `PUT /payment-settings`'s answer: the settings saved and how many stored patient prices the change rewrote. */
export const paymentSettingsSavedSchema = paymentSettingsViewSchema.extend({
  recomputedPrices: z.number().int(),
})
export type PaymentSettingsSaved = z.infer<typeof paymentSettingsSavedSchema>

true satisfies SameType<PaymentSettings, UpdatePaymentSettings>
true satisfies SameType<PaymentSettings, z.infer<typeof paymentSettingsSchema>>
