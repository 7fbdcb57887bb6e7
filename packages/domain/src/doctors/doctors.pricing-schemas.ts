import { z } from 'zod'
import type { SameType } from '../shared/validation'
import { priceBands } from './doctors.price-rules'
import { defaultPricingConfig, type PatientPrice, type PricingConfig } from './doctors.pricing'

/** SPEC 9: the pricing configuration; what is missing takes the default (doctors.pricing's `defaultPricingConfig`). */
export const pricingConfigSchema = z.object({
  doctorCutPercent: z.number().gt(0).max(100).default(defaultPricingConfig.doctorCutPercent),
  vatPercent: z.number().min(0).max(100).default(defaultPricingConfig.vatPercent),
  ePaymentSurchargePercent: z.number().min(0).max(100).default(defaultPricingConfig.ePaymentSurchargePercent),
  serviceChargePercent: z.number().min(0).max(100).default(defaultPricingConfig.serviceChargePercent),
})

/** SPEC 3.1 and 9: a `PatientPrice` as the API sends it (a doctor's page, a search card, the editor). */
export const patientPriceSchema = z.object({
  doctor: z.number().int(),
  serviceFee: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
})

export const priceBandSchema = z.enum(priceBands)

true satisfies SameType<PricingConfig, z.infer<typeof pricingConfigSchema>>
true satisfies SameType<PatientPrice, z.infer<typeof patientPriceSchema>>
