export type PriceLineKey = 'consultation' | 'vat' | 'surcharge' | 'discount'

/**
 * The lines a patient reads of a booking's price (issue 9 §4), the same at step 6 and on the receipt: the
 * consultation with its fees and VAT, the VAT within it, then the e-payment surcharge and a discount when there are
 * any. Amounts in piastres; a discount is subtracted. The total follows them.
 */
export function priceLines(price: {
  doctor: number
  serviceFee: number
  vat: number
  surcharge: number
  discount: number
}): { key: PriceLineKey; amount: number; subtracted?: true }[] {
  const lines: { key: PriceLineKey; amount: number; subtracted?: true }[] = [
    { key: 'consultation', amount: price.doctor + price.serviceFee + price.vat },
    { key: 'vat', amount: price.vat },
  ]
  if (price.surcharge > 0) lines.push({ key: 'surcharge', amount: price.surcharge })
  if (price.discount > 0) lines.push({ key: 'discount', amount: price.discount, subtracted: true })
  return lines
}
