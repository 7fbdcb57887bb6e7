import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBookingPerMinute,
  maxUnpaidHoldsPerPayer,
  maxUnpaidHoldsPerPayerAndDoctor,
} from '@app/domain/bookings'
import * as ledgerService from '#api/features/payments/ledger.service'
import * as paymentsService from '#api/features/payments/payments.service'
import { buildTestApp, testClock, type TestApp } from '#api/testing/build-test-app'
import { signUp, validBilling, validPatientProfile } from '#api/testing/journeys'

/**
 * Issue 41 §2: unpaid holds. A payer holds at most 3 slots unpaid, 1 with one doctor, across API instances; one
 * account books at most 10 times a minute; a kiosk hold ends 2 hours before its slot; and a hold is over at its
 * deadline — its slot offered and bookable again at once, whether or not the deadline's job has run.
 *
 * The clock is a week ahead of the real one: the deadline jobs pg-boss keeps (startAfter, in real time) never come
 * due during the test, so what is seen at a deadline is the booking path's doing, not the job's.
 */

const hour = 3_600_000
// Thursday 10 December 2026, 08:30 in Cairo (UTC+2). Dr. Aya's video slots: 10:00–14:00 and 18:00–22:00, 30 minutes.
const clock = testClock(new Date('2026-12-10T06:30:00Z'))
let a: TestApp
let b: TestApp
let limited: TestApp
let ayaId: string
/** Bookable video doctors other than Dr. Aya, each with free slots. */
const doctors: string[] = []
let phoneSeq = 0

beforeAll(async () => {
  a = await buildTestApp({ rateLimit: false, clock })
  b = await buildTestApp({ rateLimit: false, clock, sameDatabaseAs: a })
  // A third instance with the route limits on (the other two leave them off for the many sign-ups).
  limited = await buildTestApp({ clock, sameDatabaseAs: a })
  ayaId = await userIdOf('01010000004')
  const candidates = await a.db
    .selectFrom('doctors')
    .select('userId')
    .where('verified', '=', true)
    .where('testing', '=', false)
    .where('videoActive', '=', true)
    .where('userId', '!=', ayaId)
    .orderBy('userId')
    .execute()
  const probe = await newPatient()
  for (const { userId } of candidates) {
    const [slot] = await freeSlots(userId)
    if (!slot) continue
    const quote = await send(
      a,
      'GET',
      `/api/v1/bookings/quote?doctorId=${userId}&practice=video&startsAt=${slot}`,
      probe,
    )
    if (quote.statusCode === 200) doctors.push(userId)
    if (doctors.length === 5) break
  }
  expect(doctors).toHaveLength(5)
}, 120_000)
afterAll(async () => {
  await limited?.close()
  await b?.close()
  await a?.close()
})

async function userIdOf(phone: string): Promise<string> {
  return (await a.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
}

/** A patient of their own for each scenario, so counts of holds start at zero. */
async function newPatient(): Promise<string> {
  const phone = `0122${String(4_100_000 + phoneSeq++).padStart(7, '0')}`
  const cookie = await signUp(a.app, 'patient', phone)
  const created = await send(a, 'POST', '/api/v1/profiles/me', cookie, {
    ...validPatientProfile,
    email: `h${phone}@example.com`,
  })
  expect(created.statusCode).toBe(201)
  return cookie
}

const send = (t: TestApp, method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

async function freeSlots(doctorId: string, t = a): Promise<string[]> {
  const response = await send(t, 'GET', `/api/v1/doctors/${doctorId}/availability?days=30`)
  return (response.json() as { slots: { start: string }[] }).slots.map((s) => s.start)
}

/** Free slots of a doctor at least `hours` ahead of the test clock. */
async function slotsAhead(doctorId: string, hours: number): Promise<string[]> {
  const after = clock.now().getTime() + hours * hour
  return (await freeSlots(doctorId)).filter((s) => Date.parse(s) >= after)
}

const bookingBody = (doctorId: string, startsAt: string, method: string) => ({
  doctorId,
  practice: 'video',
  startsAt,
  complaint: 'صداع',
  method,
  timeZone: 'Africa/Cairo',
  timezoneOffsetMinutes: -120,
  ...(method === 'card'
    ? {
        billing: validBilling,
      }
    : {}),
})

const book = (cookie: string, doctorId: string, startsAt: string, method = 'card', t = a) =>
  send(t, 'POST', '/api/v1/bookings', cookie, bookingBody(doctorId, startsAt, method))

async function topUp(cookie: string, amount: number): Promise<void> {
  const session = await send(a, 'GET', '/api/v1/session', cookie)
  const userId = (session.json() as { user: { id: string } }).user.id
  await a.db.transaction().execute((trx) =>
    ledgerService.post(trx, {
      key: `test:holds:topup:${userId}:${amount}`,
      kind: 'cashIn',
      lines: [
        { account: { kind: 'gatewayClearing' }, amount: -amount },
        { account: { kind: 'wallet', ownerId: userId }, amount },
      ],
    }),
  )
}

describe('unpaid holds per payer (issue 41 §2)', () => {
  it('refuses a second unpaid hold with one doctor and a fourth in all, in the session language', async () => {
    const patient = await newPatient()
    const [first, second] = await slotsAhead(ayaId, 4)
    expect((await book(patient, ayaId, first ?? '', 'kiosk')).statusCode).toBe(201)
    const again = await book(patient, ayaId, second ?? '')
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'UNPAID_BOOKING_WITH_DOCTOR',
      params: { max: maxUnpaidHoldsPerPayerAndDoctor },
    })
    // Arabic by default, English when asked: both texts exist.
    expect(again.json().error.message).toMatch(/[\u0600-\u06FF]/)
    const english = await a.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { cookie: patient, 'accept-language': 'en' },
      payload: bookingBody(ayaId, second ?? '', 'card'),
    })
    expect(english.json().error.code).toBe('UNPAID_BOOKING_WITH_DOCTOR')

    // Two more doctors: three holds in all. A fourth doctor is refused.
    for (const doctorId of doctors.slice(0, maxUnpaidHoldsPerPayer - 1)) {
      const [slot] = await slotsAhead(doctorId, 4)
      expect((await book(patient, doctorId, slot ?? '')).statusCode).toBe(201)
    }
    const [fourth] = await slotsAhead(doctors[maxUnpaidHoldsPerPayer - 1] ?? '', 4)
    const refused = await book(patient, doctors[maxUnpaidHoldsPerPayer - 1] ?? '', fourth ?? '')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject({
      code: 'UNPAID_BOOKINGS_LIMIT',
      params: { max: maxUnpaidHoldsPerPayer },
    })
    expect(refused.json().error.message).toContain('٣')
    // Refused, the slot was not taken.
    expect(await freeSlots(doctors[maxUnpaidHoldsPerPayer - 1] ?? '')).toContain(fourth)
    // A wallet booking holds nothing unpaid: still allowed.
    await topUp(patient, 1_000_000)
    expect(
      (await book(patient, doctors[maxUnpaidHoldsPerPayer - 1] ?? '', fourth ?? '', 'wallet')).statusCode,
    ).toBe(201)
  })

  it('lets one more through once a hold ends: a hold past its deadline counts no more', async () => {
    const patient = await newPatient()
    const [first] = await slotsAhead(doctors[4] ?? '', 4)
    expect((await book(patient, doctors[4] ?? '', first ?? '')).statusCode).toBe(201)
    const [second] = (await slotsAhead(doctors[4] ?? '', 4)).filter((s) => s !== first)
    expect((await book(patient, doctors[4] ?? '', second ?? '')).json().error.code).toBe(
      'UNPAID_BOOKING_WITH_DOCTOR',
    )
    clock.advance(16 * 60_000) // past the card's 15 minutes
    expect((await book(patient, doctors[4] ?? '', second ?? '')).statusCode).toBe(201)
  })

  it('holds to the caps when one payer fires many holds at once on two API instances', async () => {
    const patient = await newPatient()
    // Two slots of each of five doctors, ten requests at once, alternating instances.
    const wanted: { doctorId: string; startsAt: string }[] = []
    for (const doctorId of doctors) {
      const slots = await slotsAhead(doctorId, 4)
      for (const startsAt of slots.slice(-2)) wanted.push({ doctorId, startsAt })
    }
    const answers = await Promise.all(
      wanted.map((w, i) => book(patient, w.doctorId, w.startsAt, 'kiosk', i % 2 === 0 ? a : b)),
    )
    const created = wanted.filter((_, i) => answers[i]?.statusCode === 201)
    expect(created).toHaveLength(maxUnpaidHoldsPerPayer)
    expect(new Set(created.map((c) => c.doctorId)).size).toBe(maxUnpaidHoldsPerPayer)
    expect(
      new Set(answers.filter((r) => r.statusCode !== 201).map((r) => r.json().error.code as string)),
    ).toEqual(new Set(['UNPAID_BOOKINGS_LIMIT', 'UNPAID_BOOKING_WITH_DOCTOR']))
  })
})

describe('createBooking rate limit (issue 41 §2)', () => {
  it('refuses an account past 10 bookings a minute, while another account at the same address books on', async () => {
    const [hasty, calm] = [await newPatient(), await newPatient()]
    // Off the schedule: refused at once, but counted all the same.
    const offSchedule = new Date(clock.now().getTime() + 24 * hour + 7 * 60_000).toISOString()
    const statuses: number[] = []
    for (let i = 0; i <= createBookingPerMinute; i++)
      statuses.push((await book(hasty, ayaId, offSchedule, 'card', limited)).statusCode)
    expect(statuses.slice(0, createBookingPerMinute)).toEqual(Array(createBookingPerMinute).fill(422))
    const last = await book(hasty, ayaId, offSchedule, 'card', limited)
    expect(last.statusCode).toBe(429)
    expect(last.json().error.code).toBe('RATE_LIMITED')
    expect((await book(calm, ayaId, offSchedule, 'card', limited)).statusCode).toBe(422)
  })
})

describe('kiosk holds near the slot (issue 41 §2)', () => {
  it('ends a kiosk hold 2 hours before its slot, and offers no kiosk with less than 3 hours to go', async () => {
    const patient = await newPatient()
    const now = clock.now().getTime()
    const free = await freeSlots(ayaId)
    // The first slot at least 3 hours away, and one between 2 and 3 hours away.
    const far = free.find((s) => Date.parse(s) - now >= 3 * hour && Date.parse(s) - now < 8 * hour)
    const near = free.find((s) => Date.parse(s) - now > 2 * hour && Date.parse(s) - now < 3 * hour)
    expect(far && near).toBeTruthy()
    const quote = (
      await send(
        a,
        'GET',
        `/api/v1/bookings/quote?doctorId=${ayaId}&practice=video&startsAt=${near}`,
        patient,
      )
    ).json()
    expect(quote.methods.map((m: { method: string }) => m.method)).toEqual(['wallet', 'card', 'mobileWallet'])
    const refused = await book(patient, ayaId, near ?? '', 'kiosk')
    expect(refused.json().error.code).toBe('PAYMENT_METHOD_NOT_ALLOWED')

    const held = await book(patient, ayaId, far ?? '', 'kiosk')
    expect(held.statusCode).toBe(201)
    const order = (await send(a, 'GET', `/api/v1/payments/orders/${held.json().orderId}`, patient)).json()
    expect(Date.parse(order.expiresAt)).toBe(Date.parse(far ?? '') - 2 * hour)
    const view = (await send(a, 'GET', `/api/v1/bookings/${order.bookingId}`, patient)).json()
    expect(view.holdExpiresAt).toBe(order.expiresAt)
  })
})

describe('a hold is over at its deadline, whatever its job is doing (issue 41 §2)', () => {
  async function lapsedHold(doctorId: string) {
    const holder = await newPatient()
    const [startsAt] = await slotsAhead(doctorId, 30)
    const held = await book(holder, doctorId, startsAt ?? '')
    expect(held.statusCode).toBe(201)
    const { orderId } = held.json() as { orderId: string }
    const order = (await send(a, 'GET', `/api/v1/payments/orders/${orderId}`, holder)).json()
    expect(await freeSlots(doctorId)).not.toContain(startsAt)
    // One millisecond before the deadline the slot is still held; at the deadline it is free.
    clock.advance(Date.parse(order.expiresAt) - clock.now().getTime() - 1)
    expect(await freeSlots(doctorId)).not.toContain(startsAt)
    clock.advance(1)
    expect(await freeSlots(doctorId)).toContain(startsAt)
    // The deadline's job has not run: the order and its booking are as they were.
    expect(await orderStatus(orderId)).toBe('pending')
    return { holder, startsAt: startsAt ?? '', orderId, bookingId: order.bookingId as string }
  }

  const orderStatus = async (orderId: string) =>
    (
      await a.db
        .selectFrom('paymentOrders')
        .select('status')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).status
  const bookingStatus = async (bookingId: string) =>
    (await a.db.selectFrom('bookings').select('status').where('id', '=', bookingId).executeTakeFirstOrThrow())
      .status
  const told = async (bookingId: string) =>
    (
      await sql<{ n: number }>`
        select count(*)::int as n from notifications n join bookings b on b.payer_id = n.recipient_id
        where b.id = ${bookingId} and n.type = 'bookings.holdExpired'`.execute(a.db)
    ).rows[0]?.n

  it('lets another patient book a lapsed hold’s slot by card: the old order times out, its payer is told once', async () => {
    const hold = await lapsedHold(doctors[0] ?? '')
    const taker = await newPatient()
    const taken = await book(taker, doctors[0] ?? '', hold.startsAt, 'card', b)
    expect(taken.statusCode).toBe(201)
    expect(await orderStatus(hold.orderId)).toBe('timeout')
    expect(await bookingStatus(hold.bookingId)).toBe('failed')
    expect(await told(hold.bookingId)).toBe(1)
    // The job, when it comes, finds the order settled: nothing changes, nobody is told twice.
    await paymentsService.expireOrder({ db: a.db, jobs: a.jobs, clock }, hold.orderId)
    expect(await orderStatus(hold.orderId)).toBe('timeout')
    expect(await told(hold.bookingId)).toBe(1)
    expect(await freeSlots(doctors[0] ?? '')).not.toContain(hold.startsAt)
  })

  it('lets a wallet booking (confirmed in a group) and a move take a lapsed hold’s slot', async () => {
    const first = await lapsedHold(doctors[1] ?? '')
    const payer = await newPatient()
    await topUp(payer, 1_000_000)
    const paid = await book(payer, doctors[1] ?? '', first.startsAt, 'wallet')
    expect(paid.statusCode).toBe(201)
    expect(await orderStatus(first.orderId)).toBe('timeout')

    // The patient moves that paid booking onto the slot of another lapsed hold of the same doctor.
    const second = await lapsedHold(doctors[1] ?? '')
    const moved = await send(a, 'POST', `/api/v1/bookings/${paid.json().bookingId}/reschedule`, payer, {
      startsAt: second.startsAt,
    })
    expect(moved.statusCode).toBe(200)
    expect(moved.json().startsAt).toBe(second.startsAt)
    expect(await bookingStatus(second.bookingId)).toBe('failed')
    expect(await orderStatus(second.orderId)).toBe('timeout')
  })

  it('keeps the slot for a hold paid in time: a lapsed hold whose order was paid is not undone', async () => {
    const hold = await lapsedHold(doctors[2] ?? '')
    // Paid just before its deadline, the callback settled after it (as a gateway may be late to tell).
    await a.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('paymentOrders')
        .set({ status: 'completed' })
        .where('id', '=', hold.orderId)
        .execute()
      await trx
        .updateTable('bookings')
        .set({ status: 'opened', holdExpiresAt: null })
        .where('id', '=', hold.bookingId)
        .execute()
    })
    const taker = await newPatient()
    expect((await book(taker, doctors[2] ?? '', hold.startsAt)).json().error.code).toBe('SLOT_TAKEN')
    expect(await bookingStatus(hold.bookingId)).toBe('opened')
  })
})
