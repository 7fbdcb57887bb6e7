import { validBilling } from '#api/testing/billing'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxTransaction, sign, type PaymobTransaction } from '#api/adapters/payments'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn } from '#api/testing/journeys'

/**
 * Issue 9 §3 with PAYMENT_PROVIDER=paymob, against a local stand-in for Accept (reference §1.7–1.10): a card booking
 * opens one intention however often the payer comes back to pay, Paymob's signed callback confirms it, a callback
 * signed with another secret is refused and kept, and the refund Paymob reports later moves no money.
 */

const hmacSecret = 'paymob-hmac-secret-for-tests'
let intentions = 0
const paymob = createServer((request, response) => {
  request.resume()
  request.on('end', () => {
    intentions += 1
    response.writeHead(201, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        client_secret: `egy_csk_test_${intentions}`,
        intention_order_id: 50_000 + intentions,
      }),
    )
  })
})

let t: TestApp
let patient: string
let doctorId: string

beforeAll(async () => {
  await new Promise<void>((resolve) => paymob.listen(0, '127.0.0.1', resolve))
  t = await buildTestApp({
    rateLimit: false,
    env: {
      PAYMENT_PROVIDER: 'paymob',
      PAYMOB_BASE_URL: `http://127.0.0.1:${(paymob.address() as AddressInfo).port}`,
      PAYMOB_SECRET_KEY: 'egy_sk_test',
      PAYMOB_PUBLIC_KEY: 'egy_pk_test',
      PAYMOB_HMAC_SECRET: hmacSecret,
      PAYMOB_INTEGRATION_CARD: '4001',
      PAYMOB_INTEGRATION_WALLET: '4002',
      PAYMOB_INTEGRATION_KIOSK: '4003',
    },
  })
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  doctorId = (
    await t.db.selectFrom('users').select('id').where('phone', '=', '01010000004').executeTakeFirstOrThrow()
  ).id
}, 60_000)
afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => paymob.close(() => resolve()))
})

const send = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: patient },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const postCallback = (obj: PaymobTransaction, secret = hmacSecret) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/payments/callback/paymob?hmac=${sign(obj, secret)}`,
    payload: { type: 'TRANSACTION', obj },
  })

describe('paying a booking through Paymob (issue 9 §3)', () => {
  it('opens one intention per order, confirms on the signed callback, ignores the later refund report', async () => {
    const slots = (await send('GET', `/api/v1/doctors/${doctorId}/availability?days=30`)).json().slots
    const created = await send('POST', '/api/v1/bookings', {
      doctorId,
      practice: 'video',
      startsAt: slots[3].start,
      complaint: 'ألم في الظهر',
      method: 'card',
      timeZone: 'Africa/Cairo',
      timezoneOffsetMinutes: -120,
      billing: {
        ...validBilling,
        firstName: 'Mariam',
        lastName: 'Ahmed',
        email: 'mariam@example.com',
        phoneNumber: '01000000001',
      },
    })
    expect(created.statusCode).toBe(201)
    const { orderId } = created.json() as { orderId: string }

    const first = (await send('POST', `/api/v1/payments/orders/${orderId}/checkout`)).json()
    const again = (await send('POST', `/api/v1/payments/orders/${orderId}/checkout`)).json()
    expect(first.provider).toBe('paymob')
    expect(new URL(first.redirectUrl).searchParams.get('clientSecret')).toBe('egy_csk_test_1')
    expect(again).toEqual(first)
    expect(intentions).toBe(1)

    const order = (await send('GET', `/api/v1/payments/orders/${orderId}`)).json()
    // Paymob's transaction for the intention's order (50001), through our card integration.
    const paid = {
      ...sandboxTransaction({
        orderId,
        providerOrderId: 50_001,
        amount: order.amount,
        method: 'card',
        success: true,
        pan: '4242',
      }),
      integration_id: 4001,
    }
    // Signed with anything but our Paymob HMAC secret: refused, kept, and the order still waits.
    const forged = await postCallback(paid, 'another-secret')
    expect(forged.statusCode).toBe(400)
    expect((await send('GET', `/api/v1/payments/orders/${orderId}`)).json().status).toBe('pending')

    expect((await postCallback(paid)).statusCode).toBe(200)
    const settled = (await send('GET', `/api/v1/payments/orders/${orderId}`)).json()
    expect(settled.status).toBe('completed')
    expect((await send('GET', `/api/v1/bookings/${settled.bookingId}`)).json().status).toBe('opened')

    const wallet = (await send('GET', '/api/v1/payments/wallet')).json().balance
    expect((await postCallback({ ...paid, is_refunded: true })).statusCode).toBe(200)
    expect((await send('GET', '/api/v1/payments/wallet')).json().balance).toBe(wallet)
    const kept = await t.db
      .selectFrom('paymentCallbacks')
      .select(['valid', 'outcome', 'orderId'])
      .where('transactionRef', '=', String(paid.id))
      .orderBy('receivedAt')
      .execute()
    // The forged one is kept without the order it claimed (only what was read of it, issue 41 §2).
    expect(kept).toEqual([
      { valid: false, outcome: 'bad signature', orderId: null },
      { valid: true, outcome: 'settled', orderId },
      { valid: true, outcome: 'refund', orderId },
    ])
  })
})
