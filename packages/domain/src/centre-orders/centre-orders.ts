import { z } from 'zod'
import { complaintSchema, timeZoneSchema, billingInfoSchema } from '../bookings/bookings.schemas'
import { isElectronicMethod, type PaymentMethod, paymentMethods } from '../bookings/bookings.rules'
import { refundTargetSchema } from '../bookings/bookings.changes'
import { paymentRetryStateSchema } from '../bookings/bookings.payment-retry'
import { defaultPricingConfig, ePaymentSurcharge, type PricingConfig } from '../doctors/doctors.pricing'
import { vkey } from '../shared/validation'
import { centreKinds } from '../centres/centres.categories'
import { centreServiceIdSchema, centreServiceViewSchema, centresKey } from '../centres/centres.schemas'

/**
 * Issue 43 §2–§5 (docs/decisions/0044): a patient's order of one test or scan at a centre, its life and its price.
 *
 * SPEC 3.3 names a delivery status (delivered, undelivered, canceled); an order also waits for its payment and can
 * fail there, as a booking does. `pending`: the payment is under way (a card, a mobile wallet, a kiosk);
 * `booked`: paid (or free), waiting for the visit or the home collection, then for the report; `delivered`: the
 * report was submitted (or a scan without a written report was marked done); `undelivered`: the patient did not come;
 * `canceled`: by the patient or the centre, refunded; `failed`: the payment failed or never came.
 */
export const centreOrderStatuses = [
  'pending',
  'booked',
  'delivered',
  'undelivered',
  'canceled',
  'failed',
] as const
export type CentreOrderStatus = (typeof centreOrderStatuses)[number]

const orderTransitions: Readonly<Record<CentreOrderStatus, readonly CentreOrderStatus[]>> = {
  pending: ['booked', 'failed', 'canceled'],
  booked: ['delivered', 'undelivered', 'canceled'],
  delivered: [],
  undelivered: [],
  canceled: [],
  failed: [],
}

export function canMoveOrder(from: CentreOrderStatus, to: CentreOrderStatus): boolean {
  return orderTransitions[from].includes(to)
}

/**
 * The centre's `/orders` tabs (issue 43 §3). `new`: booked and not yet opened by the centre; `upcoming`: booked,
 * seen, its visit still ahead; `toReport`: booked and its visit time passed, so a report (or "done") is due.
 */
export const centreOrderTabs = [
  'new',
  'upcoming',
  'toReport',
  'delivered',
  'undelivered',
  'canceled',
] as const
export type CentreOrderTab = (typeof centreOrderTabs)[number]

/** Where the test is done: at the centre, or a sample collected at the patient's address (labs only). */
export const centreOrderPlaces = ['centre', 'home'] as const
export type CentreOrderPlace = (typeof centreOrderPlaces)[number]

/** Visit times are offered every 30 minutes within the opening hours, from an hour ahead up to 30 days ahead. */
export const centreVisitStepMinutes = 30
export const centreVisitMinLeadMinutes = 60
export const centreVisitMaxDaysAhead = 30

/**
 * The platform's commission on a centre's price (ADR 0044): the payment settings' service charge (10 % by default,
 * ADR 0049) of what the patient pays for the test, VAT on the commission included; the centre keeps the rest. The
 * e-payment surcharge is added as for doctors (SPEC 3.1, 9).
 */
export const centreCommissionPercent = defaultPricingConfig.serviceChargePercent

export interface CentreOrderPrice {
  /** The centre's share: the price less the commission. */
  centre: number
  serviceFee: number
  vat: number
  surcharge: number
  discount: number
  total: number
}

/**
 * THE price of a centre order, for the booking page, the receipt and the ledger: the centre's price (its insurance
 * price for an insured patient) plus the home-collection extra, the commission taken from it, the e-payment
 * surcharge on top for a provider's method; free (testing centre and testing patient, SPEC 6) waives it all.
 * centre + serviceFee + vat + surcharge - discount === total.
 */
export function centreOrderPrice(input: {
  price: number
  homeCollectionPrice: number
  method: PaymentMethod
  config?: PricingConfig
}): CentreOrderPrice {
  const config = input.config ?? defaultPricingConfig
  const base = input.price + input.homeCollectionPrice
  const platform = Math.round((base * Math.round(config.serviceChargePercent * 100)) / 10_000)
  const vatRate = Math.round(config.vatPercent * 100)
  const vat = Math.round((platform * vatRate) / (10_000 + vatRate))
  const surcharge = isElectronicMethod(input.method) ? ePaymentSurcharge(base, config) : 0
  const gross = base + surcharge
  const discount = input.method === 'free' ? gross : 0
  return {
    centre: base - platform,
    serviceFee: platform - vat,
    vat,
    surcharge,
    discount,
    total: gross - discount,
  }
}

/** SPEC 2.5: the note is required for lab tests ('You must enter your concern here'), optional for a scan. */
const orderNoteSchema = z.string().trim().max(256, vkey('complaint.tooLong'))

export const homeAddressSchema = z.string().trim().min(5, centresKey('address')).max(300, vkey('tooLong'))

/** `POST /centre-orders`: one test or scan at one centre (SPEC 2.5: one at a time). */
export const createCentreOrderRequestSchema = z
  .object({
    centreId: z.uuid(),
    serviceId: centreServiceIdSchema,
    place: z.enum(centreOrderPlaces).default('centre'),
    /** An ISO-8601 instant with its offset, within the centre's opening hours. */
    startsAt: z.iso.datetime({ offset: true, error: vkey('consultTime.required') }),
    note: orderNoteSchema.default(''),
    address: homeAddressSchema.optional(),
    insurance: z.boolean().default(false),
    method: z.enum(paymentMethods),
    timeZone: timeZoneSchema,
    medicalFileId: z.uuid().optional(),
    /** The doctor's referral this order answers (a session summary's lab or radio referral): its doctor reads the report. */
    referral: z
      .object({ bookingId: z.uuid(), position: z.number().int().min(0).max(9) })
      .strict()
      .optional(),
    billing: billingInfoSchema.optional(),
    /** The total the patient was shown, piastres: a different one now is refused (PRICE_CHANGED). */
    total: z.number().int().min(0).max(100_000_000),
  })
  .strict()
  .superRefine((request, ctx) => {
    if (request.method === 'card' && request.billing === undefined)
      ctx.addIssue({ code: 'custom', path: ['billing'], message: vkey('billing.required') })
    if (request.place === 'home' && request.address === undefined)
      ctx.addIssue({ code: 'custom', path: ['address'], message: centresKey('address') })
    if (request.serviceId.startsWith('lab:') && complaintSchema.safeParse(request.note).success === false)
      // SPEC 5: 'You must enter your concern here'.
      ctx.addIssue({ code: 'custom', path: ['note'], message: centresKey('note') })
    if (request.serviceId.startsWith('radio:') && request.place === 'home')
      ctx.addIssue({ code: 'custom', path: ['place'], message: centresKey('homeCollectionOff') })
  })
export type CreateCentreOrderRequest = z.input<typeof createCentreOrderRequestSchema>
export type CreateCentreOrderInput = z.output<typeof createCentreOrderRequestSchema>

/** Free and wallet orders are booked at once; the others wait for their payment order (/payments/pay/{orderId}). */
export const createCentreOrderResponseSchema = z.object({
  centreOrderId: z.uuid(),
  paymentOrderId: z.uuid().nullable(),
})
export type CreateCentreOrderResponse = z.infer<typeof createCentreOrderResponseSchema>

/** `GET /centre-orders/quote`: what booking this offer costs, the methods allowed, and the free visit times. */
export const centreOrderQuoteQuerySchema = z.object({
  centreId: z.uuid(),
  serviceId: centreServiceIdSchema,
  place: z.enum(centreOrderPlaces).default('centre'),
  insurance: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  /** The day to list visit times for, YYYY-MM-DD in Cairo; absent: the first day with times. */
  date: z.iso.date().optional(),
})
export const centreOrderQuoteSchema = z.object({
  centreId: z.string(),
  businessName: z.string(),
  kind: z.enum(centreKinds),
  service: centreServiceViewSchema,
  insuranceAvailable: z.boolean(),
  homeCollectionAvailable: z.boolean(),
  /** The price per method the patient may use (SPEC 6: only free for a testing pair). */
  prices: z.array(
    z.object({
      method: z.enum(paymentMethods),
      centre: z.number().int(),
      serviceFee: z.number().int(),
      vat: z.number().int(),
      surcharge: z.number().int(),
      discount: z.number().int(),
      total: z.number().int(),
    }),
  ),
  /** Days (YYYY-MM-DD, Cairo) with at least one visit time in the next 30 days. */
  days: z.array(z.string()),
  date: z.string().nullable(),
  /** The visit times of `date`, ISO instants. */
  times: z.array(z.string()),
})
export type CentreOrderQuote = z.infer<typeof centreOrderQuoteSchema>

export const centreOrderResultSchema = z.object({
  test: z.string().trim().min(1, vkey('required')).max(120, vkey('tooLong')),
  value: z.number().finite(),
  unit: z.string().trim().max(30, vkey('tooLong')).default(''),
  low: z.number().finite().nullable().default(null),
  high: z.number().finite().nullable().default(null),
})
export type CentreOrderResult = z.infer<typeof centreOrderResultSchema>

/** One order as its patient side, its centre and a referring doctor see it. */
export const centreOrderViewSchema = z.object({
  id: z.string(),
  status: z.enum(centreOrderStatuses),
  centreId: z.string(),
  centreName: z.string(),
  /** The street line of the centre's first address, as its page shows it; '' when it gave none. */
  centreAddress: z.string(),
  kind: z.enum(centreKinds),
  service: centreServiceViewSchema,
  place: z.enum(centreOrderPlaces),
  address: z.string().nullable(),
  startsAt: z.string(),
  note: z.string(),
  insurance: z.boolean(),
  method: z.enum(paymentMethods),
  price: z.number().int(),
  homeCollectionPrice: z.number().int(),
  /** The lines stored when the order was made (ADR 0049: later payment settings do not change them), piastres. */
  vat: z.number().int(),
  surcharge: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  patient: z.object({ name: z.string(), age: z.number().int().nullable(), gender: z.string().nullable() }),
  /** The centre's phone for the patient; the patient's for the centre. */
  phone: z.string().nullable(),
  paymentOrderId: z.string().nullable(),
  acknowledged: z.boolean(),
  cancelReason: z.string().nullable(),
  canceledBy: z.enum(['patient', 'centre', 'admin']).nullable(),
  refund: z.number().int().nullable(),
  /** Where a refund went: the wallet, or the card the order was paid with (the patient side's choice); null: none. */
  refundTo: refundTargetSchema.nullable(),
  /** Every report version, newest first; `url` downloads the PDF (the files feature checks and audits the read). */
  reports: z.array(
    z.object({
      id: z.string(),
      version: z.number().int(),
      createdAt: z.string(),
      submitted: z.boolean(),
      url: z.string(),
    }),
  ),
  results: z.array(centreOrderResultSchema),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  /** What the viewer may do now. */
  actions: z.array(z.enum(['cancel', 'pay', 'uploadReport', 'deliver', 'markUndelivered', 'acknowledge'])),
})
export type CentreOrderView = z.infer<typeof centreOrderViewSchema>

export const centreOrderListQuerySchema = z.object({
  /** A centre's tab; a patient's list ignores it. */
  tab: z.enum(centreOrderTabs).optional(),
  /** A patient's list: one medical file (the account's own when absent: all the files the account holds). */
  medicalFileId: z.uuid().optional(),
  status: z.enum(centreOrderStatuses).optional(),
  q: z.string().max(100, vkey('tooLong')).optional(),
  serviceId: centreServiceIdSchema.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  cursor: z.string().max(200).optional(),
  /** A doctor's list: the orders answering the lab and scan referrals of one of their consults (its booking). */
  referral: z.uuid().optional(),
})
export const centreOrderListSchema = z.object({
  items: z.array(centreOrderViewSchema),
  nextCursor: z.string().nullable(),
  counts: z.record(z.string(), z.number().int()),
})
export type CentreOrderList = z.infer<typeof centreOrderListSchema>

/**
 * A patient's reason is optional; a centre must give one (CENTRE_CANCEL_REASON_REQUIRED is checked by the service).
 * The patient side of an order paid by card chooses where its refund goes (as for a doctor booking, issue 12 §2); a
 * centre's cancellation refunds to the wallet.
 */
export const cancelCentreOrderRequestSchema = z
  .object({
    reason: z.string().trim().max(300, vkey('tooLong')).default(''),
    refundTo: refundTargetSchema.default('wallet'),
  })
  .strict()
export type CancelCentreOrderRequest = z.input<typeof cancelCentreOrderRequestSchema>

/**
 * `GET /centre-orders/{id}/payment` (getCentreOrderPayment): a payment refused while the visit time is held, as a
 * doctor booking's (issue 41 §4) — why, until when, and the methods the payer may try again with.
 */
export const centreOrderPaymentSchema = paymentRetryStateSchema.extend({
  centreOrderId: z.uuid(),
  status: z.enum(centreOrderStatuses),
})
export type CentreOrderPayment = z.infer<typeof centreOrderPaymentSchema>

export const centreOrderResultsQuerySchema = z.object({
  medicalFileId: z.uuid().optional(),
  test: z.string().trim().min(1).max(120).optional(),
})
export const centreOrderResultsSchema = z.object({
  items: z.array(
    centreOrderResultSchema.extend({ orderId: z.string(), deliveredAt: z.string(), serviceId: z.string() }),
  ),
})
export type CentreOrderResults = z.infer<typeof centreOrderResultsSchema>

export const deliverCentreOrderRequestSchema = z
  .object({ results: z.array(centreOrderResultSchema).max(60, vkey('tooLong')).default([]) })
  .strict()
