import { describe, expect, it } from 'vitest'
import { defaultPricingConfig, patientPrice } from '../doctors/doctors.pricing'
import { piastres, pounds } from '../money/money'
import { DomainError } from '../shared/errors'
import { bookingPrice, isBalancedPrice, type BookingPrice } from './bookings.pricing'
import { bookingTypes, paymentMethods } from './bookings.rules'

const lines = (p: BookingPrice) => p.doctor + p.serviceFee + p.vat + p.surcharge - p.discount

describe('bookingPrice: the one price of a booking (SPEC 1, 3.1, 9: fees, e-payment surcharge, 14% VAT)', () => {
  const doctorPrice = pounds(100)

  it('adds the 3.55% e-payment surcharge on the patient total for card, mobile wallet and kiosk', () => {
    // 100 EGP for the doctor is 160 EGP for the patient (doctors.pricing); 3.55% of 160 EGP is 5.68 EGP.
    for (const method of ['card', 'mobileWallet', 'kiosk'] as const)
      expect(bookingPrice({ doctorPrice, method, type: 'initial' })).toEqual({
        doctor: 10000,
        serviceFee: 5263,
        vat: 737,
        surcharge: 568,
        discount: 0,
        total: 16568,
      })
  })

  it('charges no surcharge when paying from the wallet', () => {
    expect(bookingPrice({ doctorPrice, method: 'wallet', type: 'initial' })).toEqual({
      doctor: 10000,
      serviceFee: 5263,
      vat: 737,
      surcharge: 0,
      discount: 0,
      total: 16000,
    })
  })

  it('uses the doctor, fee and VAT lines of patientPrice, not a copy of its arithmetic', () => {
    const base = patientPrice(12345)
    const price = bookingPrice({ doctorPrice: piastres(12345), method: 'wallet', type: 'initial' })
    expect([price.doctor, price.serviceFee, price.vat, price.total]).toEqual([
      base.doctor,
      base.serviceFee,
      base.vat,
      base.total,
    ])
  })

  it('discounts the whole price of a free follow-up (SPEC 4, 6), keeping its lines for the receipt', () => {
    expect(bookingPrice({ doctorPrice, method: 'free', type: 'followUp' })).toEqual({
      doctor: 10000,
      serviceFee: 5263,
      vat: 737,
      surcharge: 0,
      discount: 16000,
      total: 0,
    })
  })

  it('discounts the whole price of a free booking by a testing user (SPEC 6)', () => {
    expect(bookingPrice({ doctorPrice, method: 'free', type: 'initial' }).total).toBe(0)
    expect(bookingPrice({ doctorPrice, method: 'free', type: 'initial' }).discount).toBe(16000)
  })

  it('discounts the surcharge too should a follow-up ever be paid electronically', () => {
    const price = bookingPrice({ doctorPrice, method: 'card', type: 'followUp' })
    expect(price.surcharge).toBe(568)
    expect(price.discount).toBe(16568)
    expect(price.total).toBe(0)
  })

  it('follows the configuration (SPEC 3.5: doctor cut and surcharge come from the payment config)', () => {
    const config = {
      ...defaultPricingConfig,
      doctorCutPercent: 50,
      vatPercent: 0,
      ePaymentSurchargePercent: 10,
    }
    expect(bookingPrice({ doctorPrice, method: 'kiosk', type: 'initial', config })).toEqual({
      doctor: 10000,
      serviceFee: 10000,
      vat: 0,
      surcharge: 2000,
      discount: 0,
      total: 22000,
    })
  })

  it.each([0, 600, 6272, 9999, 10000, 12345, 50000, 999999])(
    'keeps doctor + serviceFee + vat + surcharge - discount === total for %i piastres, every method and type',
    (amount) => {
      for (const method of paymentMethods)
        for (const type of bookingTypes) {
          const price = bookingPrice({ doctorPrice: piastres(amount), method, type })
          expect(lines(price)).toBe(price.total)
          expect(isBalancedPrice(price)).toBe(true)
          expect(price.total).toBeGreaterThanOrEqual(0)
          for (const value of Object.values(price)) expect(Number.isSafeInteger(value)).toBe(true)
        }
    },
  )

  it('refuses a negative doctor price', () => {
    expect(() => bookingPrice({ doctorPrice: piastres(-1), method: 'wallet', type: 'initial' })).toThrow(
      DomainError,
    )
  })
})

describe('isBalancedPrice', () => {
  it('tells a price whose lines do not add up to its total', () => {
    const price = bookingPrice({ doctorPrice: pounds(100), method: 'card', type: 'initial' })
    expect(isBalancedPrice(price)).toBe(true)
    expect(isBalancedPrice({ ...price, total: piastres(price.total + 1) })).toBe(false)
    expect(isBalancedPrice({ ...price, discount: piastres(1) })).toBe(false)
  })
})
