import { z } from 'zod'
import { billingInfoSchema } from '../bookings/bookings.schemas'
import { vkey } from '../shared/validation'
import { maxCashInPiastres, minCashInPiastres } from './payments.constants'

/**
 * Payments over the API (issue 9 §3, SPEC 2.7, 3.5, 7.2): payment orders, the checkout of a provider, the wallet
 * and its log. Amounts are piastres (integers); the client formats them.
 */

export const paymentStatuses = ['pending', 'completed', 'error', 'timeout'] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

export const paymentProviders = ['sandbox', 'paymob'] as const
export type PaymentProvider = (typeof paymentProviders)[number]

/** SPEC 3.5 payment kinds: paying a booking, topping up the wallet. */
export const orderKinds = ['bookingPay', 'cashIn', 'centreOrderPay'] as const
export type OrderKind = (typeof orderKinds)[number]

export const orderMethods = ['card', 'mobileWallet', 'kiosk'] as const
export type OrderMethod = (typeof orderMethods)[number]

/** A payment order as its owner sees it (/payments/pay/{orderId}, /payments/status/{orderId}). */
export const orderViewSchema = z.object({
  id: z.uuid(),
  kind: z.enum(orderKinds),
  method: z.enum(orderMethods),
  provider: z.enum(paymentProviders),
  amount: z.number().int(),
  status: z.enum(paymentStatuses),
  bookingId: z.uuid().nullable(),
  /** The lab or radiology order it pays for (issue 43 §5). */
  centreOrderId: z.uuid().nullable(),
  /** Kiosk: the number the payer quotes at the kiosk (SPEC 2.7). */
  kioskReference: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
})
export type OrderView = z.infer<typeof orderViewSchema>

/** `GET /payments/orders` (SPEC 2.7 'order list', 7.3: payment orders by user, newest first): a page and the next. */
export const orderListQuerySchema = z.object({ cursor: z.string().max(200).optional() })
export const orderListSchema = z.object({
  items: z.array(orderViewSchema),
  nextCursor: z.string().nullable(),
})
export type OrderList = z.infer<typeof orderListSchema>

/** Where the payer goes to pay: our sandbox's own checkout, or the provider's hosted page. */
export const checkoutSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox') }),
  z.object({ provider: z.literal('paymob'), redirectUrl: z.url() }),
])
export type Checkout = z.infer<typeof checkoutSchema>

/**
 * The sandbox gateway's checkout (issue 9 §3): what the payer did there. Card numbers stay in the browser, as they
 * would on a real gateway's page: only the last four digits and the one-time code come to the server.
 */
export const sandboxPaySchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('card'),
    last4: z.string().regex(/^\d{4}$/),
    otp: z.string().regex(/^\d{6}$/),
  }),
  z.object({
    method: z.literal('mobileWallet'),
    walletNumber: z.string().regex(/^01[0125]\d{8}$/),
    pin: z.string().regex(/^\d{6}$/),
    otp: z.string().regex(/^\d{6}$/),
  }),
  /** A kiosk reports the reference paid (SPEC 2.7: kiosk payments are made later, at a shop). */
  z.object({ method: z.literal('kiosk') }),
])
export type SandboxPay = z.infer<typeof sandboxPaySchema>

/**
 * The sandbox's test values, printed on its checkout: a card ending 0002 is declined; any other one-time code than
 * this one fails, as does a mobile wallet's code other than this one.
 */
export const sandboxTestValues = { otp: '123456', declinedCardLast4: '0002' } as const

export const walletLogTypes = ['cashIn', 'cashOut', 'visitPay', 'visitReceive', 'visitRefund'] as const
export type WalletLogType = (typeof walletLogTypes)[number]

/** SPEC 3.5: the wallet's balance and its log, newest first, each line with its booking or order. */
export const walletViewSchema = z.object({
  balance: z.number().int(),
  currency: z.literal('EGP'),
  log: z.array(
    z.object({
      id: z.string(),
      type: z.enum(walletLogTypes),
      amount: z.number().int(),
      bookingId: z.uuid().nullable(),
      orderId: z.uuid().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
})
export type WalletView = z.infer<typeof walletViewSchema>

/** SPEC 7.2 cashInPayment's request: the amount in piastres, a provider's method, billing for a card (SPEC 5). */
export const cashInRequestSchema = z
  .object({
    amount: z
      .number(vkey('invalidValue'))
      .int(vkey('invalidValue'))
      .min(minCashInPiastres, vkey('amount.min'))
      .max(maxCashInPiastres, vkey('amount.max')),
    method: z.enum(orderMethods),
    billing: billingInfoSchema.optional(),
  })
  .superRefine((request, ctx) => {
    if (request.method === 'card' && request.billing === undefined)
      ctx.addIssue({ code: 'custom', path: ['billing'], message: vkey('billing.required') })
  })
export type CashInRequest = z.infer<typeof cashInRequestSchema>

/** `GET /payments/billing`: the billing details the payer gave last, to fill the next card form (issue 41 §4). */
export const lastBillingSchema = z.object({
  // As answered (no input transforms): each field the payer gave, as text.
  billing: z.partialRecord(billingInfoSchema.keyof(), z.string()).nullable(),
})
export type LastBilling = z.infer<typeof lastBillingSchema>
