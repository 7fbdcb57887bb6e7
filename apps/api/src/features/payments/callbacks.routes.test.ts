import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  sandboxTransaction,
  sign,
  type PaymentGateway,
  type PaymobTransaction,
  type SandboxGateway,
} from '#api/adapters/payments'
import type { RequestContext } from '#api/plugins/context'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import {
  demo,
  providerOrderOf,
  signIn,
  signUp,
  validBilling,
  validPatientProfile,
} from '#api/testing/journeys'
import * as paymentsService from './payments.service'

/**
 * Issue 41 §1 and §7: a payment callback settles the one order whose provider order its signature names, once.
 * The review replayed one paid top-up's callback with other pending orders' ids and took a wallet from 500 to
 * 4,500 EGP after one 1,000 EGP payment: here the same replays, a reused transaction id, another currency or
 * integration, and a second real payment of a paid order. The gateway is played by the test, signing as the
 * sandbox signs (Paymob's HMAC).
 */

let t: TestApp
let patient: string
let other: string

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  other = await signUp(t.app, 'patient', '01220007771')
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/profiles/me',
    headers: { cookie: other },
    payload: validPatientProfile,
  })
}, 60_000)
afterAll(() => t.close())

const billing = validBilling

const secret = () => (t.adapters.payments as SandboxGateway).secret

const balanceOf = async (cookie: string): Promise<number> =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/payments/wallet', headers: { cookie } })).json().balance

const statusOf = async (cookie: string, orderId: string): Promise<string> =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v1/payments/orders/${orderId}`, headers: { cookie } })
  ).json().status

/** A pending 1,000 EGP card top-up of `cookie`'s wallet, its checkout opened: the order and its provider order. */
async function topUp(cookie: string, amount = 100_000) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/cash-in',
    headers: { cookie },
    payload: { amount, method: 'card', billing },
  })
  expect(response.statusCode).toBe(201)
  const { orderId } = response.json() as { orderId: string }
  return { orderId, providerOrderId: await providerOrderOf(t.app, orderId, cookie), amount }
}

let transactionIds = 7_000_000
const paid = (order: { orderId: string; providerOrderId: string; amount: number }) =>
  sandboxTransaction({
    orderId: order.orderId,
    providerOrderId: order.providerOrderId,
    amount: order.amount,
    method: 'card',
    success: true,
    pan: '4242',
    transactionId: (transactionIds += 1),
  })

const post = (obj: PaymobTransaction, hmac = sign(obj, secret())) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/payments/callback/sandbox?hmac=${hmac}`,
    payload: { type: 'TRANSACTION', obj },
  })

describe('a payment callback settles its own order, once (issue 41 §1, §7)', () => {
  it('refuses one paid callback replayed with other pending orders ids: nothing else settles', async () => {
    const before = await balanceOf(patient)
    const first = await topUp(patient)
    const obj = paid(first)
    expect((await post(obj)).statusCode).toBe(200)
    expect(await balanceOf(patient)).toBe(before + first.amount)

    const others = [await topUp(patient), await topUp(patient), await topUp(other)]
    for (const target of others) {
      // merchant_order_id is not signed: the signature still holds, and must not choose the order.
      const replayed = { ...obj, order: { ...obj.order, merchant_order_id: target.orderId } }
      const answer = await post(replayed, sign(obj, secret()))
      expect(answer.statusCode).toBe(404)
      expect(answer.json().error.code).toBe('ORDER_NOT_FOUND')
    }
    for (const target of others.slice(0, 2)) expect(await statusOf(patient, target.orderId)).toBe('pending')
    expect(await statusOf(other, others[2]!.orderId)).toBe('pending')
    expect(await balanceOf(patient)).toBe(before + first.amount)
    expect(await balanceOf(other)).toBe(0)
    const kept = await t.db
      .selectFrom('paymentCallbacks')
      .select('outcome')
      .where('transactionRef', '=', String(obj.id))
      .orderBy('id')
      .execute()
    expect(kept.map((k) => k.outcome)).toEqual([
      'settled',
      'order mismatch',
      'order mismatch',
      'order mismatch',
    ])
  })

  it('refuses the paid callback pointed at another order by its order id: that is signed', async () => {
    const first = await topUp(patient)
    const target = await topUp(patient)
    const obj = paid(first)
    expect((await post(obj)).statusCode).toBe(200)
    const moved = { ...obj, order: { id: Number(target.providerOrderId), merchant_order_id: target.orderId } }
    const answer = await post(moved, sign(obj, secret()))
    expect(answer.statusCode).toBe(400)
    expect(answer.json().error.code).toBe('INVALID_SIGNATURE')
    expect(await statusOf(patient, target.orderId)).toBe('pending')
  })

  it('settles nothing with a transaction id already used, even signed for another order', async () => {
    const before = await balanceOf(patient)
    const first = await topUp(patient)
    const obj = paid(first)
    expect((await post(obj)).statusCode).toBe(200)
    const target = await topUp(patient)
    // The same transaction id on another order's transaction, signed: a gateway's mistake, or a replay we signed.
    const reused = { ...paid(target), id: obj.id }
    expect((await post(reused)).statusCode).toBe(200)
    expect(await statusOf(patient, target.orderId)).toBe('pending')
    expect(await balanceOf(patient)).toBe(before + first.amount)
    // And the first one replayed as it was: a duplicate.
    expect((await post(obj)).statusCode).toBe(200)
    expect(await balanceOf(patient)).toBe(before + first.amount)
  })

  it('settles nothing paid in another currency or through an integration not ours', async () => {
    const before = await balanceOf(patient)
    const order = await topUp(patient)
    for (const changed of [
      { ...paid(order), currency: 'USD' },
      { ...paid(order), integration_id: 999_999 },
    ]) {
      expect((await post(changed)).statusCode).toBe(200)
      expect(await statusOf(patient, order.orderId)).toBe('pending')
    }
    expect(await balanceOf(patient)).toBe(before)
  })

  it('credits a second real payment of a paid order to the wallet once, and says so', async () => {
    const before = await balanceOf(patient)
    const order = await topUp(patient)
    expect((await post(paid(order))).statusCode).toBe(200)
    const second = paid(order)
    expect((await post(second)).statusCode).toBe(200)
    expect((await post(second)).statusCode).toBe(200)
    expect(await balanceOf(patient)).toBe(before + 2 * order.amount)
    const kept = await t.db
      .selectFrom('paymentCallbacks')
      .select('outcome')
      .where('transactionRef', '=', String(second.id))
      .orderBy('id')
      .execute()
    expect(kept.map((k) => k.outcome)).toEqual(['extra', 'duplicate'])
  })
})

describe('a card refund is asked for once, even when the job dies mid-call (issue 41 §2)', () => {
  it('asks the provider what went back before asking again', async () => {
    const doctor = await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '01010000004')
      .executeTakeFirstOrThrow()
    const slots = (
      await t.app.inject({ method: 'GET', url: `/api/v1/doctors/${doctor.id}/availability?days=30` })
    ).json().slots as { start: string }[]
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { cookie: patient },
      payload: {
        doctorId: doctor.id,
        practice: 'video',
        startsAt: slots[5]!.start,
        complaint: 'صداع منذ يومين',
        method: 'card',
        timeZone: 'Africa/Cairo',
        timezoneOffsetMinutes: -120,
        billing,
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const { orderId } = created.json() as { orderId: string }
    const order = await t.db
      .selectFrom('paymentOrders')
      .select(['amount', 'bookingId'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    const providerOrderId = await providerOrderOf(t.app, orderId, patient)
    expect((await post(paid({ orderId, providerOrderId, amount: order.amount }))).statusCode).toBe(200)

    // The provider takes the refund, and the answer never reaches us (the job is killed, the network drops).
    const sandbox = t.adapters.payments
    let asked = 0
    let lost = true
    const gateway: PaymentGateway = {
      ...sandbox,
      refund: async (input) => {
        asked += 1
        const answer = await sandbox.refund(input)
        if (lost) throw new Error('connection reset')
        return answer
      },
    }
    const ctx = {
      db: t.db,
      adapters: { ...t.adapters, payments: gateway },
      log: pino({ level: 'silent' }),
    } as unknown as RequestContext
    await expect(paymentsService.refundToCard(ctx, { bookingId: order.bookingId! })).rejects.toThrow(/reset/)
    lost = false
    await paymentsService.refundToCard(ctx, { bookingId: order.bookingId! })
    await paymentsService.refundToCard(ctx, { bookingId: order.bookingId! })
    expect(asked).toBe(1)
    const refund = await t.db
      .selectFrom('paymentRefunds')
      .select(['status', 'attempts'])
      .where('bookingId', '=', order.bookingId!)
      .executeTakeFirstOrThrow()
    expect(refund).toEqual({ status: 'sent', attempts: 3 })
  })
})

describe('the billing details given last (issue 41 §4)', () => {
  it('fills the next card form with the payer’s own, never anyone else’s', async () => {
    await topUp(patient)
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/billing',
      headers: { cookie: patient },
    })
    expect(mine.json()).toEqual({ billing: billing })
    const stranger = await signUp(t.app, 'patient', '01220007779')
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/billing',
      headers: { cookie: stranger },
    })
    expect(theirs.json()).toEqual({ billing: null })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payments/billing' })).statusCode).toBe(401)
  })
})
