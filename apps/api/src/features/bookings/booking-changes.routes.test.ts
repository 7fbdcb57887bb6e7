import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDue } from '#api/features/consults/consults.service'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signUp, validPatientProfile } from '#api/testing/journeys'
import { sendDueReminders } from './booking-reminders.service'

/**
 * Issue 12 §2–3, §6 against the real app and PostgreSQL: cancelling (the 24-hour rule, who cancels, where the refund
 * goes, once), moving once (a race for the new slot: one wins, nobody loses a booking), the free follow-up, no-shows'
 * money and the 15% warning, reminders sent once with two workers.
 */

let t: TestApp
let now = new Date()
const clock = { now: () => new Date(now.getTime()) }
let patient: string
let otherPatient: string
let doctor: string
let otherDoctor: string
let patientId: string
let doctorId: string
const hour = 3_600_000

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false, clock })
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  doctor = await signIn(t.app, '01010000004', 'Doctor123')
  otherDoctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  otherPatient = await signUp(t.app, 'patient', '01220005551')
  expect((await send('POST', '/api/v1/profiles/me', otherPatient, validPatientProfile)).statusCode).toBe(201)
  patientId = await userIdOf(demo.patient.phone)
  doctorId = await userIdOf('01010000004') // Dr. Aya Mahmoud: video 60 EGP, 10:00–14:00 and 18:00–22:00 daily
  // The other patient pays from a wallet too.
  await t.db.transaction().execute(async (trx) => {
    const { post } = await import('#api/features/payments/ledger.service')
    await post(trx, {
      key: 'test:wallet:other',
      kind: 'cashIn',
      lines: [
        { account: { kind: 'gatewayClearing' }, amount: -50_000 },
        { account: { kind: 'wallet', ownerId: await userIdOf('01220005551') }, amount: 50_000 },
      ],
    })
  })
}, 60_000)
afterAll(() => t.close())

/** Moves the clock and signs both sides in again there (sessions end after their idle time). */
async function moveTo(instant: Date) {
  now = instant
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  doctor = await signIn(t.app, '01010000004', 'Doctor123')
}

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

/** Free slots of Dr. Aya more than `aheadHours` from now, each call a later one so tests never want the same time. */
const used = new Set<string>()
async function slotsAhead(aheadHours: number, count = 1): Promise<string[]> {
  const response = await send('GET', `/api/v1/doctors/${doctorId}/availability?days=30`)
  const free = (response.json() as { slots: { start: string }[] }).slots
    .map((s) => s.start)
    .filter((s) => Date.parse(s) > now.getTime() + aheadHours * hour && !used.has(s))
  const picked = free.slice(0, count)
  if (picked.length < count) throw new Error('not enough free slots')
  picked.forEach((s) => used.add(s))
  return picked
}

const book = async (startsAt: string, cookie = patient) => {
  const created = await send('POST', '/api/v1/bookings', cookie, {
    doctorId,
    practice: 'video',
    startsAt,
    complaint: 'صداع منذ يومين',
    method: 'wallet',
    timeZone: 'Africa/Cairo',
    timezoneOffsetMinutes: -120,
  })
  expect(created.statusCode, created.body).toBe(201)
  return created.json().bookingId as string
}

const wallet = async (cookie = patient) =>
  (await send('GET', '/api/v1/payments/wallet', cookie)).json().balance as number
const balanceOf = async (kind: 'doctorHeld' | 'doctorEarnings') =>
  Number(
    (
      await t.db
        .selectFrom('ledgerAccounts')
        .select('balance')
        .where('kind', '=', kind)
        .where('ownerId', '=', doctorId)
        .executeTakeFirst()
    )?.balance ?? 0,
  )

describe('cancelling (SPEC 4, 9; issue 12 §2)', () => {
  it('refunds a patient who cancels at least 24 h before in full, to the wallet, once; the slot is free at once', async () => {
    await moveTo(new Date())
    const [startsAt] = await slotsAhead(48)
    const before = await wallet()
    const held = await balanceOf('doctorHeld')
    const id = await book(startsAt!)
    expect(await wallet()).toBeLessThan(before)

    const quote = (await send('GET', `/api/v1/bookings/${id}/cancellation`, patient)).json()
    expect(quote).toMatchObject({ canCancel: true, full: true, targets: ['wallet'] })
    expect(quote.refund).toBe(before - (await wallet()))
    expect(
      (await send('POST', `/api/v1/bookings/${id}/cancel`, patient, { refundTo: 'card' })).json().error.code,
    ).toBe('REFUND_TARGET_NOT_ALLOWED')
    expect((await send('POST', `/api/v1/bookings/${id}/cancel`, otherPatient, {})).statusCode).toBe(404)
    expect((await send('POST', `/api/v1/bookings/${id}/cancel`, otherDoctor, {})).statusCode).toBe(404)
    expect((await send('POST', `/api/v1/bookings/${id}/cancel`, undefined, {})).statusCode).toBe(401)

    const cancelled = await send('POST', `/api/v1/bookings/${id}/cancel`, patient, {})
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({ status: 'canceled', canceledBy: 'patient', refundTo: 'wallet' })
    expect(await wallet()).toBe(before)
    expect(await balanceOf('doctorHeld')).toBe(held)
    expect((await send('POST', `/api/v1/bookings/${id}/cancel`, patient, {})).json().error.code).toBe(
      'CANNOT_CANCEL',
    )
    expect(await wallet()).toBe(before)
    const free = (await send('GET', `/api/v1/doctors/${doctorId}/availability?days=30`)).json().slots as {
      start: string
    }[]
    expect(free.some((s) => s.start === startsAt)).toBe(true)
    const told = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('recipientId', '=', doctorId)
      .where('type', '=', 'bookings.canceledByPatient')
      .execute()
    expect(told.length).toBeGreaterThanOrEqual(1)
  })

  it('refunds nothing a moment inside 24 hours, and the doctor keeps their share', async () => {
    await moveTo(new Date())
    const [startsAt] = await slotsAhead(30)
    const id = await book(startsAt!)
    const afterPaying = await wallet()
    const earnings = await balanceOf('doctorEarnings')
    await moveTo(new Date(Date.parse(startsAt!) - 24 * hour + 1))
    const quote = (await send('GET', `/api/v1/bookings/${id}/cancellation`, patient)).json()
    expect(quote).toMatchObject({ canCancel: true, refund: 0, full: false })
    const cancelled = await send('POST', `/api/v1/bookings/${id}/cancel`, patient, {})
    expect(cancelled.json()).toMatchObject({ status: 'canceled', refundTo: 'none' })
    expect(await wallet()).toBe(afterPaying)
    expect(await balanceOf('doctorEarnings')).toBe(earnings + 6000)
  })

  it('refunds in full when the doctor cancels, even an hour before, and tells the patient', async () => {
    await moveTo(new Date())
    const [startsAt] = await slotsAhead(30)
    const before = await wallet()
    const id = await book(startsAt!)
    await moveTo(new Date(Date.parse(startsAt!) - hour))
    expect((await send('GET', `/api/v1/bookings/${id}/cancellation`, doctor)).json()).toMatchObject({
      full: true,
    })
    const cancelled = await send('POST', `/api/v1/bookings/${id}/cancel`, doctor, { reason: 'طارئ' })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({ canceledBy: 'doctor', refundTo: 'wallet' })
    expect(await wallet()).toBe(before)
    const told = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('recipientId', '=', patientId)
      .where('type', '=', 'bookings.canceledByDoctor')
      .execute()
    expect(told.length).toBeGreaterThanOrEqual(1)
  })
})

describe('moving a booking once (issue 12 §2)', () => {
  it('moves to another free slot keeping the payment, once, until 24 hours before', async () => {
    await moveTo(new Date())
    const [first, second, third] = await slotsAhead(48, 3)
    const id = await book(first!)
    const paid = await wallet()
    expect(
      (await send('POST', `/api/v1/bookings/${id}/reschedule`, doctor, { startsAt: second })).statusCode,
    ).toBe(403)
    expect(
      (
        await send('POST', `/api/v1/bookings/${id}/reschedule`, patient, { startsAt: '2031-01-01T03:07:00Z' })
      ).json().error.code,
    ).toBe('SLOT_NOT_AVAILABLE')
    const moved = await send('POST', `/api/v1/bookings/${id}/reschedule`, patient, { startsAt: second })
    expect(moved.statusCode).toBe(200)
    expect(moved.json()).toMatchObject({ startsAt: new Date(second!).toISOString(), rescheduleCount: 1 })
    expect(await wallet()).toBe(paid)
    expect(
      (await send('POST', `/api/v1/bookings/${id}/reschedule`, patient, { startsAt: third })).json().error
        .code,
    ).toBe('CANNOT_RESCHEDULE')
    // The old time is free again.
    const free = (await send('GET', `/api/v1/doctors/${doctorId}/availability?days=30`)).json().slots as {
      start: string
    }[]
    expect(free.some((s) => s.start === first)).toBe(true)
  })

  it('lets one of a move and another patient’s booking of the same slot win; nobody loses a booking', async () => {
    await moveTo(new Date())
    const [mine, contested] = await slotsAhead(48, 2)
    const id = await book(mine!)
    const [move, other] = await Promise.all([
      send('POST', `/api/v1/bookings/${id}/reschedule`, patient, { startsAt: contested }),
      send('POST', '/api/v1/bookings', otherPatient, {
        doctorId,
        practice: 'video',
        startsAt: contested,
        complaint: 'كحة',
        method: 'wallet',
        timeZone: 'Africa/Cairo',
        timezoneOffsetMinutes: -120,
      }),
    ])
    expect([
      [200, 409],
      [409, 201],
    ]).toContainEqual([move.statusCode, other.statusCode])
    const loser = move.statusCode === 409 ? move : other
    expect(loser.json().error.code).toBe('SLOT_TAKEN')
    const mineNow = await t.db
      .selectFrom('bookings')
      .select(['status', 'startsAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(mineNow.status).toBe('opened')
    expect(mineNow.startsAt.toISOString()).toBe(
      new Date(move.statusCode === 200 ? contested! : mine!).toISOString(),
    )
  })
})

describe('the free follow-up (SPEC 4, 5, 8; issue 12 §4)', () => {
  async function finishedConsult(daysAgo: number) {
    const startsAt = new Date(Date.now() - daysAgo * 24 * hour - 2 * hour)
    return (
      await t.db
        .insertInto('bookings')
        .values({
          doctorId,
          patientId,
          dependentId: null,
          payerId: patientId,
          practice: 'video',
          status: 'finished',
          method: 'free',
          complaint: 'ألم في المعدة',
          timeZone: 'Africa/Cairo',
          timezoneOffsetMinutes: -120,
          holdExpiresAt: null,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 15 * 60_000),
          finishedAt: new Date(startsAt.getTime() + 15 * 60_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  }

  it('books one free follow-up with the same doctor inside the window, and refuses a second', async () => {
    await moveTo(new Date())
    const consult = await finishedConsult(1)
    const option = (await send('GET', `/api/v1/bookings/${consult}/follow-up`, patient)).json()
    expect(option).toMatchObject({
      allowed: true,
      refusal: null,
      doctor: { id: doctorId },
      practice: 'video',
    })
    expect((await send('GET', `/api/v1/bookings/${consult}/follow-up`, otherPatient)).statusCode).toBe(404)
    const [startsAt] = await slotsAhead(2)
    const request = {
      startsAt,
      complaint: 'متابعة',
      timeZone: 'Africa/Cairo',
      timezoneOffsetMinutes: -120,
    }
    const before = await wallet()
    const created = await send('POST', `/api/v1/bookings/${consult}/follow-up`, patient, request)
    expect(created.statusCode, created.body).toBe(201)
    const followUp = (await send('GET', `/api/v1/bookings/${created.json().bookingId}`, patient)).json()
    expect(followUp).toMatchObject({
      type: 'followUp',
      method: 'free',
      status: 'opened',
      paid: 0,
      followUpOf: consult,
    })
    expect(await wallet()).toBe(before)

    const [later] = await slotsAhead(3)
    const again = await send('POST', `/api/v1/bookings/${consult}/follow-up`, patient, {
      ...request,
      startsAt: later,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'FOLLOW_UP_ALREADY_BOOKED',
      message: 'حُجزت زيارة المتابعة المجانية لهذه الاستشارة بالفعل.',
    })
    const ofFollowUp = await send(
      'POST',
      `/api/v1/bookings/${created.json().bookingId}/follow-up`,
      patient,
      request,
    )
    expect(ofFollowUp.json().error.code).toBe('CONSULT_NOT_FINISHED')
    // Another consult's follow-up at the time the first one holds: the time is taken, and nothing is written.
    const other = await finishedConsult(2)
    const taken = await send('POST', `/api/v1/bookings/${other}/follow-up`, patient, request)
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.code).toBe('SLOT_TAKEN')
    expect(await t.db.selectFrom('bookings').select('id').where('followUpOf', '=', other).execute()).toEqual(
      [],
    )
  })

  it('refuses past the 14 days with SPEC 8’s message', async () => {
    await moveTo(new Date())
    const consult = await finishedConsult(15)
    const option = (await send('GET', `/api/v1/bookings/${consult}/follow-up`, patient)).json()
    expect(option).toMatchObject({ allowed: false, refusal: 'FOLLOW_UP_EXPIRED' })
    const [startsAt] = await slotsAhead(2)
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${consult}/follow-up`,
      headers: { cookie: patient, 'accept-language': 'en' },
      payload: { startsAt, complaint: 'متابعة', timeZone: 'Africa/Cairo', timezoneOffsetMinutes: -120 },
    })
    expect(refused.json().error).toMatchObject({
      code: 'FOLLOW_UP_EXPIRED',
      message: 'عذرًا، لا يمكنك حجز زيارة متابعة بعد انتهاء المدة المسموح بها بعد الاستشارة',
    })
  })
})

describe('no-shows and reminders (SPEC 4, 9; issue 12 §3)', () => {
  async function paidVideoBooking(startsAt: Date) {
    return (
      await t.db
        .insertInto('bookings')
        .values({
          doctorId,
          patientId,
          dependentId: null,
          payerId: patientId,
          practice: 'video',
          status: 'opened',
          method: 'wallet',
          complaint: 'صداع',
          timeZone: 'Africa/Cairo',
          timezoneOffsetMinutes: -120,
          holdExpiresAt: null,
          doctorPrice: 6000,
          serviceFee: 840,
          total: 6840,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 15 * 60_000),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
  }

  it('returns a doctor no-show’s money to the wallet once, and warns a doctor over 15% of the week', async () => {
    const { postBookingPayment } = await import('#api/features/payments/ledger.service')
    // A Saturday 03:00 Cairo, far from the doctor's working hours and any other test's booking.
    const startsAt = new Date('2026-12-05T01:00:00Z')
    const id = await paidVideoBooking(startsAt)
    await postBookingPayment(t.db, {
      bookingId: id,
      payerId: patientId,
      doctorId,
      from: 'wallet',
      price: { doctor: 6000, serviceFee: 840, vat: 0, surcharge: 0, discount: 0, total: 6840 },
    })
    await moveTo(new Date(startsAt.getTime() + 20 * 60_000))
    const paid = await wallet()
    const ctx = { db: t.db, clock, jobs: t.jobs }
    await closeDue(ctx)
    await closeDue(ctx)
    // Every unjoined consult before now failed (earlier tests' too); this one's refund was posted once.
    const row = await t.db
      .selectFrom('bookings')
      .select(['status', 'doctorNoShow'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'failed', doctorNoShow: true })
    const refunds = await t.db
      .selectFrom('ledgerTransactions')
      .select('kind')
      .where('bookingId', '=', id)
      .where('kind', '=', 'visitRefund')
      .execute()
    expect(refunds).toHaveLength(1)
    expect(await wallet()).toBeGreaterThanOrEqual(paid + 6840)
    const warnings = await t.db
      .selectFrom('doctorWarnings')
      .selectAll()
      .where('doctorId', '=', doctorId)
      .where('weekStart', '=', '2026-12-05')
      .execute()
    expect(warnings).toEqual([expect.objectContaining({ missed: 1, total: 1 })])
  })

  it('reminds both sides the day before and 15 minutes before a video consult, once even with two workers', async () => {
    const startsAt = new Date('2026-12-06T01:00:00Z')
    const id = await paidVideoBooking(startsAt)
    await t.db
      .updateTable('bookings')
      .set({ createdAt: new Date(startsAt.getTime() - 3 * 24 * hour) })
      .where('id', '=', id)
      .execute()
    const cancelledId = await paidVideoBooking(new Date('2026-12-06T01:30:00Z'))
    await t.db
      .updateTable('bookings')
      .set({ status: 'canceled', createdAt: new Date(startsAt.getTime() - 3 * 24 * hour) })
      .where('id', '=', cancelledId)
      .execute()
    const ctx = { db: t.db, clock, jobs: t.jobs }
    now = new Date(startsAt.getTime() - 20 * hour)
    await Promise.all([sendDueReminders(ctx), sendDueReminders(ctx)])
    now = new Date(startsAt.getTime() - 10 * 60_000)
    await Promise.all([sendDueReminders(ctx), sendDueReminders(ctx)])
    const reminders = await t.db
      .selectFrom('bookingReminders')
      .select(['bookingId', 'kind'])
      .where('bookingId', 'in', [id, cancelledId])
      .orderBy('kind')
      .execute()
    expect(reminders).toEqual([
      { bookingId: id, kind: 'dayBefore' },
      { bookingId: id, kind: 'soon' },
    ])
    const told = await t.db
      .selectFrom('notifications')
      .select(['recipientId', 'type', 'link'])
      .where('type', 'in', ['bookings.reminderDayBefore', 'bookings.reminderSoon'])
      .where((eb) => eb.or([eb('link', '=', `/call/${id}`), eb('link', '=', '/bookings')]))
      .execute()
    const soon = told.filter((n) => n.type === 'bookings.reminderSoon' && n.link === `/call/${id}`)
    expect(soon.map((n) => n.recipientId).sort()).toEqual([doctorId, patientId].sort())
  })
})
