import { billingInfoSchema } from '@app/domain/bookings'
import {
  sandboxTestValues,
  type LastBilling,
  type Checkout,
  type OrderMethod,
  type OrderList,
  type OrderView,
  type SandboxPay,
  type WalletView,
} from '@app/domain/payments'
import { DomainError } from '@app/domain/shared'
import { z } from 'zod'
import { sandboxTransaction, sign, type SandboxGateway } from '#api/adapters/payments'
import type { Database } from '#api/db/database'
import * as contactService from '#api/features/accounts/contact.service'
import * as notificationsService from '#api/features/notifications/notifications.service'
import * as realtimeService from '#api/features/realtime/realtime.service'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import type { JobData } from '#api/jobs/definitions'
import { recordPaymentCallback, type PaymentCallbackOutcome } from '#api/plugins/process-metrics'
import { decodeCursor, encodeCursor } from '#api/shared/keyset-cursor'
import { orderSettled, paysForSubject } from '#api/shared/order-settlements'
import * as ledgerService from './ledger.service'
import { openOrder, timeOutOrder } from './orders.service'
import * as paymentsRepository from './payments.repository'
import type { OrderRecord, PaidFor } from './payments.repository'

/**
 * Payments (issue 9 §3, SPEC 2.7, 3.5, 7.2): what the payer sees of an order, the provider's checkout, the
 * callbacks that settle orders, the deadline that times them out, the wallet and its top-ups.
 */

const notFound = () => new DomainError('ORDER_NOT_FOUND')

function toOrderView(order: OrderRecord): OrderView {
  return {
    id: order.id,
    kind: order.kind as OrderView['kind'],
    method: order.method as OrderMethod,
    provider: order.provider as OrderView['provider'],
    amount: order.amount,
    status: order.status as OrderView['status'],
    bookingId: order.bookingId,
    centreOrderId: order.centreOrderId,
    kioskReference: order.kioskReference,
    expiresAt: order.expiresAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
  }
}

async function ownOrder(ctx: SignedInContext, orderId: string): Promise<OrderRecord> {
  const order = await paymentsRepository.findOwnOrder(ctx.db, orderId, ctx.session.userId)
  if (!order) throw notFound()
  return order
}

const ordersPageSize = 20

/** `GET /payments/orders`: the caller's own payment orders, newest first, a page at a time (SPEC 2.7, 7.3). */
export async function listOrders(
  ctx: SignedInContext,
  query: { cursor?: string | undefined },
): Promise<OrderList> {
  const rows = await paymentsRepository.listOwnOrders(
    ctx.db,
    ctx.session.userId,
    decodeCursor(query.cursor),
    ordersPageSize + 1,
  )
  const page = rows.slice(0, ordersPageSize)
  const last = page.at(-1)
  return {
    items: page.map(toOrderView),
    nextCursor: rows.length > ordersPageSize && last ? encodeCursor(last.createdAt, last.id) : null,
  }
}

export async function getOrder(ctx: SignedInContext, orderId: string): Promise<OrderView> {
  return toOrderView(await ownOrder(ctx, orderId))
}

/**
 * Where the payer goes to pay a pending order (SPEC 2.7 /payments/pay/{orderId}). The provider opens an order of its
 * own, whose id its callbacks sign: kept on ours, it is what binds a callback to this order (issue 41 §1).
 */
export async function checkout(ctx: SignedInContext, orderId: string): Promise<Checkout> {
  const order = await ownOrder(ctx, orderId)
  if (order.status !== 'pending') throw new DomainError('PAYMENT_FAILED', { status: order.status })
  return (await openCheckout(ctx, order)).checkout
}

/** The provider's checkout of an order, opened once: coming back (a reload, the back button) resumes it. */
async function openCheckout(
  ctx: SignedInContext,
  order: OrderRecord,
): Promise<{ checkout: Checkout; providerOrderRef: string }> {
  if (order.providerOrderRef) {
    if (order.provider === 'paymob' && order.checkoutUrl)
      return {
        checkout: { provider: 'paymob', redirectUrl: order.checkoutUrl },
        providerOrderRef: order.providerOrderRef,
      }
    if (order.provider === 'sandbox')
      return { checkout: { provider: 'sandbox' }, providerOrderRef: order.providerOrderRef }
  }
  const contact = await contactService.getContact(ctx)
  const started = await ctx.adapters.payments.checkout({
    id: order.id,
    amount: order.amount,
    method: order.method as OrderMethod,
    billing: order.billing,
    payer: { phone: contact.phone, email: contact.email, name: order.billing?.firstName ?? contact.phone },
    returnUrl: `${ctx.config.publicUrl}/payments/status/${order.id}`,
    callbackUrl: callbackUrl(ctx, order.provider),
    expiresAt: order.expiresAt,
  })
  // Two tabs opening one order's checkout at once keep the first provider order: the other's is never paid.
  const providerOrderRef = await paymentsRepository.setCheckout(ctx.db, order.id, {
    providerOrderRef: started.providerRef,
    checkoutUrl: started.checkout.provider === 'paymob' ? started.checkout.redirectUrl : null,
  })
  if (providerOrderRef !== started.providerRef) {
    const kept = await paymentsRepository.findOrder(ctx.db, order.id)
    if (kept?.providerOrderRef && (kept.provider === 'sandbox' || kept.checkoutUrl))
      return openCheckout(ctx, kept)
    throw new Error(`payments: order ${order.id} has a provider order but no checkout to resume`)
  }
  return { checkout: started.checkout, providerOrderRef }
}

const callbackUrl = (ctx: Pick<RequestContext, 'config'>, provider: string) =>
  `${ctx.config.publicUrl}/api/v1/payments/callback/${provider}`

function sandboxOf(ctx: Pick<RequestContext, 'adapters'>): SandboxGateway {
  const gateway = ctx.adapters.payments
  if (gateway.provider !== 'sandbox') throw new DomainError('NOT_FOUND')
  return gateway as SandboxGateway
}

/**
 * The sandbox gateway's checkout submitted (issue 9 §3): it decides the outcome as a gateway would (its test values:
 * a declined card, a wrong one-time code) and reports it by a signed server-to-server callback, sent by a job as a
 * gateway sends its own. A kiosk order is paid when this is called for it (the page's 'pay at the kiosk' button
 * stands for the shop); until then it simply waits for its deadline. One report per order: a failed attempt fails
 * the order, and the patient books again.
 */
export async function sandboxPay(ctx: SignedInContext, orderId: string, input: SandboxPay): Promise<void> {
  sandboxOf(ctx)
  const order = await ownOrder(ctx, orderId)
  if (order.status !== 'pending') throw new DomainError('PAYMENT_FAILED', { status: order.status })
  if (input.method !== order.method)
    throw new DomainError('VALIDATION_FAILED', {}, [{ path: 'method', code: 'validation:invalidValue' }])
  let report: Omit<JobData<'payments.sandboxCallback'>, 'orderId'>
  if (input.method === 'card') {
    const declined = input.last4 === sandboxTestValues.declinedCardLast4
    const success = !declined && input.otp === sandboxTestValues.otp
    report = {
      method: 'card',
      success,
      pending: false,
      pan: input.last4,
      message: declined ? 'Do not honour' : success ? 'Approved' : 'Authentication failed',
    }
  } else if (input.method === 'mobileWallet') {
    const success = input.otp === sandboxTestValues.otp
    report = {
      method: 'mobileWallet',
      success,
      pending: false,
      pan: input.walletNumber,
      message: success ? 'Approved' : 'Wrong OTP or insufficient balance',
    }
  } else {
    report = { method: 'kiosk', success: true, pending: false, pan: '', message: 'Paid at kiosk' }
  }
  // The sandbox's own page may be opened without the checkout call before it (a bookmark): the order is numbered now.
  await openCheckout(ctx, order)
  await ctx.jobs.enqueue(
    ctx.db,
    'payments.sandboxCallback',
    { orderId, ...report },
    { key: `sandbox:${orderId}` },
  )
}

/** The job that posts a sandbox transaction to our callback URL, as Paymob posts its transaction callbacks. */
export async function sendSandboxCallback(
  ctx: RequestContext,
  data: JobData<'payments.sandboxCallback'>,
): Promise<void> {
  const gateway = sandboxOf(ctx)
  const order = await paymentsRepository.findOrder(ctx.db, data.orderId)
  if (!order?.providerOrderRef) return
  const obj = sandboxTransaction({
    orderId: order.id,
    providerOrderId: order.providerOrderRef,
    amount: order.amount,
    method: data.method,
    success: data.success,
    pending: data.pending,
    pan: data.pan,
    message: data.message,
    kioskReference: order.kioskReference,
    at: ctx.clock.now(),
  })
  const url = new URL(callbackUrl(ctx, 'sandbox'))
  url.searchParams.set('hmac', sign(obj, gateway.secret))
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'TRANSACTION', obj }),
    signal: AbortSignal.timeout(10_000),
  })
  // Answered means received: 2xx, or a 4xx that a retry would only repeat.
  if (response.status >= 500) throw new Error(`sandbox callback answered ${response.status}`)
}

/** The part of a Paymob transaction callback we read; the rest of a signed one is kept as received. */
const callbackSchema = z.object({
  type: z.literal('TRANSACTION'),
  obj: z
    .object({
      id: z.union([z.number(), z.string().max(100)]),
      success: z.boolean(),
      pending: z.boolean(),
      amount_cents: z.number().int(),
      currency: z.string().max(10).nullish(),
      integration_id: z.unknown(),
      is_refunded: z.boolean().optional(),
      is_voided: z.boolean().optional(),
      has_parent_transaction: z.boolean().optional(),
      order: z
        .object({
          id: z.union([z.number(), z.string().max(100)]),
          merchant_order_id: z.string().max(100).nullish(),
        })
        .loose(),
      data: z
        .object({ message: z.string().max(500).nullish() })
        .loose()
        .nullish(),
    })
    .loose(),
})
type Transaction = z.infer<typeof callbackSchema>['obj']

export type CallbackOutcome =
  'settled' | 'duplicate' | 'pending' | 'late' | 'extra' | 'ignored' | 'refund' | 'foreign'

/** What is kept of a callback that proved nothing (a bad signature, another shape): the fields read, and its size. */
function refusedSummary(obj: Transaction | null, size: number): object {
  return {
    size,
    ...(obj
      ? {
          id: String(obj.id),
          orderRef: String(obj.order.id),
          merchantOrderId: obj.order.merchant_order_id ?? null,
          success: obj.success,
          amountCents: obj.amount_cents,
        }
      : {}),
  }
}

/**
 * A provider's transaction callback (issue 9 §3; issue 41 §1): the truth about a payment, believed only for what
 * the provider signed. The signature is checked first (a refused callback keeps only the fields read and its size);
 * the order is the one whose provider order id (`order.id`, signed, kept at checkout) the transaction names — the
 * unsigned `merchant_order_id` must agree with it, never choose it —, paid in EGP through one of our integrations.
 * A transaction that put money in is claimed once per provider (payment_transactions), so a replay, or one
 * transaction shown to another order, settles nothing; the order's row lock serialises repeats.
 */
export async function receiveCallback(
  ctx: RequestContext,
  provider: string,
  body: unknown,
  hmac: string,
  size: number,
): Promise<CallbackOutcome> {
  // Counted by outcome for /metrics (issue 44 §5): a refusal says which, anything else thrown is `error`.
  const counted: { outcome: PaymentCallbackOutcome } = { outcome: 'error' }
  try {
    const outcome = await handleCallback(ctx, provider, body, hmac, size, counted)
    counted.outcome = outcome
    return outcome
  } finally {
    recordPaymentCallback(ctx.adapters.payments.provider, counted.outcome)
  }
}

async function handleCallback(
  ctx: RequestContext,
  provider: string,
  body: unknown,
  hmac: string,
  size: number,
  counted: { outcome: PaymentCallbackOutcome },
): Promise<CallbackOutcome> {
  const gateway = ctx.adapters.payments
  if (provider !== gateway.provider) {
    counted.outcome = 'unknown_provider'
    throw new DomainError('NOT_FOUND')
  }
  const parsed = callbackSchema.safeParse(body)
  const obj = parsed.success ? parsed.data.obj : null
  const record = async (
    db: Database,
    values: { valid: boolean; outcome: string; orderId: string | null; payload: object | null },
  ) =>
    paymentsRepository.insertCallback(db, {
      provider,
      transactionRef: obj ? String(obj.id) : null,
      success: obj?.success ?? null,
      ...values,
    })
  if (!obj || !gateway.verify((body as { obj: Record<string, unknown> }).obj, hmac)) {
    counted.outcome = obj ? 'bad_signature' : 'malformed'
    await record(ctx.db, {
      valid: false,
      outcome: obj ? 'bad signature' : 'malformed',
      orderId: null,
      payload: refusedSummary(obj, size),
    })
    ctx.log.warn(
      { provider, transaction: obj ? String(obj.id) : null },
      'payments: callback refused (signature or shape)',
    )
    throw new DomainError('INVALID_SIGNATURE')
  }
  const payload = typeof body === 'object' ? body : null
  const orderId = await paymentsRepository.findOrderIdByProviderRef(ctx.db, provider, String(obj.order.id))
  const claimed = obj.order.merchant_order_id
  if (!orderId || (claimed && claimed !== orderId)) {
    counted.outcome = orderId ? 'order_mismatch' : 'unknown_order'
    await record(ctx.db, {
      valid: true,
      outcome: orderId ? 'order mismatch' : 'unknown order',
      orderId: null,
      payload,
    })
    ctx.log.warn(
      {
        provider,
        providerOrder: String(obj.order.id),
        merchantOrderId: claimed ?? null,
        orderId: orderId ?? null,
      },
      'payments: a signed callback names no order of ours, or another one than its own',
    )
    throw notFound()
  }
  if ((obj.currency ?? '') !== 'EGP' || !gateway.ownsIntegration(obj.integration_id)) {
    await record(ctx.db, { valid: true, outcome: 'foreign', orderId, payload })
    ctx.log.error(
      { provider, orderId, currency: obj.currency ?? null, integration: obj.integration_id },
      'payments: a payment in another currency or through another integration settles nothing',
    )
    return 'foreign'
  }
  return ctx.db.transaction().execute(async (trx) => {
    const order = await paymentsRepository.lockOrder(trx, orderId)
    if (!order) {
      counted.outcome = 'unknown_order'
      throw notFound()
    }
    const outcome = await settleFromCallback(ctx, trx, order, obj)
    await record(trx, { valid: true, outcome, orderId, payload })
    if (outcome !== 'duplicate' && outcome !== 'ignored' && outcome !== 'refund')
      await realtimeService.publish(trx, order.userId, { type: 'payment.updated', orderId: order.id })
    return outcome
  })
}

async function settleFromCallback(
  ctx: RequestContext,
  trx: Database,
  order: OrderRecord,
  obj: Transaction,
): Promise<CallbackOutcome> {
  const now = ctx.clock.now()
  // A refund or a void is reported on the original transaction (is_refunded, is_voided) and as a transaction of its
  // own with a parent (reference §1.8): it says money went back, never that an order was paid. Whoever refunded
  // posted it when asking for it; taken for a payment, it would credit a wallet with money that left.
  if (obj.is_refunded || obj.is_voided || obj.has_parent_transaction) return 'refund'
  if (obj.pending && !obj.success) return 'pending'
  if (!obj.success) {
    if (order.status !== 'pending') return 'duplicate'
    await paymentsRepository.settleOrder(trx, order.id, {
      status: 'error',
      error: obj.data?.message ?? null,
      now,
    })
    await orderSettled(ctx, trx, order, 'error')
    return 'settled'
  }
  if (obj.amount_cents !== order.amount) {
    ctx.log.error(
      { orderId: order.id, paid: obj.amount_cents, due: order.amount },
      'payments: amount differs',
    )
    return 'ignored'
  }
  const outcome = order.status === 'pending' ? 'settled' : order.status === 'completed' ? 'extra' : 'late'
  const claim = {
    provider: order.provider,
    transactionRef: String(obj.id),
    orderId: order.id,
    amount: order.amount,
  }
  if (!(await paymentsRepository.claimTransaction(trx, { ...claim, outcome }))) return 'duplicate'
  if (outcome === 'settled') {
    await paymentsRepository.settleOrder(trx, order.id, { status: 'completed', now })
    if (paysForSubject(order)) await orderSettled(ctx, trx, order, 'completed')
    else {
      await ledgerService.postToWallet(trx, {
        key: `order:${order.id}:cashIn`,
        kind: 'cashIn',
        ownerId: order.userId,
        amount: order.amount,
        orderId: order.id,
      })
      await notificationsService.notify(ctx, trx, {
        recipientId: order.userId,
        type: 'payments.cashedIn',
        params: { amount: order.amount },
        link: '/wallet',
      })
    }
    return 'settled'
  }
  if (outcome === 'late') {
    // Paid after the order timed out or failed: the slot is gone, the money is not. It goes to the payer's wallet.
    await paymentsRepository.settleOrder(trx, order.id, {
      status: 'completed',
      error: `paid after ${order.status}: credited to the wallet`,
      now,
    })
  } else {
    // A second real payment of an order already paid (another transaction: the payer paid twice). The money is the
    // payer's: it goes to their wallet, and the operators are alerted to refund it to the card if asked.
    ctx.log.error(
      { orderId: order.id, transaction: claim.transactionRef, amount: order.amount },
      'payments: a second payment of a completed order, credited to the wallet',
    )
  }
  await ledgerService.postToWallet(trx, {
    key: outcome === 'late' ? `order:${order.id}:late` : `order:${order.id}:extra:${claim.transactionRef}`,
    kind: paysForSubject(order) ? 'visitRefund' : 'cashIn',
    ownerId: order.userId,
    amount: order.amount,
    orderId: order.id,
    bookingId: order.bookingId,
    centreOrderId: order.centreOrderId,
  })
  await notificationsService.notify(ctx, trx, {
    recipientId: order.userId,
    type: 'payments.lateCredited',
    params: { amount: order.amount },
    link: '/wallet',
  })
  return outcome
}

/** The order's deadline passed (a job): still pending, it times out and its booking's hold ends. */
export async function expireOrder(
  ctx: Pick<RequestContext, 'db' | 'jobs' | 'clock'>,
  orderId: string,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    // A booking that took the slot of this lapsed hold may have timed it out already (issue 41 §2): then nothing.
    const order = await timeOutOrder(trx, orderId, ctx.clock.now())
    if (!order) return
    await orderSettled(ctx, trx, order, 'timeout')
    await realtimeService.publish(trx, order.userId, { type: 'payment.updated', orderId: order.id })
  })
}

/** How long a top-up may wait for its payment: a kiosk takes a day, a card or a wallet half an hour. */
const cashInMinutes: Record<OrderMethod, number> = { card: 30, mobileWallet: 30, kiosk: 24 * 60 }

/**
 * SPEC 7.2 cashInPayment: a patient tops up their wallet through a provider; answers the order to pay. The amount's
 * range (at least 6 EGP, SPEC 9) is `cashInRequestSchema`'s, checked on the way in.
 */
export async function cashIn(
  ctx: SignedInContext,
  input: { amount: number; method: OrderMethod; billing?: Record<string, string> | undefined },
): Promise<{ orderId: string }> {
  if (ctx.session.contextRole !== 'patient') throw new DomainError('FORBIDDEN')
  const now = ctx.clock.now()
  const orderId = await ctx.db.transaction().execute((trx) =>
    openOrder(ctx, trx, {
      userId: ctx.session.userId,
      kind: 'cashIn',
      bookingId: null,
      method: input.method,
      amount: input.amount,
      billing: input.billing ?? null,
      expiresAt: new Date(now.getTime() + cashInMinutes[input.method] * 60_000),
    }),
  )
  return { orderId }
}

/**
 * The billing details the payer gave last (issue 41 §4: the card form asked for them every time), checked against
 * today's rules: a value that no longer passes is left for the payer to type again. Null before any card payment.
 */
export async function lastBilling(ctx: SignedInContext): Promise<LastBilling> {
  const saved = await paymentsRepository.lastBillingOf(ctx.db, ctx.session.userId)
  if (!saved) return { billing: null }
  const parsed = billingInfoSchema.partial().safeParse(saved)
  return { billing: parsed.success ? parsed.data : null }
}

/** SPEC 3.5 /wallet: the balance and the log, newest first. */
export async function wallet(ctx: SignedInContext): Promise<WalletView> {
  const [balance, log] = await Promise.all([
    ledgerService.walletBalance(ctx.db, ctx.session.userId),
    ledgerService.walletLog(ctx.db, ctx.session.userId, 200),
  ])
  return {
    balance,
    currency: 'EGP',
    log: log.map((line) => ({
      id: line.id,
      type: line.kind as WalletView['log'][number]['type'],
      amount: Number(line.amount),
      bookingId: line.bookingId,
      orderId: line.orderId,
      createdAt: line.createdAt.toISOString(),
    })),
  }
}

/**
 * A cancelled booking's or centre order's refund to the card it was paid with (issue 12 §2; docs/decisions/0024;
 * issue 43, ADR 0044), run by the `payments.refund` job after the cancellation committed (the ledger already moved
 * the money back to the gateway's side). The refund is written as being sent before the provider is asked (issue 41
 * §2): a job that died during the call finds it on its retry and asks the provider how much went back before asking
 * again, so a kill at the wrong moment never refunds twice. The provider's refusal fails the job, which retries and,
 * failing every try, stays for the admins' failed jobs list (issue 10 §4).
 */
export async function refundToCard(ctx: RequestContext, paidFor: PaidFor): Promise<void> {
  const paid = await paymentsRepository.paidTransactionOf(ctx.db, paidFor)
  if (!paid) throw new Error(`refund: ${JSON.stringify(paidFor)} has no settled card transaction`)
  const gateway = ctx.adapters.payments
  const refund = await paymentsRepository.startRefund(ctx.db, paidFor, {
    provider: gateway.provider,
    ...paid,
  })
  if (refund.status === 'sent') return
  if (!refund.firstTry && (await gateway.refundedAmount(paid.transactionRef)) >= paid.amount) {
    await paymentsRepository.markRefundSent(ctx.db, paidFor, null)
    ctx.log.warn(paidFor, 'payments: card refund found already made by an earlier attempt')
    return
  }
  const { refundRef } = await gateway.refund(paid)
  await paymentsRepository.markRefundSent(ctx.db, paidFor, refundRef)
  ctx.log.info({ ...paidFor, refundRef }, 'payments: card refund sent')
}
