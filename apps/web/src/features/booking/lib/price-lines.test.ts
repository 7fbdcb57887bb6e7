import { describe, expect, it } from 'vitest'
import { priceLines } from './price-lines'

describe('a booking’s price lines (issue 9 §4)', () => {
  it('shows the consultation with its VAT, and the surcharge and discount only when there are any', () => {
    expect(priceLines({ doctor: 6000, serviceFee: 3200, vat: 1300, surcharge: 0, discount: 0 })).toEqual([
      { key: 'consultation', amount: 10_500 },
      { key: 'vat', amount: 1300 },
    ])
    expect(
      priceLines({ doctor: 6000, serviceFee: 3200, vat: 1300, surcharge: 373, discount: 10_873 }),
    ).toEqual([
      { key: 'consultation', amount: 10_500 },
      { key: 'vat', amount: 1300 },
      { key: 'surcharge', amount: 373 },
      { key: 'discount', amount: 10_873, subtracted: true },
    ])
  })
})
