import { randomBytes } from 'node:crypto'
import type { Checkout, OrderMethod, PaymentProvider } from '@app/domain/payments'
import type { Config } from '#api/config'
import { paymobHmac, verifyPaymobHmac } from './paymob-hmac'
import { keptSecret } from './kept-secret'

/**
 * The payment gateway (issue 9 §3) behind one interface: our sandbox, which behaves like Paymob (its callbacks are
 * Paymob's transaction callbacks, signed the same way), and Paymob's Accept Intention API. The callback is the
 * truth: neither implementation tells the caller a payment's result any other way.
 */

export interface GatewayOrder {
  id: string
  amount: number
  method: OrderMethod
  billing: Record<string, string> | null
  payer: { phone: string; email: string | null; name: string }
  /** Where the payer's browser returns (/payments/status/{orderId}). */
  returnUrl: string
  /** Where the provider posts its server-to-server callback. */
  callbackUrl: string
  expiresAt: Date
}

export interface PaymentGateway {
  provider: PaymentProvider
  /** Where the payer goes to pay the order, and the provider's reference for it (kept on the order). */
  checkout(order: GatewayOrder): Promise<{ checkout: Checkout; providerRef: string }>
  /** Whether a transaction callback's `obj` carries the provider's signature. */
  verify(obj: Readonly<Record<string, unknown>>, hmac: string): boolean
  /** Whether a signed `integration_id` is one of ours: a payment through anyone else's settles nothing. */
  ownsIntegration(integrationId: unknown): boolean
  /**
   * Gives back all or part of a completed payment (reference §1.10): `transactionRef` is the provider's transaction
   * id from the payment's callback. Resolves with the provider's id for the refund; throws when it is refused (the
   * caller keeps the money where it was and may retry). The provider also reports the refund by a callback on the
   * original transaction (`is_refunded`), which settles nothing (payments.service).
   */
  refund(input: { transactionRef: string; amount: number }): Promise<{ refundRef: string }>
  /**
   * How much of a transaction the provider has refunded so far (Paymob's transaction inquiry): asked when a refund's
   * outcome is unknown (the job died during the call), so it is not sent twice.
   */
  refundedAmount(transactionRef: string): Promise<number>
}

/** A Paymob transaction callback's `obj`, the fields we read and sign (reference §1.8, §1.9). */
export interface PaymobTransaction {
  id: number
  amount_cents: number
  created_at: string
  currency: string
  error_occured: boolean
  has_parent_transaction: boolean
  integration_id: number
  is_3d_secure: boolean
  is_auth: boolean
  is_capture: boolean
  is_refunded: boolean
  is_standalone_payment: boolean
  is_voided: boolean
  owner: number
  pending: boolean
  success: boolean
  order: { id: number; merchant_order_id: string }
  source_data: { pan: string; sub_type: string; type: string }
  data?: { message?: string; bill_reference?: string }
}

/** The signature Paymob puts on a transaction callback (`?hmac=`), which the sandbox puts on its own. */
export const sign = (obj: PaymobTransaction, secret: string): string =>
  paymobHmac(obj as unknown as Record<string, unknown>, secret)

const sandboxSources: Record<OrderMethod, { type: string; sub_type: string }> = {
  card: { type: 'card', sub_type: 'MasterCard' },
  mobileWallet: { type: 'wallet', sub_type: 'wallet' },
  kiosk: { type: 'aggregator', sub_type: 'aggregator' },
}

/** The sandbox's integrations, one per method, as a Paymob account has. */
export const sandboxIntegrations: Record<OrderMethod, number> = { card: 1, mobileWallet: 2, kiosk: 3 }

/** A number for an id the sandbox makes up (Paymob's are integers), from `seed`'s hex digits. */
const numberFrom = (seed: string) => Number.parseInt(seed.replaceAll('-', '').slice(0, 12), 16)

/**
 * The transaction the sandbox reports for an order, shaped as Paymob's callback `obj` (reference §1.8): the one
 * builder of it, for the sandbox's own callbacks and for tests and scripts that play a gateway.
 */
export function sandboxTransaction(input: {
  orderId: string
  /** The provider's order id, opened at checkout and kept on our order (`provider_order_ref`): it is signed. */
  providerOrderId: number | string
  amount: number
  method: OrderMethod
  success: boolean
  pending?: boolean
  pan?: string
  message?: string
  kioskReference?: string | null
  /** Distinguishes one transaction of the order from another (a retry, a late payment). */
  transactionId?: number
  at?: Date
}): PaymobTransaction {
  const pending = input.pending ?? false
  return {
    id: input.transactionId ?? numberFrom(input.orderId),
    amount_cents: input.amount,
    created_at: (input.at ?? new Date()).toISOString(),
    currency: 'EGP',
    error_occured: !input.success && !pending,
    has_parent_transaction: false,
    integration_id: sandboxIntegrations[input.method],
    is_3d_secure: input.method === 'card',
    is_auth: false,
    is_capture: false,
    is_refunded: false,
    is_standalone_payment: true,
    is_voided: false,
    owner: 1,
    pending,
    success: input.success,
    order: { id: Number(input.providerOrderId), merchant_order_id: input.orderId },
    source_data: { pan: input.pan ?? '', ...sandboxSources[input.method] },
    data: {
      message: input.message ?? '',
      ...(input.kioskReference ? { bill_reference: input.kioskReference } : {}),
    },
  }
}

/** The sandbox: its checkout is our own page (/payments/pay/{orderId}); a job posts its signed callbacks. */
export interface SandboxGateway extends PaymentGateway {
  provider: 'sandbox'
  secret: string
}

export function sandboxGateway(config: Config['payments']['sandbox']): SandboxGateway {
  const secret = config.secret ?? keptSecret(config.keyFile, () => randomBytes(32).toString('hex'))
  const ours = new Set(Object.values(sandboxIntegrations))
  // What the pretend gateway has refunded, as Paymob's own books would answer an inquiry (this process only: the
  // sandbox moves no money, and our ledger moved ours when the booking was cancelled).
  const refunded = new Map<string, number>()
  return {
    provider: 'sandbox',
    secret,
    // As Paymob opens an order of its own for an intention, the sandbox numbers the order at checkout.
    checkout: async () => ({
      checkout: { provider: 'sandbox' },
      providerRef: String(numberFrom(randomBytes(5).toString('hex'))),
    }),
    verify: (obj, hmac) => verifyPaymobHmac(obj, hmac, secret),
    ownsIntegration: (id) => typeof id === 'number' && ours.has(id),
    // As Paymob: a refund is a new transaction with its own id; nothing leaves the sandbox.
    refund: async ({ transactionRef, amount }) => {
      if (!/^\d+$/.test(transactionRef) || !Number.isInteger(amount) || amount < 100)
        throw new Error('sandbox: refund refused (unknown transaction or under 1 EGP)')
      refunded.set(transactionRef, (refunded.get(transactionRef) ?? 0) + amount)
      return { refundRef: String(numberFrom(randomBytes(8).toString('hex'))) }
    },
    refundedAmount: async (transactionRef) => refunded.get(transactionRef) ?? 0,
  }
}

const paymobMethodNames: Record<OrderMethod, string> = {
  card: 'card',
  mobileWallet: 'wallet',
  kiosk: 'kiosk',
}

/**
 * Paymob's Accept Intention API (reference §1.7): one intention per order, its `special_reference` our order id
 * (returned in callbacks as `order.merchant_order_id`), the payer sent to the unified checkout.
 */
export function paymobGateway(
  config: Config['payments']['paymob'],
  fetcher: typeof fetch = fetch,
): PaymentGateway {
  const ours = new Set(Object.values(config.integrations).filter((id) => id !== undefined))
  return {
    provider: 'paymob',
    async checkout(order) {
      const integration = config.integrations[order.method]
      const [firstName = 'NA', ...rest] = order.payer.name.trim().split(/\s+/)
      const billing = {
        first_name: order.billing?.firstName ?? firstName,
        last_name: order.billing?.lastName ?? (rest.join(' ') || 'NA'),
        email: order.billing?.email ?? order.payer.email ?? 'NA',
        phone_number: order.billing?.phoneNumber ?? order.payer.phone,
        street: order.billing?.street ?? 'NA',
        building: order.billing?.building ?? 'NA',
        apartment: order.billing?.apartment ?? 'NA',
        floor: order.billing?.floor ?? 'NA',
        postal_code: order.billing?.postalCode ?? 'NA',
        city: order.billing?.city ?? 'NA',
        country: order.billing?.country ?? 'EG',
        state: 'NA',
      }
      const response = await fetcher(`${config.baseUrl}/v1/intention/`, {
        method: 'POST',
        headers: { authorization: `Token ${config.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: order.amount,
          currency: 'EGP',
          payment_methods: [integration ?? paymobMethodNames[order.method]],
          items: [{ name: 'Sehha', amount: order.amount, description: order.id, quantity: 1 }],
          billing_data: billing,
          special_reference: order.id,
          notification_url: order.callbackUrl,
          redirection_url: order.returnUrl,
          expiration: Math.max(60, Math.floor((order.expiresAt.getTime() - Date.now()) / 1000)),
        }),
        signal: AbortSignal.timeout(15_000),
      })
      if (!response.ok) throw new Error(`paymob: intention refused (${response.status})`)
      const body = (await response.json()) as { client_secret?: string; intention_order_id?: number }
      if (!body.client_secret) throw new Error('paymob: intention without client_secret')
      // The intention's Paymob order id is what its callbacks sign (`order.id`): without it none could settle.
      if (body.intention_order_id === undefined) throw new Error('paymob: intention without its order id')
      const url = new URL('/unifiedcheckout/', config.baseUrl)
      url.searchParams.set('publicKey', config.publicKey)
      url.searchParams.set('clientSecret', body.client_secret)
      return {
        checkout: { provider: 'paymob', redirectUrl: url.toString() },
        providerRef: String(body.intention_order_id),
      }
    },
    verify: (obj, hmac) => verifyPaymobHmac(obj, hmac, config.hmacSecret),
    ownsIntegration: (id) => typeof id === 'number' && ours.has(id),
    async refund({ transactionRef, amount }) {
      // Reference §1.10: partial refunds from 1 EGP up to the transaction's amount; the answer is the refund's own
      // transaction, `success` telling whether it went through.
      const response = await fetcher(`${config.baseUrl}/api/acceptance/void_refund/refund`, {
        method: 'POST',
        headers: { authorization: `Token ${config.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ transaction_id: Number(transactionRef), amount_cents: amount }),
        signal: AbortSignal.timeout(15_000),
      })
      if (!response.ok) throw new Error(`paymob: refund refused (${response.status})`)
      const body = (await response.json()) as { id?: number; success?: boolean; pending?: boolean }
      if (body.id === undefined || (body.success !== true && body.pending !== true))
        throw new Error('paymob: refund not successful')
      return { refundRef: String(body.id) }
    },
    async refundedAmount(transactionRef) {
      // Reference §1.10: the transaction inquiry; `refunded_amount_cents` is what has gone back of it so far.
      const response = await fetcher(
        `${config.baseUrl}/api/acceptance/transactions/${encodeURIComponent(transactionRef)}`,
        { headers: { authorization: `Token ${config.secretKey}` }, signal: AbortSignal.timeout(15_000) },
      )
      if (!response.ok) throw new Error(`paymob: transaction inquiry refused (${response.status})`)
      const body = (await response.json()) as { refunded_amount_cents?: unknown }
      if (typeof body.refunded_amount_cents !== 'number')
        throw new Error('paymob: transaction inquiry without refunded_amount_cents')
      return body.refunded_amount_cents
    },
  }
}

export function createPaymentGateway(config: Config['payments']): PaymentGateway {
  return config.provider === 'paymob' ? paymobGateway(config.paymob) : sandboxGateway(config.sandbox)
}
