import { z } from 'zod'
import { personNameRule } from '../profiles/profiles.schemas'
import { vkey } from '../shared/validation'
import {
  earningsLogPageSize,
  maxPayoutPiastres,
  minPayoutPiastres,
  payoutIssuers,
  payoutStatuses,
  payoutsPageSize,
} from './payouts.constants'
import { normaliseMsisdn, payoutMsisdnProblem } from './payouts.rules'

/**
 * Doctors' earnings and payouts (SPEC 2.3 'Earnings', 3.5, 4 'Cash-out result', 5 'Payout', 7.2 cashOutPayment;
 * issue 12 §5). Amounts are piastres, as the patient's cash-in takes them; the client formats them.
 */

/** SPEC 5: the wallet number, Arabic-Indic digits, spaces and dashes accepted; WE numbers refused with their reason. */
export const payoutMsisdnSchema = z
  .string(vkey('payout.msisdnRequired'))
  .max(30, vkey('payout.msisdn'))
  .transform((text, ctx) => {
    const msisdn = normaliseMsisdn(text)
    const problem = payoutMsisdnProblem(msisdn)
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem, input: text })
      return z.NEVER
    }
    return msisdn
  })

/** SPEC 5 and 9: at least 6 EGP; whether the balance covers it is the server's check (INSUFFICIENT_EARNINGS). */
export const payoutAmountSchema = z
  .number(vkey('invalidValue'))
  .int(vkey('invalidValue'))
  .min(minPayoutPiastres, vkey('payout.amountMin'))
  .max(maxPayoutPiastres, vkey('payout.amountMax'))

/** SPEC 3.5 'Payout form' and 7.2 cashOutPayment: where the money goes and to whom. */
export const payoutRequestSchema = z.object({
  amount: payoutAmountSchema,
  msisdn: payoutMsisdnSchema,
  issuer: z.enum(payoutIssuers, vkey('payout.issuer')),
  fullName: z
    .string(vkey('name.required'))
    .trim()
    .min(1, vkey('name.required'))
    .max(100, vkey('tooLong'))
    .superRefine(personNameRule),
  email: z
    .string(vkey('email.invalid'))
    .trim()
    .max(254, vkey('tooLong'))
    .pipe(z.email(vkey('email.invalid'))),
})
export type PayoutRequest = z.input<typeof payoutRequestSchema>

export const payoutStatusSchema = z.enum(payoutStatuses)

/** A payout as its doctor sees it: SPEC 7.2's answer (status, message, issuer) and what was asked. */
export const payoutViewSchema = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  msisdn: z.string(),
  issuer: z.enum(payoutIssuers),
  fullName: z.string(),
  status: payoutStatusSchema,
  /** The provider's words for a pending payout (SPEC 4: shown as they are), or a failure's reason. */
  message: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type PayoutView = z.infer<typeof payoutViewSchema>

export const payoutListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(payoutsPageSize),
})
export type PayoutListQuery = z.infer<typeof payoutListQuerySchema>

export const payoutListSchema = z.object({
  items: z.array(payoutViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type PayoutList = z.infer<typeof payoutListSchema>

/**
 * SPEC 3.5's wallet log types as a doctor's earnings show them: a consult's fee earned (visit receive), a fee given
 * back to the patient (refund), a payout (cash out) and a failed payout's money returned.
 */
export const earningsLogTypes = ['visitReceive', 'visitRefund', 'cashOut', 'cashOutReturn'] as const
export type EarningsLogType = (typeof earningsLogTypes)[number]

export const earningsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(earningsLogPageSize),
})
export type EarningsQuery = z.infer<typeof earningsQuerySchema>

export const earningsLineSchema = z.object({
  id: z.string(),
  type: z.enum(earningsLogTypes),
  amount: z.number().int(),
  bookingId: z.uuid().nullable(),
  payoutId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
})
export type EarningsLine = z.infer<typeof earningsLineSchema>

/** One Cairo month's movements: fees earned, refunds taken back, payouts that left (net of those returned). */
export const earningsMonthSchema = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  earned: z.number().int(),
  refunded: z.number().int(),
  paidOut: z.number().int(),
})
export type EarningsMonth = z.infer<typeof earningsMonthSchema>

/** GET /api/v1/earnings (SPEC 2.3 'Earnings', 3.5): the balances, the last 12 Cairo months and the log's page. */
export const earningsViewSchema = z.object({
  currency: z.literal('EGP'),
  /** Who pays out: the sandbox's test numbers are shown beside the form (payoutSandboxTestValues). */
  provider: z.enum(['sandbox', 'paymob']),
  /** What may be paid out now. */
  available: z.number().int(),
  /** Fees of consults not yet documented (SPEC 2.8: released by the report). */
  held: z.number().int(),
  /** Payouts on their way (requested or pending). */
  inTransit: z.number().int(),
  /** Payouts that arrived, all time. */
  paidOut: z.number().int(),
  months: z.array(earningsMonthSchema),
  log: z.object({
    items: z.array(earningsLineSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
})
export type EarningsView = z.infer<typeof earningsViewSchema>
