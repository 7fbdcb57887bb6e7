import { addCalendarDays, cairoLocalToInstant } from '@app/domain/schedules'
import { cairoDate } from '@app/domain/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postBookingPayment } from '#api/features/payments/ledger.service'
import { listen } from '#api/features/realtime/realtime.service'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { cookieOf, demo, demoAdminSignIn, signIn, signUp, validPatientProfile } from '#api/testing/journeys'

/**
 * Issue 12 §1 and §3 against the real app and PostgreSQL: each side's bookings by Cairo day (past, today, upcoming),
 * paged in the database, seen only by the booking's sides, with the actions the domain allows; and the doctor's
 * patient no-show — the held share released once, no refund, the patient side told, the lists told live.
 */

let t: TestApp
/** The test's clock: 23:00 in Cairo on `day`, a day or two ahead of the real one (sessions start on it). */
let now = new Date()
const clock = { now: () => new Date(now.getTime()) }
let day = ''
const minute = 60_000

const who = {
  patient: '',
  payer: '',
  stranger: '',
  pager: '',
  doctor: '',
  otherDoctor: '',
  lab: '',
  radio: '',
  admin: '',
}
const ids = { patient: '', payer: '', stranger: '', pager: '', doctor: '', otherDoctor: '' }

/** A Cairo wall time on a day relative to `day`, as an instant. */
const cairo = (offsetDays: number, time: string) => {
  const instant = cairoLocalToInstant(addCalendarDays(day, offsetDays), time)
  if (!instant) throw new Error(`no such Cairo time ${time}`)
  return instant
}

const send = (method: 'GET' | 'POST', url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} })

async function userIdOf(phone: string): Promise<string> {
  return (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
}

async function newPatient(phone: string, email: string, name: string): Promise<string> {
  const cookie = await signUp(t.app, 'patient', phone)
  const profile = await t.app.inject({
    method: 'POST',
    url: '/api/v1/profiles/me',
    headers: { cookie },
    payload: { ...validPatientProfile, name, email },
  })
  expect(profile.statusCode, profile.body).toBe(201)
  return cookie
}

interface NewBooking {
  doctorId?: string
  patientId?: string
  payerId?: string
  dependentId?: string | null
  practice?: 'video' | 'clinic' | 'home'
  status?: string
  startsAt: Date
  minutes?: number
  /** Paid bookings hold the doctor's 6000 of a 6840 total, as createBooking would have posted it. */
  total?: number
  complaint?: string
  patientJoinedAt?: Date | null
  doctorJoinedAt?: Date | null
  finishedAt?: Date | null
  documentedAt?: Date | null
  doctorNoShow?: boolean
  patientNoShow?: boolean
}

async function book(b: NewBooking): Promise<string> {
  const total = b.total ?? 6840
  const status = b.status ?? 'opened'
  const endsAt = new Date(b.startsAt.getTime() + (b.minutes ?? 15) * minute)
  const row = await t.db
    .insertInto('bookings')
    .values({
      doctorId: b.doctorId ?? ids.doctor,
      patientId: b.patientId ?? ids.patient,
      dependentId: b.dependentId ?? null,
      payerId: b.payerId ?? b.patientId ?? ids.patient,
      practice: b.practice ?? 'video',
      status,
      type: 'initial',
      complaint: b.complaint ?? 'صداع منذ يومين',
      method: total ? 'wallet' : 'free',
      doctorPrice: total ? 6000 : 0,
      serviceFee: total ? total - 6000 : 0,
      vat: 0,
      surcharge: 0,
      discount: 0,
      total,
      timeZone: 'Africa/Cairo',
      timezoneOffsetMinutes: -120,
      holdExpiresAt: status === 'pending' ? new Date(b.startsAt.getTime() - 10 * minute) : null,
      startsAt: b.startsAt,
      endsAt,
      patientJoinedAt: b.patientJoinedAt ?? null,
      doctorJoinedAt: b.doctorJoinedAt ?? null,
      finishedAt: b.finishedAt ?? null,
      documentedAt: b.documentedAt ?? null,
      doctorNoShow: b.doctorNoShow ?? false,
      patientNoShow: b.patientNoShow ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (total && status !== 'pending' && !(status === 'failed' && !b.doctorNoShow && !b.patientNoShow))
    await postBookingPayment(t.db, {
      bookingId: row.id,
      payerId: b.payerId ?? b.patientId ?? ids.patient,
      doctorId: b.doctorId ?? ids.doctor,
      from: 'gateway',
      price: { doctor: 6000, serviceFee: total - 6000, vat: 0, surcharge: 0, discount: 0, total },
    })
  return row.id
}

interface Item {
  id: string
  side: string
  status: string
  actions: string[]
  patient: { name: string; fileId: string; complaint: string; forSomeoneElse: boolean }
  doctor: { id: string; nameAr: string; specialty: { id: number } }
  outcome: { patientNoShow: boolean; doctorNoShow: boolean }
  order: { id: string; status: string } | null
  price: { total: number; paid: number }
}
interface List {
  items: Item[]
  total: number
  page: number
  pageSize: number
}

async function list(cookie: string, query: string): Promise<List> {
  const response = await send('GET', `/api/v1/bookings?${query}`, cookie)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<List>()
}

const idsOf = (l: List) => l.items.map((i) => i.id)

beforeAll(async () => {
  day = addCalendarDays(cairoDate(new Date()), 1)
  now = cairo(0, '23:00')
  t = await buildTestApp({ rateLimit: false, clock })
  who.patient = await newPatient('01220008101', 'list.patient@example.com', 'سلمى عادل')
  who.payer = await newPatient('01220008102', 'list.payer@example.com', 'كريم فؤاد')
  who.stranger = await newPatient('01220008103', 'list.stranger@example.com', 'هالة منير')
  who.pager = await newPatient('01220008104', 'list.pager@example.com', 'عمر نبيل')
  who.doctor = await signIn(t.app, '01010000004', 'Doctor123')
  who.otherDoctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  who.lab = await signIn(t.app, demo.lab.phone, demo.lab.password)
  who.radio = await signIn(t.app, demo.radio.phone, demo.radio.password)
  who.admin = cookieOf(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/admin',
      payload: await demoAdminSignIn(t.app),
    }),
  )
  ids.patient = await userIdOf('01220008101')
  ids.payer = await userIdOf('01220008102')
  ids.stranger = await userIdOf('01220008103')
  ids.pager = await userIdOf('01220008104')
  ids.doctor = await userIdOf('01010000004')
  ids.otherDoctor = await userIdOf(demo.doctor.phone)
}, 120_000)
afterAll(() => t.close())

describe('GET /api/v1/bookings (listBookings)', () => {
  it('sorts bookings into past, today and upcoming by the Cairo calendar day', async () => {
    const lateToday = await book({ startsAt: cairo(0, '23:30') })
    const earlyTomorrow = await book({ startsAt: cairo(1, '00:30') })
    const thisMorning = await book({ startsAt: cairo(0, '10:00'), status: 'finished' })
    const yesterdayNight = await book({ startsAt: cairo(-1, '23:30'), status: 'finished' })
    const nextWeek = await book({ startsAt: cairo(7, '12:00') })

    const today = await list(who.patient, 'tab=today')
    // 23:30 is still today in Cairo, 00:30 is tomorrow: ascending from the earliest.
    expect(idsOf(today)).toEqual([thisMorning, lateToday])
    expect(today).toMatchObject({ total: 2, page: 1, pageSize: 10 })
    expect(idsOf(await list(who.patient, 'tab=upcoming'))).toEqual([earlyTomorrow, nextWeek])
    // Past reads back from the latest.
    expect(idsOf(await list(who.patient, 'tab=past'))).toEqual([yesterdayNight])
    // Today is the default tab; the doctor's list divides its days alike.
    expect(idsOf(await list(who.patient, ''))).toEqual([thisMorning, lateToday])
    expect(idsOf(await list(who.doctor, 'tab=today'))).toEqual([thisMorning, lateToday])
    expect(idsOf(await list(who.doctor, 'tab=upcoming'))).toEqual([earlyTomorrow, nextWeek])

    // An hour later it is 00:00 on the next Cairo day: last night's 23:30 is past, 00:30 is today.
    now = cairo(1, '00:00')
    expect(idsOf(await list(who.patient, 'tab=today'))).toEqual([earlyTomorrow])
    expect(idsOf(await list(who.patient, 'tab=past'))).toEqual([lateToday, thisMorning, yesterdayNight])
    now = cairo(0, '23:00')
  })

  it('pages in the database with 10, 25 or 100 a page, and refuses other sizes', async () => {
    const made: string[] = []
    for (let i = 0; i < 12; i++)
      made.push(
        await book({
          doctorId: ids.otherDoctor,
          patientId: ids.pager,
          startsAt: cairo(10 + i, '09:00'),
        }),
      )
    const first = await list(who.pager, 'tab=upcoming')
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 })
    expect(idsOf(first)).toEqual(made.slice(0, 10))
    const second = await list(who.pager, 'tab=upcoming&page=2')
    expect(idsOf(second)).toEqual(made.slice(10))
    expect(second.total).toBe(12)
    expect(idsOf(await list(who.pager, 'tab=upcoming&pageSize=25'))).toEqual(made)
    expect((await list(who.pager, 'tab=upcoming&page=9')).items).toEqual([])
    for (const query of ['pageSize=7', 'pageSize=all', 'page=0', 'tab=yesterday', 'page=abc']) {
      const refused = await send('GET', `/api/v1/bookings?${query}`, who.pager)
      expect([refused.statusCode, refused.json().error.code], query).toEqual([400, 'VALIDATION_FAILED'])
    }
  })

  it("shows a booking to its doctor, the file's account and the payer only", async () => {
    const paidByAnother = await book({ startsAt: cairo(2, '10:00'), payerId: ids.payer })
    const otherDoctors = await book({ doctorId: ids.otherDoctor, startsAt: cairo(2, '11:00') })

    const asPatient = (await list(who.patient, 'tab=upcoming')).items.find((i) => i.id === paidByAnother)
    const asPayer = (await list(who.payer, 'tab=upcoming')).items.find((i) => i.id === paidByAnother)
    expect(asPatient).toMatchObject({
      side: 'patient',
      patient: { fileId: ids.patient, forSomeoneElse: true },
    })
    expect(asPayer).toMatchObject({ side: 'patient', patient: { name: 'سلمى عادل', forSomeoneElse: true } })
    expect(asPayer?.doctor).toMatchObject({ id: ids.doctor, specialty: { id: expect.any(Number) } })
    expect(idsOf(await list(who.payer, 'tab=upcoming'))).not.toContain(otherDoctors)

    const doctorsList = await list(who.doctor, 'tab=upcoming')
    expect(idsOf(doctorsList)).toContain(paidByAnother)
    expect(idsOf(doctorsList)).not.toContain(otherDoctors)
    expect(doctorsList.items.find((i) => i.id === paidByAnother)).toMatchObject({
      side: 'doctor',
      patient: { name: 'سلمى عادل', fileId: ids.patient, complaint: 'صداع منذ يومين' },
    })
    expect(idsOf(await list(who.otherDoctor, 'tab=upcoming'))).toContain(otherDoctors)
    expect(idsOf(await list(who.otherDoctor, 'tab=upcoming'))).not.toContain(paidByAnother)
    for (const tab of ['past', 'today', 'upcoming'])
      expect((await list(who.stranger, `tab=${tab}`)).total, tab).toBe(0)

    // A family member's file (SPEC 2.8): the booking shows their name and file to the doctor.
    const child = await t.db
      .insertInto('dependents')
      .values({
        holderId: ids.patient,
        name: 'يوسف',
        gender: 'male',
        birthday: '2019-03-02',
        relation: 'child',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const forChild = await book({ startsAt: cairo(2, '12:00'), dependentId: child.id })
    expect((await list(who.doctor, 'tab=upcoming')).items.find((i) => i.id === forChild)?.patient).toEqual({
      name: 'يوسف',
      fileId: child.id,
      complaint: 'صداع منذ يومين',
      forSomeoneElse: true,
    })
  })

  it('refuses labs, radiology centres and admins, and asks a visitor to sign in', async () => {
    for (const role of ['lab', 'radio', 'admin'] as const) {
      const answer = await send('GET', '/api/v1/bookings?tab=today', who[role])
      expect([answer.statusCode, answer.json().error.code], role).toEqual([403, 'FORBIDDEN'])
    }
    const visitor = await send('GET', '/api/v1/bookings?pageSize=7')
    expect([visitor.statusCode, visitor.json().error.code]).toEqual([401, 'UNAUTHENTICATED'])
  })

  it('shows the patient a booking awaiting payment with its order, and the doctor only paid ones', async () => {
    const pending = await book({ startsAt: cairo(3, '10:00'), status: 'pending' })
    const order = await t.db
      .insertInto('paymentOrders')
      .values({
        userId: ids.patient,
        kind: 'bookingPay',
        bookingId: pending,
        method: 'card',
        provider: 'sandbox',
        amount: 6840,
        expiresAt: new Date(now.getTime() + 15 * minute),
        billing: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const paymentFailed = await book({ startsAt: cairo(3, '11:00'), status: 'failed' })

    const mine = await list(who.patient, 'tab=upcoming')
    expect(mine.items.find((i) => i.id === pending)).toMatchObject({
      status: 'pending',
      order: { id: order.id, status: 'pending' },
      price: { total: 6840, paid: 0 },
      actions: ['receipt'],
    })
    // A payment that failed never made a booking: no list shows it.
    expect(idsOf(mine)).not.toContain(paymentFailed)
    const doctors = await list(who.doctor, 'tab=upcoming')
    expect(idsOf(doctors)).not.toContain(pending)
    expect(idsOf(doctors)).not.toContain(paymentFailed)
  })

  it('offers each side the actions the booking allows now', async () => {
    const actionsOf = async (cookie: string, tab: string, id: string) =>
      (await list(cookie, `tab=${tab}&pageSize=100`)).items.find((i) => i.id === id)?.actions
    // More than a day ahead: the patient may move or cancel it, the doctor cancel it.
    const later = await book({ startsAt: cairo(4, '10:00') })
    expect(await actionsOf(who.patient, 'upcoming', later)).toEqual(['reschedule', 'cancel', 'receipt'])
    expect(await actionsOf(who.doctor, 'upcoming', later)).toEqual(['cancel'])
    // Starting in 3 minutes: the room is open (300 s before), too late to move it.
    const soon = await book({ startsAt: new Date(now.getTime() + 3 * minute) })
    expect(await actionsOf(who.patient, 'today', soon)).toEqual(['join', 'cancel', 'receipt'])
    expect(await actionsOf(who.doctor, 'today', soon)).toEqual(['join', 'cancel'])
    // A clinic visit that started 15 minutes ago: the doctor may say the patient did not come.
    const started = await book({
      practice: 'clinic',
      startsAt: new Date(now.getTime() - 15 * minute),
      minutes: 10,
    })
    expect(await actionsOf(who.doctor, 'today', started)).toEqual(['markNoShow'])
    expect(await actionsOf(who.patient, 'today', started)).toEqual(['receipt'])
    // Finished and documented yesterday, not rated: summary, rating, the free follow-up, the receipt.
    const done = await book({
      startsAt: cairo(-1, '12:00'),
      status: 'finished',
      finishedAt: cairo(-1, '12:14'),
      documentedAt: cairo(-1, '12:30'),
    })
    expect(await actionsOf(who.patient, 'past', done)).toEqual(['summary', 'rate', 'followUp', 'receipt'])
    expect(await actionsOf(who.doctor, 'past', done)).toEqual(['summary', 'record'])
    // Rated, followed up and 15 days old: the summary and the receipt only.
    const old = await book({
      startsAt: cairo(-15, '12:00'),
      status: 'finished',
      finishedAt: cairo(-15, '12:14'),
    })
    await t.db
      .insertInto('consultRatings')
      .values({ bookingId: old, doctorId: ids.doctor, raterId: ids.patient, stars: 5 })
      .execute()
    expect(await actionsOf(who.patient, 'past', old)).toEqual(['summary', 'receipt'])
    // Cancelled: nothing but the receipt.
    const canceled = await book({ startsAt: cairo(5, '10:00'), status: 'canceled' })
    expect(await actionsOf(who.patient, 'upcoming', canceled)).toEqual(['receipt'])
    expect(await actionsOf(who.doctor, 'upcoming', canceled)).toEqual([])
  })
})

describe('POST /api/v1/bookings/{bookingId}/patient-no-show (markPatientNoShow)', () => {
  const earnings = async (doctorId: string) =>
    Number(
      (
        await t.db
          .selectFrom('ledgerAccounts')
          .select('balance')
          .where('kind', '=', 'doctorEarnings')
          .where('ownerId', '=', doctorId)
          .executeTakeFirst()
      )?.balance ?? 0,
    )
  const receipts = async (bookingId: string) =>
    t.db
      .selectFrom('ledgerTransactions')
      .select(['idempotencyKey', 'kind'])
      .where('bookingId', '=', bookingId)
      .where('kind', '=', 'visitReceive')
      .execute()
  const mark = (bookingId: string, cookie: string) =>
    send('POST', `/api/v1/bookings/${bookingId}/patient-no-show`, cookie)

  it('fails the booking without a refund, releases the held share once, and tells the patient side live', async () => {
    const bookingId = await book({
      startsAt: new Date(now.getTime() - 5 * minute),
      minutes: 5,
      payerId: ids.payer,
      doctorJoinedAt: new Date(now.getTime() - 6 * minute),
    })
    const heard: { u: string; m?: { type: string; bookingId?: string } }[] = []
    let ready = () => {}
    const listening = new Promise<void>((resolve) => (ready = resolve))
    const listener = listen(t.db, {
      onPayload: (payload) => heard.push(JSON.parse(payload)),
      onListening: () => ready(),
      onLost: () => {},
    })
    await listening
    const before = await earnings(ids.doctor)
    const payerWallet = Number(
      (
        await t.db
          .selectFrom('ledgerAccounts')
          .select('balance')
          .where('kind', '=', 'wallet')
          .where('ownerId', '=', ids.payer)
          .executeTakeFirst()
      )?.balance ?? 0,
    )

    const marked = await mark(bookingId, who.doctor)
    expect(marked.statusCode, marked.body).toBe(200)
    expect(marked.json()).toMatchObject({
      id: bookingId,
      side: 'doctor',
      status: 'failed',
      outcome: { patientNoShow: true, doctorNoShow: false },
      price: { total: 6840, paid: 6840 },
      actions: [],
    })
    expect(await earnings(ids.doctor)).toBe(before + 6000)
    expect(await receipts(bookingId)).toEqual([
      { idempotencyKey: `booking:${bookingId}:receive`, kind: 'visitReceive' },
    ])

    // Marked twice: the same answer, the share released once.
    const again = await mark(bookingId, who.doctor)
    expect(again.statusCode).toBe(200)
    expect(again.json().status).toBe('failed')
    expect(await earnings(ids.doctor)).toBe(before + 6000)
    expect(await receipts(bookingId)).toHaveLength(1)

    // No refund: nothing came back to the payer's wallet.
    expect(
      Number(
        (
          await t.db
            .selectFrom('ledgerAccounts')
            .select('balance')
            .where('kind', '=', 'wallet')
            .where('ownerId', '=', ids.payer)
            .executeTakeFirst()
        )?.balance ?? 0,
      ),
    ).toBe(payerWallet)
    const told = await t.db
      .selectFrom('notifications')
      .select(['recipientId', 'type'])
      .where('type', '=', 'bookings.patientNoShow')
      .execute()
    expect(told.map((n) => n.recipientId).sort()).toEqual([ids.patient, ids.payer].sort())

    await expect
      .poll(() =>
        heard
          .filter((h) => h.m?.type === 'booking.updated' && h.m.bookingId === bookingId)
          .map((h) => h.u)
          .sort(),
      )
      .toEqual([ids.doctor, ids.patient, ids.payer].sort())
    await listener.close()

    // Both sides see it as a patient no-show; the patient keeps only the receipt and the summary.
    const asPatient = (await list(who.patient, 'tab=today')).items.find((i) => i.id === bookingId)
    expect(asPatient).toMatchObject({ outcome: { patientNoShow: true }, actions: ['summary', 'receipt'] })
  })

  it('answers 404 to another doctor, 403 to the patient, and changes nothing', async () => {
    const bookingId = await book({
      startsAt: new Date(now.getTime() - 20 * minute),
      minutes: 5,
      practice: 'clinic',
    })
    const other = await mark(bookingId, who.otherDoctor)
    expect([other.statusCode, other.json().error.code]).toEqual([404, 'BOOKING_NOT_FOUND'])
    const unknown = await mark('00000000-0000-4000-8000-000000000000', who.doctor)
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'BOOKING_NOT_FOUND'])
    for (const role of ['patient', 'payer', 'lab', 'admin'] as const) {
      const answer = await mark(bookingId, who[role])
      expect([answer.statusCode, answer.json().error.code], role).toEqual([403, 'FORBIDDEN'])
    }
    const visitor = await send('POST', `/api/v1/bookings/${bookingId}/patient-no-show`)
    expect(visitor.statusCode).toBe(401)
    expect(await receipts(bookingId)).toEqual([])
    const row = await t.db
      .selectFrom('bookings')
      .select(['status', 'patientNoShow'])
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'opened', patientNoShow: false })
  })

  it('refuses before the start, after a finished consult, and when the patient joined the video call', async () => {
    const early = await book({
      startsAt: new Date(now.getTime() + 25 * minute),
      minutes: 5,
      practice: 'clinic',
    })
    const tooEarly = await mark(early, who.doctor)
    expect([tooEarly.statusCode, tooEarly.json().error.code]).toEqual([409, 'BOOKING_NOT_STARTED'])

    const finished = await book({
      startsAt: new Date(now.getTime() - 200 * minute),
      status: 'finished',
      finishedAt: new Date(now.getTime() - 186 * minute),
    })
    const over = await mark(finished, who.doctor)
    expect([over.statusCode, over.json().error.code]).toEqual([409, 'BOOKING_TRANSITION_REFUSED'])

    const joined = await book({
      startsAt: new Date(now.getTime() - 40 * minute),
      patientJoinedAt: new Date(now.getTime() - 41 * minute),
    })
    const present = await mark(joined, who.doctor)
    expect([present.statusCode, present.json().error.code]).toEqual([409, 'PATIENT_JOINED'])
    for (const id of [early, finished, joined]) expect(await receipts(id)).toEqual([])
  })

  it('takes a video consult the closing job failed with the patient absent as marked, releasing the share once', async () => {
    const closed = await book({
      startsAt: new Date(now.getTime() - 90 * minute),
      status: 'failed',
      patientNoShow: true,
      doctorJoinedAt: new Date(now.getTime() - 91 * minute),
    })
    const both = await book({
      startsAt: new Date(now.getTime() - 120 * minute),
      status: 'failed',
      patientNoShow: true,
      doctorNoShow: true,
    })
    const before = await earnings(ids.doctor)
    for (let i = 0; i < 2; i++) expect((await mark(closed, who.doctor)).statusCode).toBe(200)
    expect(await receipts(closed)).toHaveLength(1)
    expect(await earnings(ids.doctor)).toBe(before + 6000)
    // Nobody came, the doctor neither: nothing is earned.
    expect((await mark(both, who.doctor)).statusCode).toBe(200)
    expect(await receipts(both)).toEqual([])
  })
})

describe('where /bookings opens and what comes first (issue 41 §4)', () => {
  const tabOf = async (cookie: string, query: string) =>
    ((await list(cookie, query)) as List & { tab: string }).tab

  it('opens on the tab of the next booking rather than an empty today', async () => {
    now = cairo(0, '12:00')
    const cookie = await newPatient('01220008105', 'list.next@example.com', 'منى فؤاد')
    const patientId = await userIdOf('01220008105')
    const mine = { patientId, doctorId: ids.otherDoctor }
    // Nothing booked: today, as before.
    expect(await tabOf(cookie, '')).toBe('today')
    // Just booked for tomorrow, with a finished consult this morning: upcoming, where the booking is.
    await book({ ...mine, startsAt: cairo(0, '09:40'), status: 'finished' })
    const tomorrow = await book({ ...mine, startsAt: cairo(1, '10:40') })
    const opened = await list(cookie, '')
    expect((opened as List & { tab: string }).tab).toBe('upcoming')
    expect(idsOf(opened)).toEqual([tomorrow])
    // A cancelled booking later today is not a next booking.
    await book({ ...mine, startsAt: cairo(0, '18:40'), status: 'canceled' })
    expect(await tabOf(cookie, '')).toBe('upcoming')
    // One later today is: today.
    const tonight = await book({ ...mine, startsAt: cairo(0, '20:40') })
    expect(await tabOf(cookie, '')).toBe('today')
    expect(idsOf(await list(cookie, ''))).toContain(tonight)
    // A tab asked for is the tab answered.
    expect(await tabOf(cookie, 'tab=past')).toBe('past')
  })

  it('lists live bookings above cancelled ones, each in time order', async () => {
    now = cairo(0, '12:00')
    const cookie = await newPatient('01220008106', 'list.order@example.com', 'نادر سمير')
    const patientId = await userIdOf('01220008106')
    const mine = { patientId, doctorId: ids.otherDoctor }
    const canceledSoon = await book({ ...mine, startsAt: cairo(11, '10:40'), status: 'canceled' })
    const liveLater = await book({ ...mine, startsAt: cairo(13, '10:40') })
    const liveSoon = await book({ ...mine, startsAt: cairo(11, '12:40') })
    const canceledLater = await book({ ...mine, startsAt: cairo(12, '10:40'), status: 'canceled' })
    expect(idsOf(await list(cookie, 'tab=upcoming'))).toEqual([
      liveSoon,
      liveLater,
      canceledSoon,
      canceledLater,
    ])
  })
})
