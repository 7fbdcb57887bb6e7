import { otpCodeSchema } from '@app/domain/accounts'
import { sandboxPaySchema } from '@app/domain/payments'
import { toWesternDigits, vkey } from '@app/domain/shared'
import { z } from 'zod'
import { isCardNumber, isExpired, parseExpiry } from './card'

/**
 * The sandbox checkout's forms. Their messages are `payments:` keys; the values that reach the server are checked
 * again there by `sandboxPaySchema`, whose rules these reuse (a wallet number is the domain's, not a copy).
 */

const required = z.string().trim().min(1, vkey('required'))

/** Step one of a card payment; `now` decides what has expired. */
export const cardFormSchema = (now: Date) =>
  z.object({
    number: required.refine(isCardNumber, 'payments:card.numberInvalid'),
    expiry: required
      .refine((text) => parseExpiry(text) !== null, 'payments:card.expiryInvalid')
      .refine((text) => {
        const expiry = parseExpiry(text)
        return expiry === null || !isExpired(expiry, now)
      }, 'payments:card.expired'),
    cvv: required.refine((text) => /^\d{3,4}$/.test(toWesternDigits(text)), 'payments:card.cvvInvalid'),
  })
export type CardForm = z.input<ReturnType<typeof cardFormSchema>>

/** Step two of a card payment, and the code of a mobile wallet: six digits (SPEC 9). */
export const otpFormSchema = z.object({ otp: otpCodeSchema })

const walletShape = sandboxPaySchema.options[1].shape
const digits = (text: string) => toWesternDigits(text).replace(/[\s-]/g, '')

/** SPEC 9: a mobile wallet pays with its number, a 6-digit PIN and a 6-digit one-time code. */
export const mobileWalletFormSchema = z.object({
  walletNumber: required
    .transform(digits)
    .pipe(
      z
        .string()
        .refine((v) => walletShape.walletNumber.safeParse(v).success, 'payments:mobileWallet.numberInvalid'),
    ),
  pin: required
    .transform(digits)
    .pipe(z.string().refine((v) => walletShape.pin.safeParse(v).success, 'payments:mobileWallet.pinInvalid')),
  otp: otpCodeSchema,
})
