import {
  defaultPricingConfig,
  ePaymentSurcharge,
  patientPrice,
  type PricingConfig,
} from '../doctors/doctors.pricing'
import { piastres, subtract, sum, zero, type Piastres } from '../money/money'
import { isElectronicMethod, type BookingType, type PaymentMethod } from './bookings.rules'

export interface BookingPriceInput {
  /** The price the doctor set for the booked practice (video, clinic or home). */
  doctorPrice: Piastres
  method: PaymentMethod
  type: BookingType
  config?: PricingConfig
}

/** The lines of a booking's price; doctor + serviceFee + vat + surcharge - discount === total. */
export interface BookingPrice {
  /** The doctor's share: what the doctor asked for. */
  doctor: Piastres
  /** The platform's fee, VAT excluded. */
  serviceFee: Piastres
  /** The VAT on the platform's fee (SPEC 9: included in the price shown). */
  vat: Piastres
  /** The e-payment surcharge: card, mobile wallet and kiosk only (SPEC 3.1, 9). */
  surcharge: Piastres
  /** What the platform waives: everything for a follow-up or a free booking. */
  discount: Piastres
  /** What the patient pays. */
  total: Piastres
}

/**
 * THE price of a booking, for the wizard, the receipt and the ledger alike: the patient's price of the doctor's
 * price (doctors.pricing: fee and VAT included, rounded up to a pound), plus the e-payment surcharge on that total
 * for a method paid through a provider. A follow-up (SPEC 4: free within two weeks) or a free booking (SPEC 6:
 * testing doctor and user) still shows its lines, and the discount waives all of them, so it totals zero.
 */
export function bookingPrice({
  doctorPrice,
  method,
  type,
  config = defaultPricingConfig,
}: BookingPriceInput): BookingPrice {
  const base = patientPrice(doctorPrice, config)
  const doctor = piastres(base.doctor)
  const serviceFee = piastres(base.serviceFee)
  const vat = piastres(base.vat)
  const surcharge = isElectronicMethod(method) ? piastres(ePaymentSurcharge(base.total, config)) : zero
  const gross = sum([doctor, serviceFee, vat, surcharge])
  const discount = type === 'followUp' || method === 'free' ? gross : zero
  return { doctor, serviceFee, vat, surcharge, discount, total: subtract(gross, discount) }
}

/** The invariant of a BookingPrice, for prices read back from storage or built elsewhere. */
export function isBalancedPrice(price: BookingPrice): boolean {
  const gross = sum([price.doctor, price.serviceFee, price.vat, price.surcharge])
  return subtract(gross, price.discount) === price.total
}
