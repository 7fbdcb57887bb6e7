import { createServer } from 'node:net'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxTransaction, sign, type PaymobTransaction, type SandboxGateway } from '#api/adapters/payments'
import * as paymentsService from '#api/features/payments/payments.service'
import { endFailedHold } from './booking-payment.service'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import {
  demo,
  kioskPayable,
  providerOrderOf,
  signIn,
  signUp,
  validBilling,
  validPatientProfile,
} from '#api/testing/journeys'

/**
 * Issue 9 §2–5 against the real app and PostgreSQL: createBooking for each method, the slot held while a payment is
 * awaited, the sandbox gateway's signed callbacks (sent over HTTP to this app's own callback URL), the ledger.
 */

let t: TestApp
let baseUrl: string
let patient: string
let otherPatient: string
let doctor: string
let doctorId: string
let patientId: string

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

beforeAll(async () => {
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  t = await buildTestApp({ rateLimit: false, env: { PUBLIC_URL: baseUrl } })
  // The sandbox gateway posts its callbacks to PUBLIC_URL, as Paymob posts to ours.
  await t.app.listen({ port, host: '127.0.0.1' })
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  otherPatient = await signUp(t.app, 'patient', '01220009998')
  expect((await send('POST', '/api/v1/profiles/me', otherPatient, validPatientProfile)).statusCode).toBe(201)
  doctorId = await userIdOf('01010000004') // Dr. Aya Mahmoud: video 60 EGP, 10:00–14:00 and 18:00–22:00 daily
  patientId = await userIdOf(demo.patient.phone)
}, 60_000)
afterAll(() => t.close())

async function userIdOf(phone: string): Promise<string> {
  return (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
}

const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

let slotCursor = 0
/** A free slot of Dr. Aya's, each call a later one, so tests do not race each other for times. */
async function nextSlot(): Promise<string> {
  const response = await send('GET', `/api/v1/doctors/${doctorId}/availability?days=30`)
  const slots = kioskPayable((response.json() as { slots: { start: string }[] }).slots)
  const slot = slots[slotCursor + 2]
  slotCursor += 1
  if (!slot) throw new Error('no free slot')
  return slot.start
}

const booking = (startsAt: string, method: string, extra: object = {}) => ({
  doctorId,
  practice: 'video',
  startsAt,
  complaint: 'صداع منذ يومين',
  method,
  timeZone: 'Africa/Cairo',
  timezoneOffsetMinutes: -120,
  ...extra,
})

const billing = validBilling

async function ledgerSum(): Promise<number> {
  const row = await sql<{ sum: string }>`select coalesce(sum(amount), 0) as sum from ledger_entries`.execute(
    t.db,
  )
  return Number(row.rows[0]?.sum)
}

async function walletOf(
  cookie: string,
): Promise<{ balance: number; log: { type: string; amount: number }[] }> {
  return (await send('GET', '/api/v1/payments/wallet', cookie)).json()
}

/** Pays an order at the sandbox checkout and waits for its callback to settle it. */
async function paySandbox(cookie: string, orderId: string, body: object) {
  const paid = await send('POST', `/api/v1/payments/sandbox/${orderId}/pay`, cookie, body)
  expect(paid.statusCode).toBe(202)
  await t.jobs.whenIdle()
  return (await send('GET', `/api/v1/payments/orders/${orderId}`, cookie)).json()
}

describe('paying by card through the sandbox (issue 9 §2–3)', () => {
  it('holds the slot while the payment is awaited, confirms the booking on the signed callback', async () => {
    const startsAt = await nextSlot()
    const quote = (
      await send(
        'GET',
        `/api/v1/bookings/quote?doctorId=${doctorId}&practice=video&startsAt=${startsAt}`,
        patient,
      )
    ).json()
    const card = quote.methods.find((m: { method: string }) => m.method === 'card')
    expect(quote.methods.map((m: { method: string }) => m.method)).toEqual([
      'wallet',
      'card',
      'mobileWallet',
      'kiosk',
    ])
    // SPEC 9: the doctor's 60 EGP is 62.72% of the total, rounded up to a pound; the card adds its surcharge.
    expect(card.price).toMatchObject({
      doctor: 6000,
      total: card.price.doctor + card.price.serviceFee + card.price.vat + card.price.surcharge,
    })

    const created = await send(
      'POST',
      '/api/v1/bookings',
      patient,
      booking(startsAt, 'card', { billing, total: card.price.total }),
    )
    expect(created.statusCode).toBe(201)
    const { orderId } = created.json() as { orderId: string }

    // The slot is held: nobody else can take it, and it is no longer offered (SPEC 8's message).
    const race = await send('POST', '/api/v1/bookings', otherPatient, booking(startsAt, 'wallet'))
    expect(race.statusCode).toBe(409)
    expect(race.json().error).toMatchObject({ code: 'SLOT_TAKEN' })
    const free = (await send('GET', `/api/v1/doctors/${doctorId}/availability?days=30`)).json().slots
    expect(free.map((s: { start: string }) => s.start)).not.toContain(startsAt)

    const order = await paySandbox(patient, orderId, { method: 'card', last4: '4242', otp: '123456' })
    expect(order).toMatchObject({ status: 'completed', amount: card.price.total, kind: 'bookingPay' })
    const receipt = (await send('GET', `/api/v1/bookings/${order.bookingId}`, patient)).json()
    expect(receipt).toMatchObject({
      status: 'opened',
      method: 'card',
      paid: card.price.total,
      price: card.price,
    })
    expect(await ledgerSum()).toBe(0)
    const told = await t.db
      .selectFrom('notifications')
      .select(['recipientId', 'type'])
      .where('type', 'in', ['bookings.confirmed', 'bookings.booked'])
      .execute()
    expect(told).toEqual(
      expect.arrayContaining([
        { recipientId: patientId, type: 'bookings.confirmed' },
        { recipientId: doctorId, type: 'bookings.booked' },
      ]),
    )
  })

  it('refunds a card booking cancelled early to the card through the provider, once (issue 12 §2)', async () => {
    const later = (await send('GET', `/api/v1/doctors/${doctorId}/availability?days=30`)).json().slots as {
      start: string
    }[]
    // Three days ahead: far from the other tests' slots, and more than 24 hours away.
    const startsAt = later.map((s) => s.start).find((s) => Date.parse(s) > Date.now() + 72 * 3_600_000) ?? ''
    const created = await send('POST', '/api/v1/bookings', patient, booking(startsAt, 'card', { billing }))
    const order = await paySandbox(patient, created.json().orderId, {
      method: 'card',
      last4: '4242',
      otp: '123456',
    })
    expect(order.status).toBe('completed')
    const bookingId = order.bookingId as string
    const walletBefore = (await send('GET', '/api/v1/payments/wallet', patient)).json().balance
    const quote = (await send('GET', `/api/v1/bookings/${bookingId}/cancellation`, patient)).json()
    expect(quote).toMatchObject({
      canCancel: true,
      full: true,
      targets: ['wallet', 'card'],
      refund: order.amount,
    })
    const cancelled = await send('POST', `/api/v1/bookings/${bookingId}/cancel`, patient, {
      refundTo: 'card',
    })
    expect(cancelled.json()).toMatchObject({ status: 'canceled', refundTo: 'card' })
    await t.jobs.whenIdle()
    // The money went back through the gateway, not to the wallet; the provider's refund ran once and succeeded.
    expect((await send('GET', '/api/v1/payments/wallet', patient)).json().balance).toBe(walletBefore)
    const refunds = await sql<{ state: string }>`
      select state from pgboss.job where name = 'payments.refund' and data->>'bookingId' = ${bookingId}`.execute(
      t.db,
    )
    expect(refunds.rows).toEqual([{ state: 'completed' }])
    const postings = await t.db
      .selectFrom('ledgerTransactions')
      .select('kind')
      .where('bookingId', '=', bookingId)
      .orderBy('createdAt')
      .execute()
    expect(postings.map((p) => p.kind)).toEqual(['visitPay', 'visitRefund'])
    expect(await ledgerSum()).toBe(0)
  })

  it('keeps the slot held for another try when the card is declined (issue 41 §4)', async () => {
    const startsAt = await nextSlot()
    const { orderId } = (
      await send('POST', '/api/v1/bookings', otherPatient, booking(startsAt, 'card', { billing }))
    ).json()
    const order = await paySandbox(otherPatient, orderId, { method: 'card', last4: '0002', otp: '123456' })
    expect(order.status).toBe('error')
    const receipt = (await send('GET', `/api/v1/bookings/${order.bookingId}`, otherPatient)).json()
    expect(receipt).toMatchObject({ status: 'pending', paid: 0, order: { id: orderId, status: 'error' } })
    // The time stays the payer's until the hold's deadline (booking-payment.routes.test.ts: the retry, the end).
    const taken = await send('POST', '/api/v1/bookings', patient, booking(startsAt, 'card', { billing }))
    expect(taken.statusCode).toBe(409)
    // Its deadline's job ends the hold when nothing paid it.
    const deadline = Date.parse(receipt.holdExpiresAt) + 1000
    await endFailedHold({ db: t.db, jobs: t.jobs, clock: { now: () => new Date(deadline) } }, order.bookingId)
    expect((await send('GET', `/api/v1/bookings/${order.bookingId}`, otherPatient)).json().status).toBe(
      'failed',
    )
  })

  it('times the order out at its deadline, ending the hold and telling the patient', async () => {
    const startsAt = await nextSlot()
    const { orderId } = (
      await send('POST', '/api/v1/bookings', patient, booking(startsAt, 'mobileWallet'))
    ).json()
    // The patient opened the gateway's checkout (its order is numbered then), and paid too late.
    await providerOrderOf(t.app, orderId, patient)
    const held = await t.db
      .selectFrom('paymentOrders')
      .select('expiresAt')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    // A card or wallet payment holds the slot 15 minutes (bookings.rules holdMinutes).
    expect(held.expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000)
    // The deadline's job, run now: the order times out, the booking fails, the slot is free, the patient is told.
    await paymentsService.expireOrder({ db: t.db, jobs: t.jobs, clock: { now: () => new Date() } }, orderId)
    const order = (await send('GET', `/api/v1/payments/orders/${orderId}`, patient)).json()
    expect(order.status).toBe('timeout')
    expect((await send('GET', `/api/v1/bookings/${order.bookingId}`, patient)).json()).toMatchObject({
      status: 'failed',
    })
    const told = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('recipientId', '=', patientId)
      .where('type', '=', 'bookings.holdExpired')
      .execute()
    expect(told).toHaveLength(1)
    // A payment that arrives after all is not lost: it goes to the wallet (issue 9 §5).
    const before = (await walletOf(patient)).balance
    // A refund reported on a transaction of the order says money went back: it never credits anyone.
    for (const refund of [{ is_refunded: true }, { is_voided: true }, { has_parent_transaction: true }]) {
      const reported = await postCallback({ ...(await transaction(orderId, order.amount)), ...refund })
      expect(reported.statusCode).toBe(200)
    }
    expect((await walletOf(patient)).balance).toBe(before)
    const late = await paySandboxLate(orderId, order.amount)
    expect(late.statusCode).toBe(200)
    expect((await walletOf(patient)).balance).toBe(before + order.amount)
    expect(await ledgerSum()).toBe(0)
  })
})

/** A success callback for an order the sandbox page would no longer take (it timed out): as a gateway sends late. */
async function paySandboxLate(orderId: string, amount: number) {
  return postCallback(await transaction(orderId, amount))
}

let transactionCursor = 900_000
/**
 * A successful card transaction for an order (the patient's), as the sandbox (or Paymob) reports one. Each has its own
 * transaction id: a callback naming an id already claimed is a duplicate, whatever order it is for.
 */
const transaction = async (orderId: string, amount: number): Promise<PaymobTransaction> =>
  sandboxTransaction({
    orderId,
    providerOrderId: await providerOrderOf(t.app, orderId, patient),
    amount,
    method: 'card',
    success: true,
    pan: '4242',
    transactionId: (transactionCursor += 1),
  })

const sandboxSecret = () => (t.adapters.payments as SandboxGateway).secret

function postCallback(obj: PaymobTransaction, hmac = sign(obj, sandboxSecret())) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/payments/callback/sandbox?hmac=${hmac}`,
    payload: { type: 'TRANSACTION', obj },
  })
}

describe('callbacks (issue 9 §3, §6)', () => {
  it('posts a callback delivered ten times at once exactly once', async () => {
    const startsAt = await nextSlot()
    const { orderId } = (await send('POST', '/api/v1/bookings', patient, booking(startsAt, 'kiosk'))).json()
    const order = (await send('GET', `/api/v1/payments/orders/${orderId}`, patient)).json()
    expect(order.kioskReference).toMatch(/^\d{9}$/)
    const obj = await transaction(orderId, order.amount)
    const answers = await Promise.all(Array.from({ length: 10 }, () => postCallback(obj)))
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200))
    const postings = await t.db
      .selectFrom('ledgerTransactions')
      .select('id')
      .where('bookingId', '=', order.bookingId)
      .execute()
    expect(postings).toHaveLength(1)
    const kept = await t.db
      .selectFrom('paymentCallbacks')
      .select('outcome')
      .where('orderId', '=', orderId)
      .execute()
    expect(kept.map((k) => k.outcome).sort()).toEqual([...Array(9).fill('duplicate'), 'settled'].sort())
    expect(await ledgerSum()).toBe(0)
  })

  it('refuses and keeps a callback with a wrong signature or one changed field', async () => {
    const startsAt = await nextSlot()
    const { orderId } = (
      await send('POST', '/api/v1/bookings', patient, booking(startsAt, 'card', { billing }))
    ).json()
    try {
      const order = (await send('GET', `/api/v1/payments/orders/${orderId}`, patient)).json()
      const obj = await transaction(orderId, order.amount)
      const changed = { ...obj, amount_cents: obj.amount_cents + 100 }
      for (const answer of [
        await postCallback(obj, 'ab'.repeat(64)),
        await postCallback(changed, sign(obj, sandboxSecret())),
      ]) {
        expect(answer.statusCode).toBe(400)
        expect(answer.json().error).toMatchObject({ code: 'INVALID_SIGNATURE' })
      }
      // A refused callback keeps only the fields read and its size, never a body as posted (issue 41 §2).
      const kept = await t.db
        .selectFrom('paymentCallbacks')
        .select(['valid', 'outcome', 'orderId', 'payload'])
        .where('transactionRef', '=', String(obj.id))
        .orderBy('id')
        .execute()
      expect(kept).toEqual(
        [obj, changed].map((sent) => ({
          valid: false,
          outcome: 'bad signature',
          orderId: null,
          payload: {
            size: expect.any(Number),
            id: String(sent.id),
            orderRef: String(sent.order.id),
            merchantOrderId: orderId,
            success: true,
            amountCents: sent.amount_cents,
          },
        })),
      )
      expect((await send('GET', `/api/v1/payments/orders/${orderId}`, patient)).json().status).toBe('pending')
    } finally {
      // Its deadline's job ends the hold: a payer holds one unpaid time of a doctor at once (issue 41 §2), and the
      // patient's next tests book this doctor again.
      await paymentsService.expireOrder({ db: t.db, jobs: t.jobs, clock: { now: () => new Date() } }, orderId)
    }
  })
})

describe('the wallet (issue 9 §4)', () => {
  it('is topped up by card, pays a booking at once, and refuses to go below zero', async () => {
    const poor = await send('POST', '/api/v1/bookings', otherPatient, booking(await nextSlot(), 'wallet'))
    expect(poor.statusCode).toBe(422)
    expect(poor.json().error).toMatchObject({ code: 'INSUFFICIENT_WALLET_BALANCE' })

    const small = await send('POST', '/api/v1/payments/cash-in', otherPatient, {
      amount: 500,
      method: 'kiosk',
    })
    expect(small.statusCode).toBe(400)
    expect(small.json().error.issues).toEqual([expect.objectContaining({ path: 'amount' })])

    const { orderId } = (
      await send('POST', '/api/v1/payments/cash-in', otherPatient, {
        amount: 20_000,
        method: 'card',
        billing,
      })
    ).json()
    expect(
      (await paySandbox(otherPatient, orderId, { method: 'card', last4: '4242', otp: '123456' })).status,
    ).toBe('completed')
    expect((await walletOf(otherPatient)).balance).toBe(20_000)

    const startsAt = await nextSlot()
    const paid = await send('POST', '/api/v1/bookings', otherPatient, booking(startsAt, 'wallet'))
    expect(paid.statusCode).toBe(201)
    const { bookingId } = paid.json()
    const receipt = (await send('GET', `/api/v1/bookings/${bookingId}`, otherPatient)).json()
    expect(receipt).toMatchObject({ status: 'opened', method: 'wallet' })
    expect(receipt.price.surcharge).toBe(0)
    const wallet = await walletOf(otherPatient)
    expect(wallet.balance).toBe(20_000 - receipt.price.total)
    expect(wallet.log.map((l) => [l.type, l.amount])).toEqual([
      ['visitPay', -receipt.price.total],
      ['cashIn', 20_000],
    ])
    expect(await ledgerSum()).toBe(0)
  })
})

describe('the doctor told of a booking (issue 41 §4)', () => {
  it('says a woman booked in words agreeing with her, in the doctor’s SMS and list', async () => {
    const woman = await signUp(t.app, 'patient', '01220009997')
    const profile = {
      ...validPatientProfile,
      name: 'منى سالم',
      gender: 'female',
      email: 'mona.salem@example.com',
    }
    expect((await send('POST', '/api/v1/profiles/me', woman, profile)).statusCode).toBe(201)
    const startsAt = await nextSlot()
    const quote = (
      await send(
        'GET',
        `/api/v1/bookings/quote?doctorId=${doctorId}&practice=video&startsAt=${startsAt}`,
        woman,
      )
    ).json()
    const card = quote.methods.find((m: { method: string }) => m.method === 'card')
    const created = await send(
      'POST',
      '/api/v1/bookings',
      woman,
      booking(startsAt, 'card', { billing, total: card.price.total }),
    )
    expect(created.statusCode).toBe(201)
    const order = await paySandbox(woman, created.json().orderId, {
      method: 'card',
      last4: '4242',
      otp: '123456',
    })
    expect(order.status).toBe('completed')
    await t.jobs.whenIdle()

    const told = await t.db
      .selectFrom('notifications')
      .select('params')
      .where('recipientId', '=', doctorId)
      .where('type', '=', 'bookings.booked')
      .where(sql<boolean>`params->>'patientName' = 'منى سالم'`)
      .executeTakeFirstOrThrow()
    expect(told.params).toMatchObject({ patientName: 'منى سالم', context: 'female' })
    const texts = await t.db
      .selectFrom('outboxMessages')
      .select('body')
      .where('channel', '=', 'sms')
      .where('recipient', '=', '01010000004')
      .execute()
    const sms = texts.map((m) => m.body).find((body) => body.includes('منى سالم'))
    expect(sms).toContain('حجزت منى سالم موعدًا معك')
  })
})

describe('refusals (issue 9 §5)', () => {
  it('refuses what the wizard could not have offered, each with its code', async () => {
    const startsAt = await nextSlot()
    const offSchedule = new Date(new Date(startsAt).getTime() + 7 * 60_000).toISOString()
    const past = new Date(Date.now() - 86_400_000).toISOString()
    const cases: [string | undefined, object, number, string][] = [
      [patient, booking(offSchedule, 'wallet'), 422, 'SLOT_NOT_AVAILABLE'],
      [patient, booking(past, 'wallet'), 422, 'SLOT_NOT_AVAILABLE'],
      [patient, booking(startsAt, 'free'), 422, 'PAYMENT_METHOD_NOT_ALLOWED'],
      [patient, booking(startsAt, 'wallet', { total: 100 }), 409, 'PRICE_CHANGED'],
      [patient, booking(startsAt, 'wallet', { medicalFileId: doctorId }), 404, 'MEDICAL_FILE_NOT_FOUND'],
      [patient, { ...booking(startsAt, 'wallet'), doctorId: patientId }, 404, 'DOCTOR_NOT_BOOKABLE'],
      [patient, booking(startsAt, 'card'), 400, 'VALIDATION_FAILED'],
      [doctor, booking(startsAt, 'wallet'), 403, 'FORBIDDEN'],
      [undefined, booking(startsAt, 'wallet'), 401, 'UNAUTHENTICATED'],
    ]
    for (const [cookie, body, status, code] of cases) {
      const answer = await send('POST', '/api/v1/bookings', cookie, body)
      expect([answer.statusCode, answer.json().error?.code], JSON.stringify(body)).toEqual([status, code])
    }
    expect(
      await t.db.selectFrom('bookings').select('id').where('startsAt', '=', new Date(startsAt)).execute(),
    ).toEqual([])
  })

  it('answers 404 for another user’s booking or order, never its data', async () => {
    const { orderId } = (
      await send('POST', '/api/v1/bookings', patient, booking(await nextSlot(), 'kiosk'))
    ).json()
    const order = (await send('GET', `/api/v1/payments/orders/${orderId}`, patient)).json()
    for (const url of [`/api/v1/payments/orders/${orderId}`, `/api/v1/bookings/${order.bookingId}`]) {
      const other = await send('GET', url, otherPatient)
      expect(other.statusCode).toBe(404)
      expect(JSON.stringify(other.json())).not.toContain(orderId.slice(0, 8))
    }
    const pay = await send('POST', `/api/v1/payments/sandbox/${orderId}/pay`, otherPatient, {
      method: 'kiosk',
    })
    expect(pay.statusCode).toBe(404)
  })

  it('lets a testing patient book a testing doctor, for free only (SPEC 6)', async () => {
    const testingDoctor = (
      await t.db.selectFrom('doctors').select('userId').where('testing', '=', true).executeTakeFirstOrThrow()
    ).userId
    await t.db.updateTable('users').set({ testing: true }).where('id', '=', patientId).execute()
    try {
      const answer = await send('GET', `/api/v1/doctors/${testingDoctor}/availability?days=30`, patient)
      expect(answer.statusCode, answer.body).toBe(200)
      const { slots } = answer.json() as { slots: { start: string }[] }
      const quote = (
        await send(
          'GET',
          `/api/v1/bookings/quote?doctorId=${testingDoctor}&practice=video&startsAt=${slots[0]?.start}`,
          patient,
        )
      ).json()
      expect(quote.methods).toEqual([{ method: 'free', price: expect.objectContaining({ total: 0 }) }])
      const free = await send('POST', '/api/v1/bookings', patient, {
        ...booking(slots[0]?.start ?? '', 'free'),
        doctorId: testingDoctor,
      })
      expect(free.statusCode).toBe(201)
      expect(free.json()).toHaveProperty('bookingId')
    } finally {
      await t.db.updateTable('users').set({ testing: false }).where('id', '=', patientId).execute()
    }
  })
})
