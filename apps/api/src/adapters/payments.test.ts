import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymobGateway, sign, type PaymobTransaction } from './payments'

/**
 * The Paymob gateway (issue 9 §3) against a local stand-in for Accept's Intention API (reference §1.7): what we
 * send for an order, and where the payer is sent. The stand-in answers as the documented response does.
 */

let received: { url: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = []
let answer: { status: number; body: object } = { status: 201, body: {} }
let baseUrl = ''
const server = createServer((request, response) => {
  let raw = ''
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()))
  request.on('end', () => {
    received.push({ url: request.url ?? '', headers: request.headers, body: JSON.parse(raw || '{}') })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer.body))
  })
})
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const gateway = () =>
  paymobGateway({
    baseUrl,
    secretKey: 'egy_sk_test_123',
    publicKey: 'egy_pk_test_456',
    hmacSecret: 'hmac-secret',
    integrations: { card: 4_001, mobileWallet: 4_002, kiosk: undefined },
  })

const order = {
  id: '7b1f4c2e-1111-4a2b-9c3d-000000000001',
  amount: 66_065,
  method: 'card' as const,
  billing: null,
  payer: { phone: '01000000001', email: 'patient@demo.sehha.eg', name: 'مريم أحمد' },
  returnUrl: 'https://sehha.example/payments/status/7b1f4c2e-1111-4a2b-9c3d-000000000001',
  callbackUrl: 'https://sehha.example/api/v1/payments/callback/paymob',
  expiresAt: new Date(Date.now() + 15 * 60_000),
}

describe('paymob gateway (issue 9 §3)', () => {
  it('creates an intention for the order and sends the payer to the unified checkout', async () => {
    received = []
    answer = {
      status: 201,
      body: { id: 'pi_test', client_secret: 'egy_csk_test_789', intention_order_id: 31_337 },
    }
    const started = await gateway().checkout(order)
    expect(received).toHaveLength(1)
    const [request] = received
    expect(request?.url).toBe('/v1/intention/')
    expect(request?.headers.authorization).toBe('Token egy_sk_test_123')
    expect(request?.body).toMatchObject({
      amount: 66_065,
      currency: 'EGP',
      payment_methods: [4_001],
      special_reference: order.id,
      notification_url: order.callbackUrl,
      redirection_url: order.returnUrl,
      items: [{ amount: 66_065, quantity: 1 }],
      billing_data: {
        first_name: 'مريم',
        last_name: 'أحمد',
        phone_number: '01000000001',
        email: order.payer.email,
      },
    })
    expect(started.providerRef).toBe('31337')
    const url = new URL(started.checkout.provider === 'paymob' ? started.checkout.redirectUrl : '')
    expect(`${url.origin}${url.pathname}`).toBe(`${baseUrl}/unifiedcheckout/`)
    expect(url.searchParams.get('publicKey')).toBe('egy_pk_test_456')
    expect(url.searchParams.get('clientSecret')).toBe('egy_csk_test_789')
  })

  it('fails loudly when Paymob refuses the intention (the order stays unpaid, the payer sees an error)', async () => {
    answer = { status: 400, body: { billing_data: { phone_number: ['This field is required.'] } } }
    await expect(gateway().checkout({ ...order, method: 'kiosk' })).rejects.toThrow(
      /intention refused \(400\)/,
    )
    // A method without an integration id is sent by its name.
    expect(received.at(-1)?.body.payment_methods).toEqual(['kiosk'])
  })

  it('refunds part of a transaction through the refund call, and fails loudly when Paymob refuses', async () => {
    received = []
    answer = { status: 200, body: { id: 655_001, success: true, pending: false, is_refund: true } }
    expect(await gateway().refund({ transactionRef: '655', amount: 1_000 })).toEqual({ refundRef: '655001' })
    expect(received[0]).toMatchObject({
      url: '/api/acceptance/void_refund/refund',
      headers: { authorization: 'Token egy_sk_test_123' },
      body: { transaction_id: 655, amount_cents: 1_000 },
    })
    answer = { status: 200, body: { id: 655_002, success: false, pending: false } }
    await expect(gateway().refund({ transactionRef: '655', amount: 1_000 })).rejects.toThrow(/not successful/)
    answer = { status: 401, body: { detail: 'Invalid token.' } }
    await expect(gateway().refund({ transactionRef: '655', amount: 1_000 })).rejects.toThrow(
      /refused \(401\)/,
    )
  })

  it('verifies a callback signed with the HMAC secret, and refuses one changed field', () => {
    const obj: PaymobTransaction = {
      id: 192_036_465,
      amount_cents: 66_065,
      created_at: '2026-11-25T11:33:44.592345',
      currency: 'EGP',
      error_occured: false,
      has_parent_transaction: false,
      integration_id: 4_001,
      is_3d_secure: true,
      is_auth: false,
      is_capture: false,
      is_refunded: false,
      is_standalone_payment: true,
      is_voided: false,
      owner: 302_852,
      pending: false,
      success: true,
      order: { id: 31_337, merchant_order_id: order.id },
      source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
    }
    const hmac = sign(obj, 'hmac-secret')
    expect(gateway().verify(obj as unknown as Record<string, unknown>, hmac)).toBe(true)
    const changed = { ...obj, success: false }
    expect(gateway().verify(changed as unknown as Record<string, unknown>, hmac)).toBe(false)
  })

  it('fails when an intention comes back without its order id, which alone binds a callback (issue 41 §1)', async () => {
    answer = { status: 201, body: { id: 'pi_test', client_secret: 'egy_csk_test_789' } }
    await expect(gateway().checkout(order)).rejects.toThrow(/without its order id/)
  })

  it("knows its own integrations, and nobody else's (issue 41 §1)", () => {
    expect(gateway().ownsIntegration(4_001)).toBe(true)
    expect(gateway().ownsIntegration(4_002)).toBe(true)
    expect(gateway().ownsIntegration(9_999)).toBe(false)
    expect(gateway().ownsIntegration('4001')).toBe(false)
    expect(gateway().ownsIntegration(undefined)).toBe(false)
  })

  it('asks Paymob how much of a transaction was refunded (issue 41 §2)', async () => {
    received = []
    answer = { status: 200, body: { id: 655, amount_cents: 5_000, refunded_amount_cents: 5_000 } }
    expect(await gateway().refundedAmount('655')).toBe(5_000)
    expect(received[0]).toMatchObject({
      url: '/api/acceptance/transactions/655',
      headers: { authorization: 'Token egy_sk_test_123' },
    })
    answer = { status: 200, body: { id: 655 } }
    await expect(gateway().refundedAmount('655')).rejects.toThrow(/without refunded_amount_cents/)
  })
})
