import { createServer } from 'node:net'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signUp, validBilling, validPatientProfile } from '#api/testing/journeys'
import { endFailedHold } from './booking-payment.service'

/**
 * Issue 41 §4 against the real app and PostgreSQL: a declined card keeps the booking's time held while the hold
 * lasts, says why it failed, and its payer — and only its payer — pays again by another card or method for the same
 * time; the hold still ends at its deadline when nothing pays it.
 */

let t: TestApp
let patient: string
let otherPatient: string
let doctor: string
let doctorId: string

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

beforeAll(async () => {
  const port = await freePort()
  t = await buildTestApp({ rateLimit: false, env: { PUBLIC_URL: `http://127.0.0.1:${port}` } })
  // The sandbox gateway posts its callbacks to PUBLIC_URL, as Paymob posts to ours.
  await t.app.listen({ port, host: '127.0.0.1' })
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  otherPatient = await signUp(t.app, 'patient', '01220009871')
  expect((await send('POST', '/api/v1/profiles/me', otherPatient, validPatientProfile)).statusCode).toBe(201)
  const row = await t.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', '01010000004')
    .executeTakeFirstOrThrow()
  doctorId = row.id // Dr. Aya Mahmoud: video 60 EGP, 10:00–14:00 and 18:00–22:00 daily
}, 60_000)
afterAll(() => t.close())

let slotCursor = 0
/** A free slot of Dr. Aya's a day or more ahead (so card holds last their 15 minutes), each call a later one. */
async function nextSlot(): Promise<string> {
  const response = await send('GET', `/api/v1/doctors/${doctorId}/availability?days=30`)
  const slots = (response.json() as { slots: { start: string }[] }).slots.filter(
    (s) => Date.parse(s.start) > Date.now() + 24 * 3600_000,
  )
  const slot = slots[slotCursor]
  slotCursor += 1
  if (!slot) throw new Error('no free slot')
  return slot.start
}

const billing = validBilling

const booking = (startsAt: string, method: string) => ({
  doctorId,
  practice: 'video',
  startsAt,
  complaint: 'صداع منذ يومين',
  method,
  timeZone: 'Africa/Cairo',
  timezoneOffsetMinutes: -120,
  ...(method === 'card' ? { billing } : {}),
})

/** Pays an order at the sandbox checkout and waits for its callback to settle it. */
async function paySandbox(cookie: string, orderId: string, body: object) {
  const paid = await send('POST', `/api/v1/payments/sandbox/${orderId}/pay`, cookie, body)
  expect(paid.statusCode, paid.body).toBe(202)
  await t.jobs.whenIdle()
  return (await send('GET', `/api/v1/payments/orders/${orderId}`, cookie)).json<{
    status: string
    bookingId: string
  }>()
}

const declined = { method: 'card', last4: '0002', otp: '123456' }
const approved = { method: 'card', last4: '4242', otp: '123456' }

/** A new patient with a profile (a payer has one unpaid hold per doctor at a time: each test books as its own). */
async function newPatient(phone: string): Promise<string> {
  const cookie = await signUp(t.app, 'patient', phone)
  const profile = { ...validPatientProfile, email: `retry.${phone}@example.com` }
  expect((await send('POST', '/api/v1/profiles/me', cookie, profile)).statusCode).toBe(201)
  return cookie
}

/** A card booking whose card was declined: its booking id and failed order id. */
async function declinedBooking(startsAt: string, payer = patient) {
  const created = await send('POST', '/api/v1/bookings', payer, booking(startsAt, 'card'))
  expect(created.statusCode, created.body).toBe(201)
  const { orderId } = created.json<{ orderId: string }>()
  const order = await paySandbox(payer, orderId, declined)
  expect(order.status).toBe('error')
  return { bookingId: order.bookingId, orderId }
}

describe('a declined card keeps the time for another try (issue 41 §4)', () => {
  it('keeps the booking pending with its hold, says the card was declined, and pays by another card', async () => {
    const startsAt = await nextSlot()
    const { bookingId, orderId } = await declinedBooking(startsAt)

    const payment = await send('GET', `/api/v1/bookings/${bookingId}/payment`, patient)
    expect(payment.statusCode, payment.body).toBe(200)
    const view = payment.json<{ holdExpiresAt: string }>()
    expect(view).toMatchObject({
      bookingId,
      status: 'pending',
      order: { id: orderId, status: 'error', method: 'card', failure: 'declined' },
      retryMethods: ['card', 'mobileWallet'],
    })
    expect(Date.parse(view.holdExpiresAt)).toBeGreaterThan(Date.now())
    // The time is still held: another patient cannot take it.
    const taken = await send('POST', '/api/v1/bookings', otherPatient, booking(startsAt, 'card'))
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.code).toBe('SLOT_TAKEN')

    const retried = await send('POST', `/api/v1/bookings/${bookingId}/payment`, patient, { method: 'card' })
    expect(retried.statusCode, retried.body).toBe(201)
    const { orderId: secondOrderId } = retried.json<{ orderId: string }>()
    expect(secondOrderId).not.toBe(orderId)
    // Asked twice (a double tap), the same order.
    const again = await send('POST', `/api/v1/bookings/${bookingId}/payment`, patient, { method: 'card' })
    expect(again.json()).toEqual({ orderId: secondOrderId })
    const second = await t.db
      .selectFrom('paymentOrders')
      .select(['amount', 'expiresAt', 'billing'])
      .where('id', '=', secondOrderId)
      .executeTakeFirstOrThrow()
    const first = await t.db
      .selectFrom('paymentOrders')
      .select(['amount', 'expiresAt'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    // Same price, same deadline (the hold does not grow), the billing details the bank asked for kept.
    expect(second.amount).toBe(first.amount)
    expect(second.expiresAt.toISOString()).toBe(view.holdExpiresAt)
    expect(second.billing).toEqual(billing)

    expect((await paySandbox(patient, secondOrderId, approved)).status).toBe('completed')
    const receipt = (await send('GET', `/api/v1/bookings/${bookingId}`, patient)).json()
    expect(receipt).toMatchObject({
      status: 'opened',
      startsAt,
      order: { id: secondOrderId, status: 'completed' },
    })
    expect(receipt.paid).toBe(receipt.price.total)
    // Paid: nothing more to try.
    const paid = (await send('GET', `/api/v1/bookings/${bookingId}/payment`, patient)).json()
    expect(paid).toMatchObject({ status: 'opened', retryMethods: [], holdExpiresAt: null })
    const refused = await send('POST', `/api/v1/bookings/${bookingId}/payment`, patient, { method: 'card' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('BOOKING_TRANSITION_REFUSED')
  })

  it('switches to a mobile wallet for the same time, the booking then paid that way', async () => {
    const { bookingId } = await declinedBooking(await nextSlot())
    const retried = await send('POST', `/api/v1/bookings/${bookingId}/payment`, patient, {
      method: 'mobileWallet',
    })
    expect(retried.statusCode, retried.body).toBe(201)
    const { orderId } = retried.json<{ orderId: string }>()
    const order = await paySandbox(patient, orderId, {
      method: 'mobileWallet',
      walletNumber: '01012345678',
      pin: '123456',
      otp: '123456',
    })
    expect(order.status).toBe('completed')
    expect((await send('GET', `/api/v1/bookings/${bookingId}`, patient)).json()).toMatchObject({
      status: 'opened',
      method: 'mobileWallet',
    })
  })

  it('refuses another patient, the doctor and a signed-out caller, and tells them nothing', async () => {
    const { bookingId } = await declinedBooking(await nextSlot(), await newPatient('01220009872'))
    const path = `/api/v1/bookings/${bookingId}/payment`
    for (const [who, cookie, status, code] of [
      ['another patient', otherPatient, 404, 'BOOKING_NOT_FOUND'],
      ['the doctor', doctor, 403, 'FORBIDDEN'],
      ['signed out', undefined, 401, 'UNAUTHENTICATED'],
    ] as const) {
      const read = await send('GET', path, cookie)
      expect(read.statusCode, who).toBe(status)
      expect(read.json().error.code, who).toBe(code)
      const retry = await send('POST', path, cookie, { method: 'card' })
      expect(retry.statusCode, who).toBe(status)
      expect(retry.json().error.code, who).toBe(code)
    }
    const orders = await t.db
      .selectFrom('paymentOrders')
      .select('status')
      .where('bookingId', '=', bookingId)
      .execute()
    expect(orders.map((o) => o.status)).toEqual(['error'])
  })

  it('ends the hold at its deadline when nothing paid it, and the time is free again', async () => {
    const startsAt = await nextSlot()
    const payer = await newPatient('01220009873')
    const { bookingId } = await declinedBooking(startsAt, payer)
    const { holdExpiresAt } = (await send('GET', `/api/v1/bookings/${bookingId}/payment`, payer)).json<{
      holdExpiresAt: string
    }>()
    const afterDeadline = { now: () => new Date(Date.parse(holdExpiresAt) + 1000) }
    // The job enqueued for the deadline, run then.
    await endFailedHold({ db: t.db, jobs: t.jobs, clock: afterDeadline }, bookingId)
    const view = (await send('GET', `/api/v1/bookings/${bookingId}/payment`, payer)).json()
    expect(view).toMatchObject({ status: 'failed', retryMethods: [], holdExpiresAt: null })
    const notified = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('type', '=', 'bookings.holdExpired')
      .where('link', '=', '/booking')
      .execute()
    expect(notified.length).toBeGreaterThan(0)
    // Issue 45 §3: the freed time goes to whoever waits for it (a taken offer whose card failed passes on).
    const offering = await sql<{ n: number }>`
      select count(*)::int as n from pgboss.job
      where name = 'waitingList.offer' and singleton_key = ${`waiting-list:failed:${bookingId}`}`.execute(
      t.db,
    )
    expect(offering.rows[0]?.n).toBe(1)
    const taken = await send('POST', '/api/v1/bookings', otherPatient, booking(startsAt, 'card'))
    expect(taken.statusCode, taken.body).toBe(201)
  })
})
