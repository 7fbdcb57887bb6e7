import { randomUUID } from 'node:crypto'
import { toPoundsString, piastres } from '@app/domain/money'
import {
  payoutOutcomeOf,
  payoutSandboxTestValues,
  type PayoutIssuer,
  type PayoutStatus,
} from '@app/domain/payouts'
import type { Config } from '#api/config'

/**
 * Payouts to doctors' mobile wallets (issue 12 §5; reference §2; docs/decisions/0023) behind one interface: our
 * sandbox, which answers as Paymob Payouts does (a result at once, or `pending` settled by a later inquiry), and
 * Paymob Payouts itself (OAuth2 token, `disburse/`, `transaction/inquire/`).
 *
 * `disburse` resolves with the provider's answer when it gave one, a refusal included (`failed`); it throws when the
 * outcome is unknown (a timeout, a 5xx, a network error): the money may or may not have left, so the caller keeps
 * the payout pending and asks by inquiry, by the client reference sent with it.
 */

export interface PayoutOrder {
  /** Our client_reference_id (uuid4): Paymob keeps it "as reference in case of timeouts". */
  clientReference: string
  amount: number
  msisdn: string
  issuer: PayoutIssuer
  fullName: string
  email: string
}

export interface PayoutAnswer {
  status: Extract<PayoutStatus, 'pending' | 'succeeded' | 'failed'>
  transactionId: string | null
  /** The provider's words (status_description), shown for a pending payout (SPEC 4). */
  message: string | null
}

export interface PayoutRef {
  clientReference: string
  transactionId: string | null
  /** Read by the sandbox only, which keeps no state: its outcome is the number's (payoutSandboxTestValues). */
  msisdn: string
}

export interface PayoutProvider {
  provider: 'sandbox' | 'paymob'
  disburse(order: PayoutOrder): Promise<PayoutAnswer>
  /**
   * One inquiry request (the provider allows 5 a minute) about up to 50 payouts; a payout the provider has no
   * record of is missing from the answer.
   */
  inquire(refs: readonly PayoutRef[]): Promise<Map<string, PayoutAnswer>>
}

/** At most this many payouts per inquiry: Paymob's page of 50 (reference §2.2). */
export const inquiryBatch = 50

const pendingText =
  'Transaction received and validated successfully. Dispatched for being processed by the carrier'

/**
 * The sandbox, stateless, by the wallet number's last digit (payoutSandboxTestValues): 9 is refused at once (as
 * Vodafone Cash's 618), 8 and 7 stay pending (as Orange's 8000) and succeed or fail on the next inquiry; any other
 * digit succeeds at once. Nothing leaves the machine.
 */
export function sandboxPayouts(): PayoutProvider {
  const last = (msisdn: string) => msisdn.at(-1) ?? ''
  return {
    provider: 'sandbox',
    async disburse(order) {
      const digit = last(order.msisdn)
      const transactionId = randomUUID()
      if (digit === payoutSandboxTestValues.failsAtOnce)
        return { status: 'failed', transactionId, message: '618: Recipient Is Unregistered' }
      if (
        digit === payoutSandboxTestValues.pendingThenSucceeds ||
        digit === payoutSandboxTestValues.pendingThenFails
      )
        return { status: 'pending', transactionId, message: pendingText }
      return {
        status: 'succeeded',
        transactionId,
        message: `تم إيداع ${toPoundsString(piastres(order.amount))} جنيه إلى رقم ${order.msisdn} بنجاح`,
      }
    },
    async inquire(refs) {
      const answers = new Map<string, PayoutAnswer>()
      for (const ref of refs.slice(0, inquiryBatch)) {
        const digit = last(ref.msisdn)
        const failed =
          digit === payoutSandboxTestValues.pendingThenFails || digit === payoutSandboxTestValues.failsAtOnce
        answers.set(ref.clientReference, {
          status: failed ? 'failed' : 'succeeded',
          transactionId: ref.transactionId ?? randomUUID(),
          message: failed ? '90040: Recipient not subscribed to the wallet service' : 'PROCESSED OK',
        })
      }
      return answers
    },
  }
}

type PaymobPayoutConfig = Config['payouts']['paymob']

/** What Paymob answers about one transaction, the fields we read (reference §2.2). */
interface PaymobDisbursement {
  transaction_id?: string
  client_reference_id?: string
  disbursement_status?: string
  status_description?: unknown
  status_code?: string
}

const describe = (value: unknown): string | null => {
  if (value === undefined || value === null) return null
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.slice(0, 500)
}

const answerOf = (body: PaymobDisbursement): PayoutAnswer => ({
  status: payoutOutcomeOf(body.disbursement_status ?? ''),
  transactionId: body.transaction_id ?? null,
  message: describe(body.status_description),
})

/**
 * Paymob Payouts (reference §2): a password-grant token kept for 55 of its 60 minutes (per process: each instance
 * holds its own, which Paymob allows), the amount in pounds with two decimals converted from piastres as text.
 */
export function paymobPayouts(config: PaymobPayoutConfig, fetcher: typeof fetch = fetch): PayoutProvider {
  let token: { value: string; until: number } | null = null
  const url = (path: string) => new URL(path, config.baseUrl).toString()

  async function accessToken(fresh = false): Promise<string> {
    if (!fresh && token && token.until > Date.now()) return token.value
    const response = await fetcher(url('o/token/'), {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'password',
        username: config.username,
        password: config.password,
      }).toString(),
      signal: AbortSignal.timeout(15_000),
    })
    if (!response.ok) throw new Error(`paymob payouts: token refused (${response.status})`)
    const body = (await response.json()) as { access_token?: string; expires_in?: number }
    if (!body.access_token) throw new Error('paymob payouts: token answer without access_token')
    const seconds = Math.min(body.expires_in ?? 3600, 3600) - 300
    token = { value: body.access_token, until: Date.now() + seconds * 1000 }
    return token.value
  }

  /** A JSON POST with the token; an expired token (401) is renewed once. */
  async function post(path: string, payload: object): Promise<Response> {
    for (const fresh of [false, true]) {
      const response = await fetcher(url(path), {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken(fresh)}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(30_000),
      })
      if (response.status !== 401 || fresh) return response
    }
    throw new Error('unreachable')
  }

  return {
    provider: 'paymob',
    async disburse(order) {
      const response = await post('disburse/', {
        issuer: order.issuer,
        // Pounds with two decimals, from piastres by integer maths ("12.50", sent as the number 12.5).
        amount: Number(toPoundsString(piastres(order.amount))),
        msisdn: order.msisdn,
        full_name: order.fullName,
        email: order.email,
        client_reference_id: order.clientReference,
      })
      if (response.status >= 500) throw new Error(`paymob payouts: disburse answered ${response.status}`)
      const body = (await response.json().catch(() => ({}))) as PaymobDisbursement & Record<string, unknown>
      // A refusal (400: a field, the budget; 4xx: the issuer's codes such as 618 or 90040) is a result: failed.
      if (!response.ok) return { status: 'failed', transactionId: null, message: describe(body) }
      return answerOf(body)
    },
    async inquire(refs) {
      const ids = refs.slice(0, inquiryBatch).map((ref) => ref.transactionId ?? ref.clientReference)
      const response = await post('transaction/inquire/', { transactions_ids_list: ids })
      // 429 "Request was throttled": the caller asks again in its next slot.
      if (!response.ok) throw new Error(`paymob payouts: inquiry answered ${response.status}`)
      const body = (await response.json()) as { results?: PaymobDisbursement[] } | PaymobDisbursement[]
      const results = Array.isArray(body) ? body : (body.results ?? [])
      const answers = new Map<string, PayoutAnswer>()
      for (const ref of refs) {
        const found = results.find(
          (r) =>
            (ref.transactionId && r.transaction_id === ref.transactionId) ||
            r.client_reference_id === ref.clientReference,
        )
        if (found)
          answers.set(ref.clientReference, {
            ...answerOf(found),
            transactionId: found.transaction_id ?? ref.transactionId,
          })
      }
      return answers
    },
  }
}

export function createPayoutProvider(config: Config['payouts']): PayoutProvider {
  return config.provider === 'paymob' ? paymobPayouts(config.paymob) : sandboxPayouts()
}
