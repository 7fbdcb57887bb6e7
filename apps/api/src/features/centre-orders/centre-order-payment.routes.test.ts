import { createServer } from 'node:net'
import { sql } from 'kysely'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signInAdmin, signUp, validBilling, validPatientProfile } from '#api/testing/journeys'
import * as paymentsService from '#api/features/payments/payments.service'
import type { RequestContext } from '#api/plugins/context'
import { endFailedHold } from './centre-orders.service'

/**
 * Issue 43 with issue 41 §4's rule (docs/decisions/0044), against the real app and PostgreSQL: a lab test's or
 * scan's order whose card is declined stays pending while its visit time is held, says why, and its payer — and
 * only its payer — pays again by another card or a mobile wallet for the same order, price and deadline (signed
 * sandbox callbacks); the hold still ends at its deadline when nothing pays it. And issue 12 §2's choice: the
 * patient side of an order paid by card is refunded to the wallet or, when it asks, to the card, once; a centre's
 * cancellation refunds to the wallet. The ledger balances throughout.
 */

let t: TestApp
let payer: string
let otherPatient: string
let lab: string
let doctor: string
let admin: string
let labId: string

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

async function ledgerSum(): Promise<number> {
  const row = await sql<{ sum: string }>`select coalesce(sum(amount), 0) as sum from ledger_entries`.execute(
    t.db,
  )
  return Number(row.rows[0]?.sum)
}

/** A new patient with a profile (a payer has at most three unpaid holds: each test pays as its own). */
async function newPatient(phone: string): Promise<string> {
  const cookie = await signUp(t.app, 'patient', phone)
  const profile = { ...validPatientProfile, email: `centre.retry.${phone}@example.com` }
  expect((await send('POST', '/api/v1/profiles/me', cookie, profile)).statusCode).toBe(201)
  return cookie
}

beforeAll(async () => {
  const port = await freePort()
  t = await buildTestApp({ rateLimit: false, env: { PUBLIC_URL: `http://127.0.0.1:${port}` } })
  // The sandbox gateway posts its signed callbacks to PUBLIC_URL, as Paymob posts to ours.
  await t.app.listen({ port, host: '127.0.0.1' })
  lab = await signIn(t.app, demo.lab.phone, demo.lab.password)
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  admin = await signInAdmin(t.app)
  payer = await newPatient('01220006601')
  otherPatient = await newPatient('01220006602')
  labId = (
    await t.db.selectFrom('users').select('id').where('phone', '=', demo.lab.phone).executeTakeFirstOrThrow()
  ).id
}, 60_000)
afterAll(() => t.close())

let timeCursor = 0
/** A visit time of the lab's a day or more ahead (so a card's hold runs its full 15 minutes), each call a later one. */
async function nextTime(): Promise<{ startsAt: string; total: number }> {
  const query = `centreId=${labId}&serviceId=lab:cbc`
  const first = (await send('GET', `/api/v1/centre-orders/quote?${query}`)).json()
  const times: string[] = []
  for (const day of (first.days as string[]).slice(1, 4))
    times.push(...(await send('GET', `/api/v1/centre-orders/quote?${query}&date=${day}`)).json().times)
  const startsAt = times.filter((time) => Date.parse(time) > Date.now() + 24 * 3_600_000)[timeCursor]
  timeCursor += 1
  if (!startsAt) throw new Error('no visit time')
  const total = (first.prices as { method: string; total: number }[]).find((p) => p.method === 'card')?.total
  return { startsAt, total: total ?? -1 }
}

/** Pays an order at the sandbox checkout and waits for its signed callback to settle it. */
async function paySandbox(cookie: string, orderId: string, body: object) {
  const paid = await send('POST', `/api/v1/payments/sandbox/${orderId}/pay`, cookie, body)
  expect(paid.statusCode, paid.body).toBe(202)
  await t.jobs.whenIdle()
  return (await send('GET', `/api/v1/payments/orders/${orderId}`, cookie)).json<{ status: string }>()
}

const declined = { method: 'card', last4: '0002', otp: '123456' }
const approved = { method: 'card', last4: '4242', otp: '123456' }

/** A lab order by card whose card was declined: its id, its failed payment order and its total. */
async function declinedOrder(cookie = payer) {
  const { startsAt, total } = await nextTime()
  const created = await send('POST', '/api/v1/centre-orders', cookie, {
    centreId: labId,
    serviceId: 'lab:cbc',
    startsAt,
    note: 'متابعة أنيميا',
    method: 'card',
    billing: validBilling,
    timeZone: 'Africa/Cairo',
    total,
  })
  expect(created.statusCode, created.body).toBe(201)
  const { centreOrderId, paymentOrderId } = created.json<{ centreOrderId: string; paymentOrderId: string }>()
  expect((await paySandbox(cookie, paymentOrderId, declined)).status).toBe('error')
  return { id: centreOrderId, orderId: paymentOrderId, total }
}

describe('a declined card keeps a lab order for another try (issue 41 §4, issue 43)', () => {
  it('keeps the order pending with its hold, says the card was declined, and pays by another card', async () => {
    const { id, orderId, total } = await declinedOrder()

    const payment = await send('GET', `/api/v1/centre-orders/${id}/payment`, payer)
    expect(payment.statusCode, payment.body).toBe(200)
    const view = payment.json<{ holdExpiresAt: string }>()
    expect(view).toMatchObject({
      centreOrderId: id,
      status: 'pending',
      order: { id: orderId, status: 'error', method: 'card', failure: 'declined' },
      retryMethods: ['card', 'mobileWallet'],
    })
    expect(Date.parse(view.holdExpiresAt)).toBeGreaterThan(Date.now())
    // The order page offers the payer to pay again (no payment order under way: the page asks how).
    const page = (await send('GET', `/api/v1/centre-orders/${id}`, payer)).json()
    expect(page).toMatchObject({ status: 'pending', paymentOrderId: null, actions: ['pay', 'cancel'] })
    // The centre still does not see an unpaid order.
    expect((await send('GET', '/api/v1/centre-orders?tab=new', lab)).json().items).toEqual([])

    const retried = await send('POST', `/api/v1/centre-orders/${id}/payment`, payer, { method: 'card' })
    expect(retried.statusCode, retried.body).toBe(201)
    const { orderId: secondOrderId } = retried.json<{ orderId: string }>()
    expect(secondOrderId).not.toBe(orderId)
    // Asked twice (a double tap), the same order; the page now leads to its checkout.
    const again = await send('POST', `/api/v1/centre-orders/${id}/payment`, payer, { method: 'card' })
    expect(again.json()).toEqual({ orderId: secondOrderId })
    expect((await send('GET', `/api/v1/centre-orders/${id}`, payer)).json().paymentOrderId).toBe(
      secondOrderId,
    )
    const [first, second] = await Promise.all(
      [orderId, secondOrderId].map((orderId) =>
        t.db
          .selectFrom('paymentOrders')
          .select(['amount', 'expiresAt', 'billing', 'kind', 'centreOrderId'])
          .where('id', '=', orderId)
          .executeTakeFirstOrThrow(),
      ),
    )
    // Same price, same deadline (the hold does not grow), the billing details the bank asked for kept.
    expect(second).toMatchObject({ amount: total, kind: 'centreOrderPay', centreOrderId: id })
    expect(second?.amount).toBe(first?.amount)
    expect(second?.expiresAt.toISOString()).toBe(view.holdExpiresAt)
    expect(second?.billing).toEqual(validBilling)

    expect((await paySandbox(payer, secondOrderId, approved)).status).toBe('completed')
    expect((await send('GET', `/api/v1/centre-orders/${id}`, payer)).json()).toMatchObject({
      status: 'booked',
      method: 'card',
      total,
      actions: ['cancel'],
    })
    // Paid once: one payment posting for the order, and the ledger balances.
    const postings = await t.db
      .selectFrom('ledgerTransactions')
      .select('kind')
      .where('centreOrderId', '=', id)
      .execute()
    expect(postings).toEqual([{ kind: 'visitPay' }])
    expect(await ledgerSum()).toBe(0)
    // Paid: nothing more to try.
    const paid = (await send('GET', `/api/v1/centre-orders/${id}/payment`, payer)).json()
    expect(paid).toMatchObject({ status: 'booked', retryMethods: [], holdExpiresAt: null })
    const refused = await send('POST', `/api/v1/centre-orders/${id}/payment`, payer, { method: 'card' })
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'CENTRE_ORDER_TRANSITION_REFUSED'])
    // At most one live payment order per centre order, ever.
    const live = await t.db
      .selectFrom('paymentOrders')
      .select('status')
      .where('centreOrderId', '=', id)
      .where('status', 'in', ['pending', 'completed'])
      .execute()
    expect(live).toEqual([{ status: 'completed' }])
  })

  it('switches to a mobile wallet, superseding a card order under way; the order is then paid that way', async () => {
    const { id } = await declinedOrder()
    const card = await send('POST', `/api/v1/centre-orders/${id}/payment`, payer, { method: 'card' })
    const { orderId: cardOrder } = card.json<{ orderId: string }>()
    const retried = await send('POST', `/api/v1/centre-orders/${id}/payment`, payer, {
      method: 'mobileWallet',
    })
    expect(retried.statusCode, retried.body).toBe(201)
    const { orderId } = retried.json<{ orderId: string }>()
    const superseded = await t.db
      .selectFrom('paymentOrders')
      .select('status')
      .where('id', '=', cardOrder)
      .executeTakeFirstOrThrow()
    expect(superseded.status).toBe('timeout')
    const order = await paySandbox(payer, orderId, {
      method: 'mobileWallet',
      walletNumber: '01012345678',
      pin: '123456',
      otp: '123456',
    })
    expect(order.status).toBe('completed')
    expect((await send('GET', `/api/v1/centre-orders/${id}`, payer)).json()).toMatchObject({
      status: 'booked',
      method: 'mobileWallet',
    })
    expect(await ledgerSum()).toBe(0)
  })

  it('answers the payer only: another patient, the centre and a doctor are told nothing, signed out is refused', async () => {
    const { id } = await declinedOrder(await newPatient('01220006603'))
    const path = `/api/v1/centre-orders/${id}/payment`
    for (const [who, cookie, status, code] of [
      ['another patient', otherPatient, 404, 'CENTRE_ORDER_NOT_FOUND'],
      ['the centre', lab, 403, 'FORBIDDEN'],
      ['a doctor', doctor, 403, 'FORBIDDEN'],
      ['an admin', admin, 403, 'FORBIDDEN'],
      ['signed out', undefined, 401, 'UNAUTHENTICATED'],
    ] as const) {
      const read = await send('GET', path, cookie)
      expect([read.statusCode, read.json().error.code], who).toEqual([status, code])
      const retry = await send('POST', path, cookie, { method: 'card' })
      expect([retry.statusCode, retry.json().error.code], who).toEqual([status, code])
    }
    const bad = await send('POST', path, payer, { method: 'kiosk' })
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'VALIDATION_FAILED'])
    const orders = await t.db
      .selectFrom('paymentOrders')
      .select('status')
      .where('centreOrderId', '=', id)
      .execute()
    expect(orders.map((o) => o.status)).toEqual(['error'])
  })

  it('ends the hold at its deadline when nothing paid it: the order fails and the payer is told', async () => {
    const cookie = await newPatient('01220006604')
    const { id } = await declinedOrder(cookie)
    const { holdExpiresAt } = (await send('GET', `/api/v1/centre-orders/${id}/payment`, cookie)).json<{
      holdExpiresAt: string
    }>()
    // The job waits for the hold's deadline.
    const { rows: jobs } = await sql<{ startAfter: Date }>`
      select start_after as "startAfter" from pgboss.job
      where name = 'centreOrders.endFailedHold' and data->>'orderId' = ${id}`.execute(t.db)
    expect(jobs.map((j) => j.startAfter.toISOString())).toEqual([holdExpiresAt])
    // Before the deadline the job leaves the hold (it runs again).
    await expect(
      endFailedHold({ db: t.db, jobs: t.jobs, clock: { now: () => new Date() } }, id),
    ).rejects.toThrow()
    const afterDeadline = { now: () => new Date(Date.parse(holdExpiresAt) + 1000) }
    await endFailedHold({ db: t.db, jobs: t.jobs, clock: afterDeadline }, id)
    const view = (await send('GET', `/api/v1/centre-orders/${id}/payment`, cookie)).json()
    expect(view).toMatchObject({ status: 'failed', retryMethods: [], holdExpiresAt: null })
    const told = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('link', '=', `/orders/${id}`)
      .execute()
    expect(told).toEqual([{ type: 'centreOrders.paymentFailed' }])
    // Run again (at least once delivery), it does nothing more.
    await endFailedHold({ db: t.db, jobs: t.jobs, clock: afterDeadline }, id)
    const again = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('link', '=', `/orders/${id}`)
      .execute()
    expect(again).toHaveLength(1)
  })
})

describe('a card-paid order refunded to the card (issue 12 §2, issue 43)', () => {
  /** A lab order paid at the sandbox by `method`: its id and total. */
  async function paidOrder(cookie: string, method: 'card' | 'mobileWallet') {
    const { startsAt } = await nextTime()
    const query = `centreId=${labId}&serviceId=lab:cbc`
    const prices = (await send('GET', `/api/v1/centre-orders/quote?${query}`)).json().prices as {
      method: string
      total: number
    }[]
    const total = prices.find((p) => p.method === method)?.total ?? -1
    const created = await send('POST', '/api/v1/centre-orders', cookie, {
      centreId: labId,
      serviceId: 'lab:cbc',
      startsAt,
      note: 'متابعة أنيميا',
      method,
      ...(method === 'card' ? { billing: validBilling } : {}),
      timeZone: 'Africa/Cairo',
      total,
    })
    expect(created.statusCode, created.body).toBe(201)
    const { centreOrderId, paymentOrderId } = created.json<{
      centreOrderId: string
      paymentOrderId: string
    }>()
    const body =
      method === 'card'
        ? approved
        : { method: 'mobileWallet', walletNumber: '01012345678', pin: '123456', otp: '123456' }
    expect((await paySandbox(cookie, paymentOrderId, body)).status).toBe('completed')
    return { id: centreOrderId, total }
  }
  const walletOf = async (cookie: string) =>
    (await send('GET', '/api/v1/payments/wallet', cookie)).json().balance as number
  const transactionOf = async (id: string) =>
    (
      await t.db
        .selectFrom('paymentTransactions as t')
        .innerJoin('paymentOrders as o', 'o.id', 't.orderId')
        .select('t.transactionRef')
        .where('o.centreOrderId', '=', id)
        .where('t.outcome', '=', 'settled')
        .executeTakeFirstOrThrow()
    ).transactionRef

  it('sends the refund back to the card once when the patient asks, the wallet untouched', async () => {
    const cookie = await newPatient('01220006605')
    const { id, total } = await paidOrder(cookie, 'card')
    const before = await walletOf(cookie)
    // Others cannot cancel it, whatever they ask for.
    for (const other of [otherPatient, doctor]) {
      const refused = await send('POST', `/api/v1/centre-orders/${id}/cancel`, other, { refundTo: 'card' })
      expect([refused.statusCode, refused.json().error.code]).toEqual([404, 'CENTRE_ORDER_NOT_FOUND'])
    }
    expect(
      (await send('POST', `/api/v1/centre-orders/${id}/cancel`, undefined, { refundTo: 'card' })).statusCode,
    ).toBe(401)

    const canceled = await send('POST', `/api/v1/centre-orders/${id}/cancel`, cookie, { refundTo: 'card' })
    expect(canceled.statusCode, canceled.body).toBe(200)
    expect(canceled.json()).toMatchObject({ status: 'canceled', refund: total, refundTo: 'card' })
    await t.jobs.whenIdle()
    expect(await walletOf(cookie)).toBe(before)
    const ref = await transactionOf(id)
    expect(await t.adapters.payments.refundedAmount(ref)).toBe(total)
    const refunds = await t.db
      .selectFrom('paymentRefunds')
      .select(['status', 'amount', 'bookingId'])
      .where('centreOrderId', '=', id)
      .execute()
    expect(refunds).toEqual([{ status: 'sent', amount: total, bookingId: null }])
    // The job delivered again (at least once) asks nothing more of the provider.
    const jobCtx = {
      db: t.db,
      adapters: t.adapters,
      log: pino({ level: 'silent' }),
    } as unknown as RequestContext
    await paymentsService.refundToCard(jobCtx, { centreOrderId: id })
    expect(await t.adapters.payments.refundedAmount(ref)).toBe(total)
    // Cancelled twice: refused, nothing moves again.
    const again = await send('POST', `/api/v1/centre-orders/${id}/cancel`, cookie, { refundTo: 'card' })
    expect(again.statusCode).toBe(409)
    const postings = await t.db
      .selectFrom('ledgerTransactions')
      .select('kind')
      .where('centreOrderId', '=', id)
      .orderBy('createdAt')
      .execute()
    expect(postings.map((p) => p.kind)).toEqual(['visitPay', 'visitRefund'])
    expect(await ledgerSum()).toBe(0)
  })

  it('refunds to the wallet by default, and always when the centre cancels', async () => {
    const cookie = await newPatient('01220006606')
    const mine = await paidOrder(cookie, 'card')
    const before = await walletOf(cookie)
    const canceled = await send('POST', `/api/v1/centre-orders/${mine.id}/cancel`, cookie, {})
    expect(canceled.json()).toMatchObject({ refund: mine.total, refundTo: 'wallet' })
    expect(await walletOf(cookie)).toBe(before + mine.total)

    const theirs = await paidOrder(cookie, 'card')
    const byCentre = await send('POST', `/api/v1/centre-orders/${theirs.id}/cancel`, lab, {
      reason: 'The analyser is under maintenance',
      refundTo: 'card',
    })
    expect(byCentre.statusCode, byCentre.body).toBe(200)
    expect(byCentre.json()).toMatchObject({ canceledBy: 'centre', refund: theirs.total, refundTo: 'wallet' })
    expect(await walletOf(cookie)).toBe(before + mine.total + theirs.total)
    await t.jobs.whenIdle()
    for (const id of [mine.id, theirs.id]) {
      expect(await t.adapters.payments.refundedAmount(await transactionOf(id))).toBe(0)
      expect(
        await t.db.selectFrom('paymentRefunds').select('status').where('centreOrderId', '=', id).execute(),
      ).toEqual([])
    }
    expect(await ledgerSum()).toBe(0)
  })

  it('refuses a refund to a card the order was not paid with', async () => {
    const cookie = await newPatient('01220006607')
    const { id } = await paidOrder(cookie, 'mobileWallet')
    const refused = await send('POST', `/api/v1/centre-orders/${id}/cancel`, cookie, { refundTo: 'card' })
    expect([refused.statusCode, refused.json().error.code]).toEqual([400, 'REFUND_TARGET_NOT_ALLOWED'])
    const bad = await send('POST', `/api/v1/centre-orders/${id}/cancel`, cookie, { refundTo: 'bank' })
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'VALIDATION_FAILED'])
    expect(bad.json().error.issues.map((i: { path: string }) => i.path)).toContain('refundTo')
    expect((await send('GET', `/api/v1/centre-orders/${id}`, cookie)).json().status).toBe('booked')
  })
})
