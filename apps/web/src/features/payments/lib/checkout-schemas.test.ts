import { describe, expect, it } from 'vitest'
import { cardFormSchema, mobileWalletFormSchema } from './checkout-schemas'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('sandbox checkout forms (issue 9 §3, SPEC 9)', () => {
  const now = new Date(2026, 0, 15)

  it('accepts a valid card and says what is wrong with each field of a bad one', () => {
    expect(
      cardFormSchema(now).safeParse({ number: '4242 4242 4242 4242', expiry: '12/29', cvv: '123' }).success,
    ).toBe(true)
    const bad = cardFormSchema(now).safeParse({ number: '4242 4242 4242 4241', expiry: '12/25', cvv: '12' })
    expect(messages(bad)).toEqual([
      'payments:card.numberInvalid',
      'payments:card.expired',
      'payments:card.cvvInvalid',
    ])
    expect(messages(cardFormSchema(now).safeParse({ number: '', expiry: '13/29', cvv: '١٢٣' }))).toEqual([
      'validation:required',
      'payments:card.numberInvalid',
      'payments:card.expiryInvalid',
    ])
  })

  it('reads a mobile wallet typed in Arabic-Indic digits and refuses a number that is not a wallet', () => {
    expect(
      mobileWalletFormSchema.parse({ walletNumber: '٠١٠١٢٣٤٥٦٧٨', pin: '٦٥٤٣٢١', otp: '١٢٣٤٥٦' }),
    ).toEqual({
      walletNumber: '01012345678',
      pin: '654321',
      otp: '123456',
    })
    expect(
      messages(mobileWalletFormSchema.safeParse({ walletNumber: '01312345678', pin: '12345', otp: '12' })),
    ).toEqual([
      'payments:mobileWallet.numberInvalid',
      'payments:mobileWallet.pinInvalid',
      'validation:code.sixDigits',
    ])
  })
})
