import { createServer } from 'node:net'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import {
  demo,
  multipart,
  pdfBytes,
  pngBytes,
  signIn,
  signInAdmin,
  signUp,
  validBilling,
  validPatientProfile,
} from '#api/testing/journeys'

/**
 * Issue 43 §2–§6 against the real app and PostgreSQL: a patient books a lab test (home collection, by card through
 * the sandbox's signed callback) and a scan (from the wallet, from a doctor's referral); the centre sees, reports and
 * delivers; the report reaches the patient, the payer and the referring doctor and nobody else; cancellations
 * refund; the ledger balances throughout. Every route as its owner, a peer, the other roles and signed out.
 */

let t: TestApp
let now = new Date()
const clock = { now: () => new Date(now.getTime()) }
let patient: string
let otherPatient: string
let lab: string
let radio: string
let otherLab: string
let doctor: string
let admin: string
let labId: string
let radioId: string
let patientId: string
const hour = 3_600_000

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

const userIdOf = async (phone: string) =>
  (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id

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

async function balance(kind: string, ownerId: string): Promise<number> {
  const row = await t.db
    .selectFrom('ledgerAccounts')
    .select('balance')
    .where('kind', '=', kind)
    .where('ownerId', '=', ownerId)
    .executeTakeFirst()
  return Number(row?.balance ?? 0)
}

beforeAll(async () => {
  const port = await freePort()
  t = await buildTestApp({ rateLimit: false, clock, env: { PUBLIC_URL: `http://127.0.0.1:${port}` } })
  await t.app.listen({ port, host: '127.0.0.1' })
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  lab = await signIn(t.app, demo.lab.phone, demo.lab.password)
  radio = await signIn(t.app, demo.radio.phone, demo.radio.password)
  otherLab = await signIn(t.app, '01020001000', 'Centre123')
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  admin = await signInAdmin(t.app)
  otherPatient = await signUp(t.app, 'patient', '01220007771')
  expect((await send('POST', '/api/v1/profiles/me', otherPatient, validPatientProfile)).statusCode).toBe(201)
  labId = await userIdOf(demo.lab.phone)
  radioId = await userIdOf(demo.radio.phone)
  patientId = await userIdOf(demo.patient.phone)
  // The patient's wallet holds 2,000 EGP.
  await t.db.transaction().execute(async (trx) => {
    const { post } = await import('#api/features/payments/ledger.service')
    await post(trx, {
      key: 'test:centre-orders:wallet',
      kind: 'cashIn',
      lines: [
        { account: { kind: 'gatewayClearing' }, amount: -200_000 },
        { account: { kind: 'wallet', ownerId: patientId }, amount: 200_000 },
      ],
    })
  })
}, 60_000)
afterAll(() => t.close())

interface Quote {
  prices: { method: string; total: number; centre: number; surcharge: number }[]
  days: string[]
  date: string | null
  times: string[]
  homeCollectionAvailable: boolean
  insuranceAvailable: boolean
}

async function quote(query: string, cookie?: string): Promise<Quote> {
  const response = await send('GET', `/api/v1/centre-orders/quote?${query}`, cookie)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

/** The visit times of a centre at least `hoursAhead` from the test clock (later days when today has none left). */
async function timesOf(centreId: string, serviceId: string, hoursAhead = 30): Promise<string[]> {
  const first = await quote(`centreId=${centreId}&serviceId=${serviceId}`)
  const all: string[] = []
  for (const day of first.days.slice(0, 4))
    all.push(...(await quote(`centreId=${centreId}&serviceId=${serviceId}&date=${day}`)).times)
  return all.filter((time) => Date.parse(time) > now.getTime() + hoursAhead * hour)
}

const totalOf = (q: Quote, method: string) => q.prices.find((p) => p.method === method)?.total ?? -1

async function payByCard(cookie: string, orderId: string) {
  const paid = await send('POST', `/api/v1/payments/sandbox/${orderId}/pay`, cookie, {
    method: 'card',
    last4: '4242',
    otp: '123456',
  })
  expect(paid.statusCode, paid.body).toBe(202)
  await t.jobs.whenIdle()
}

describe('booking a test or a scan (issue 43 §2)', () => {
  let labOrder: string

  it('quotes a signed-out visitor the paid methods, the home collection and the visit times', async () => {
    const q = await quote(`centreId=${labId}&serviceId=lab:cbc&place=home`)
    expect(q.homeCollectionAvailable).toBe(true)
    expect(q.prices.map((p) => p.method)).toEqual(['wallet', 'card', 'mobileWallet', 'kiosk'])
    // 150 EGP + 75 EGP home collection; 10 % commission; the card adds the e-payment surcharge.
    const wallet = q.prices.find((p) => p.method === 'wallet')
    expect(wallet).toMatchObject({ total: 22_500, centre: 20_250, surcharge: 0 })
    expect(totalOf(q, 'card')).toBeGreaterThan(22_500)
    expect(q.times.length).toBeGreaterThan(0)
    const refused = await send(
      'GET',
      `/api/v1/centre-orders/quote?centreId=${labId}&serviceId=radio:ct-brain`,
    )
    expect([refused.statusCode, refused.json().error.code]).toEqual([422, 'SERVICE_NOT_OFFERED'])
  })

  it('refuses a lab test without its note, a home visit without an address, a closed hour and a stale price', async () => {
    const q = await quote(`centreId=${labId}&serviceId=lab:cbc&place=home`)
    const [startsAt] = await timesOf(labId, 'lab:cbc')
    const base = {
      centreId: labId,
      serviceId: 'lab:cbc',
      place: 'home',
      address: '12 Abbas El Akkad St, Nasr City, flat 4',
      startsAt,
      note: 'متابعة أنيميا',
      method: 'wallet',
      timeZone: 'Africa/Cairo',
      total: totalOf(q, 'wallet'),
    }
    const cases: [object, number, string, string?][] = [
      [{ ...base, note: '' }, 400, 'VALIDATION_FAILED', 'note'],
      [{ ...base, address: undefined }, 400, 'VALIDATION_FAILED', 'address'],
      [{ ...base, startsAt: '2030-01-01T01:00:00+02:00' }, 422, 'OUTSIDE_OPENING_HOURS'],
      [{ ...base, total: base.total - 100 }, 409, 'PRICE_CHANGED'],
      [{ ...base, method: 'free' }, 422, 'PAYMENT_METHOD_NOT_ALLOWED'],
      [{ ...base, serviceId: 'lab:no-such' }, 422, 'SERVICE_NOT_OFFERED'],
    ]
    for (const [body, status, code, path] of cases) {
      const refused = await send('POST', '/api/v1/centre-orders', patient, body)
      expect([refused.statusCode, refused.json().error.code], refused.body).toEqual([status, code])
      if (path) expect(refused.json().error.issues.map((i: { path: string }) => i.path)).toContain(path)
    }
    for (const cookie of [undefined, doctor, lab, admin]) {
      const refused = await send('POST', '/api/v1/centre-orders', cookie, base)
      expect([401, 403]).toContain(refused.statusCode)
    }
    expect(await t.db.selectFrom('centreOrders').select('id').execute()).toEqual([])
  })

  it('books home collection by card: held while the payment is awaited, booked on the signed callback', async () => {
    const q = await quote(`centreId=${labId}&serviceId=lab:cbc&place=home`, patient)
    const [startsAt] = await timesOf(labId, 'lab:cbc')
    const created = await send('POST', '/api/v1/centre-orders', patient, {
      centreId: labId,
      serviceId: 'lab:cbc',
      place: 'home',
      address: '12 Abbas El Akkad St, Nasr City, flat 4',
      startsAt,
      note: 'متابعة أنيميا',
      method: 'card',
      billing: validBilling,
      timeZone: 'Africa/Cairo',
      total: totalOf(q, 'card'),
    })
    expect(created.statusCode, created.body).toBe(201)
    const { centreOrderId, paymentOrderId } = created.json()
    labOrder = centreOrderId
    expect(paymentOrderId).toEqual(expect.any(String))
    const pending = (await send('GET', `/api/v1/centre-orders/${labOrder}`, patient)).json()
    expect(pending).toMatchObject({ status: 'pending', place: 'home', actions: ['pay', 'cancel'] })
    // The centre does not see an unpaid order.
    expect((await send('GET', '/api/v1/centre-orders?tab=new', lab)).json().items).toEqual([])

    await payByCard(patient, paymentOrderId)
    const paid = (await send('GET', `/api/v1/centre-orders/${labOrder}`, patient)).json()
    expect(paid).toMatchObject({ status: 'booked', method: 'card', total: totalOf(q, 'card') })
    // The centre's address for the calendar event (issue 43 §2), the same line its page shows.
    const centrePage = (await send('GET', `/api/v1/centres/${labId}/details`, patient)).json()
    expect(paid.centreAddress).toBe(centrePage.address)
    expect(paid.centreAddress).not.toBe('')
    expect(await balance('doctorHeld', labId)).toBe(20_250)
    expect(await ledgerSum()).toBe(0)
    const told = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('recipientId', '=', labId)
      .where('type', '=', 'centreOrders.new')
      .execute()
    expect(told).toHaveLength(1)
  })

  it('shows the order to its centre in "new" until it is seen, and to nobody else', async () => {
    const list = (await send('GET', '/api/v1/centre-orders?tab=new', lab)).json()
    expect(list.items.map((o: { id: string }) => o.id)).toEqual([labOrder])
    expect(list.counts).toMatchObject({ new: 1 })
    expect(list.items[0]).toMatchObject({
      patient: { name: expect.any(String) },
      address: '12 Abbas El Akkad St, Nasr City, flat 4',
      actions: expect.arrayContaining(['acknowledge', 'cancel', 'uploadReport']),
    })
    // Listed for a lab before its report too (the page shows it disabled, and the API refuses it: below).
    expect(list.items[0].actions).toContain('deliver')
    const searched = (
      await send('GET', `/api/v1/centre-orders?tab=new&q=${encodeURIComponent('صورة دم')}`, lab)
    ).json()
    expect(searched.items).toHaveLength(1)
    expect((await send('GET', '/api/v1/centre-orders?tab=new&q=zzzz', lab)).json().items).toEqual([])
    // By mobile (issue 43 §6 looks a mobile up without its first three digits): the whole number, as it is being
    // typed, a part from its middle, in Arabic-Indic digits; a number differing in its first digits or its last finds
    // nothing.
    const phone = demo.patient.phone
    const arabicDigits = [...phone].map((d) => String.fromCharCode(0x0660 + Number(d))).join('')
    for (const q of [phone, phone.slice(0, 7), phone.slice(3, 9), arabicDigits]) {
      const found = (
        await send('GET', `/api/v1/centre-orders?tab=new&q=${encodeURIComponent(q)}`, lab)
      ).json()
      expect(
        found.items.map((o: { id: string }) => o.id),
        q,
      ).toEqual([labOrder])
    }
    for (const q of [`02${phone.slice(2)}`, `${phone.slice(0, -1)}${(Number(phone.at(-1)) + 1) % 10}`])
      expect((await send('GET', `/api/v1/centre-orders?tab=new&q=${q}`, lab)).json().items, q).toEqual([])

    for (const cookie of [otherPatient, otherLab, radio, doctor]) {
      const hidden = await send('GET', `/api/v1/centre-orders/${labOrder}`, cookie)
      expect([hidden.statusCode, hidden.json().error.code]).toEqual([404, 'CENTRE_ORDER_NOT_FOUND'])
    }
    expect((await send('GET', `/api/v1/centre-orders/${labOrder}`)).statusCode).toBe(401)
    expect((await send('GET', `/api/v1/centre-orders/${labOrder}`, admin)).statusCode).toBe(200)
    expect((await send('GET', '/api/v1/centre-orders', otherLab)).json().items).toEqual([])
    expect((await send('GET', '/api/v1/centre-orders', doctor)).statusCode).toBe(403)

    const seen = await send('POST', `/api/v1/centre-orders/${labOrder}/acknowledge`, lab)
    expect(seen.json()).toMatchObject({ acknowledged: true })
    expect((await send('GET', '/api/v1/centre-orders?tab=upcoming', lab)).json().items).toHaveLength(1)
    expect((await send('POST', `/api/v1/centre-orders/${labOrder}/acknowledge`, otherLab)).statusCode).toBe(
      404,
    )
    expect((await send('POST', `/api/v1/centre-orders/${labOrder}/acknowledge`, patient)).statusCode).toBe(
      403,
    )
  })

  it('takes a PDF report only, needs it before a lab delivers, and keeps a correction beside the first', async () => {
    const notPdf = await t.app.inject({
      method: 'POST',
      url: `/api/v1/centre-orders/${labOrder}/reports`,
      headers: { cookie: lab, ...multipart(pngBytes, 'report.pdf', 'application/pdf').headers },
      payload: multipart(pngBytes, 'report.pdf', 'application/pdf').payload,
    })
    expect([notPdf.statusCode, notPdf.json().error.code]).toEqual([415, 'FILE_TYPE_NOT_SUPPORTED'])
    const early = await send('POST', `/api/v1/centre-orders/${labOrder}/deliver`, lab, { results: [] })
    expect([early.statusCode, early.json().error.code]).toEqual([422, 'REPORT_REQUIRED'])

    const upload = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/centre-orders/${labOrder}/reports`,
        headers: { cookie, ...multipart(pdfBytes, 'cbc.pdf', 'application/pdf').headers },
        payload: multipart(pdfBytes, 'cbc.pdf', 'application/pdf').payload,
      })
    expect((await upload(otherLab)).statusCode).toBe(404)
    const uploaded = await upload(lab)
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    expect(uploaded.json().reports).toEqual([expect.objectContaining({ version: 1, submitted: false })])
    // A draft is the centre's: the patient sees no report yet.
    expect((await send('GET', `/api/v1/centre-orders/${labOrder}`, patient)).json().reports).toEqual([])

    const delivered = await send('POST', `/api/v1/centre-orders/${labOrder}/deliver`, lab, {
      results: [{ test: 'Haemoglobin', value: 11.2, unit: 'g/dL', low: 12, high: 16 }],
    })
    expect(delivered.statusCode, delivered.body).toBe(200)
    expect(delivered.json()).toMatchObject({ status: 'delivered', deliveredAt: expect.any(String) })
    expect(await balance('doctorHeld', labId)).toBe(0)
    expect(await balance('doctorEarnings', labId)).toBe(20_250)
    expect(await ledgerSum()).toBe(0)

    const seen = (await send('GET', `/api/v1/centre-orders/${labOrder}`, patient)).json()
    expect(seen.reports).toEqual([expect.objectContaining({ version: 1, submitted: true })])
    expect(seen.results).toEqual([{ test: 'Haemoglobin', value: 11.2, unit: 'g/dL', low: 12, high: 16 }])
    const url = seen.reports[0].url as string
    expect((await send('GET', url, patient)).statusCode).toBe(200)
    expect((await send('GET', url, lab)).statusCode).toBe(200)
    for (const cookie of [otherPatient, otherLab, doctor])
      expect((await send('GET', url, cookie)).statusCode).toBe(404)
    const audited = await t.db
      .selectFrom('auditLog')
      .select(['actorUserId', 'subjectUserId'])
      .where('action', '=', 'file.read')
      .where('subjectUserId', '=', patientId)
      .execute()
    expect(audited).toContainEqual({ actorUserId: labId, subjectUserId: patientId })

    const corrected = await upload(lab)
    expect(
      corrected.json().reports.map((r: { version: number; submitted: boolean }) => [r.version, r.submitted]),
    ).toEqual([
      [2, true],
      [1, true],
    ])
    const results = (await send('GET', '/api/v1/centre-orders/results?test=Haemoglobin', patient)).json()
    expect(results.items).toEqual([expect.objectContaining({ orderId: labOrder, value: 11.2 })])
    const record = (await send('GET', '/api/v1/centre-orders?status=delivered', patient)).json()
    expect(record.items.map((o: { id: string }) => o.id)).toEqual([labOrder])
  })

  it('books a scan from a doctor’s referral, paid from the wallet; the doctor reads its report', async () => {
    const consult = await t.db
      .selectFrom('referrals as r')
      .innerJoin('bookings as b', 'b.id', 'r.bookingId')
      .select(['r.bookingId', 'r.position'])
      .where('b.patientId', '=', patientId)
      .where('r.kind', '=', 'radio')
      .executeTakeFirstOrThrow()
    const q = await quote(`centreId=${radioId}&serviceId=radio:xray-chest`, patient)
    const [startsAt] = await timesOf(radioId, 'radio:xray-chest')
    const body = {
      centreId: radioId,
      serviceId: 'radio:xray-chest',
      startsAt,
      method: 'wallet',
      timeZone: 'Africa/Cairo',
      total: totalOf(q, 'wallet'),
    }
    // Another patient cannot claim this patient's referral.
    const foreign = await send('POST', '/api/v1/centre-orders', otherPatient, {
      ...body,
      referral: { bookingId: consult.bookingId, position: consult.position },
    })
    expect(foreign.statusCode).toBe(404)
    const created = await send('POST', '/api/v1/centre-orders', patient, {
      ...body,
      referral: { bookingId: consult.bookingId, position: consult.position },
    })
    expect(created.statusCode, created.body).toBe(201)
    const { centreOrderId, paymentOrderId } = created.json()
    expect(paymentOrderId).toBeNull()
    expect((await send('GET', `/api/v1/centre-orders/${centreOrderId}`, patient)).json().status).toBe(
      'booked',
    )
    // A scan may be marked done without a written report.
    const done = await send('POST', `/api/v1/centre-orders/${centreOrderId}/deliver`, radio, { results: [] })
    expect(done.json().status).toBe('delivered')
    const asDoctor = await send('GET', `/api/v1/centre-orders/${centreOrderId}`, doctor)
    expect(asDoctor.statusCode).toBe(200)
    expect(asDoctor.json().phone).toBeNull()
    // The referring doctor is told, with a link to the order they may read; nobody else beside the patient side.
    const told = await t.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.recipientId')
      .select(['u.phone', 'n.type', 'n.link'])
      .where('n.type', 'like', 'centreOrders.referral%')
      .where('n.link', '=', `/orders/${centreOrderId}`)
      .execute()
    expect(told).toEqual([
      { phone: demo.doctor.phone, type: 'centreOrders.referralAnswered', link: `/orders/${centreOrderId}` },
    ])
    // The consult's doctor follows its referrals' orders; no other doctor, patient or centre lists them so.
    const followed = await send('GET', `/api/v1/centre-orders?referral=${consult.bookingId}`, doctor)
    expect(followed.statusCode, followed.body).toBe(200)
    expect(followed.json().items).toEqual([
      expect.objectContaining({ id: centreOrderId, status: 'delivered', phone: null, address: null }),
    ])
    const otherDoctor = await signUp(t.app, 'doctor', '01220007772')
    expect(
      (await send('GET', `/api/v1/centre-orders?referral=${consult.bookingId}`, otherDoctor)).statusCode,
    ).toBe(404)
    expect((await send('GET', '/api/v1/centre-orders', doctor)).statusCode).toBe(403)
    // A patient's or centre's list ignores the filter: it is the caller's own orders, never another's.
    const asRadio = (
      await send('GET', `/api/v1/centre-orders?referral=${consult.bookingId}&tab=delivered`, radio)
    ).json()
    expect(asRadio.items.every((o: { centreId: string }) => o.centreId === radioId)).toBe(true)
    expect(
      (await send('GET', `/api/v1/centre-orders?referral=${consult.bookingId}`, otherPatient)).json().items,
    ).toEqual([])
    expect((await send('GET', `/api/v1/centre-orders?referral=${consult.bookingId}`)).statusCode).toBe(401)

    // A second scan for the same referral, cancelled by the centre: the patient reads the refund and where it went;
    // the referring doctor reads the visit, not the money (neither the page nor the API shows it to them).
    const [, later] = await timesOf(radioId, 'radio:xray-chest', 30)
    const second = await send('POST', '/api/v1/centre-orders', patient, {
      ...body,
      startsAt: later,
      total: totalOf(await quote(`centreId=${radioId}&serviceId=radio:xray-chest`, patient), 'wallet'),
      referral: { bookingId: consult.bookingId, position: consult.position },
    })
    expect(second.statusCode, second.body).toBe(201)
    const secondId = second.json().centreOrderId as string
    const canceled = await send('POST', `/api/v1/centre-orders/${secondId}/cancel`, radio, {
      reason: 'The scanner is under maintenance',
    })
    expect(canceled.json()).toMatchObject({
      status: 'canceled',
      refund: expect.any(Number),
      refundTo: 'wallet',
    })
    expect((await send('GET', `/api/v1/centre-orders/${secondId}`, patient)).json()).toMatchObject({
      refund: canceled.json().refund,
      refundTo: 'wallet',
    })
    expect((await send('GET', `/api/v1/centre-orders/${secondId}`, doctor)).json()).toMatchObject({
      status: 'canceled',
      refund: null,
      refundTo: null,
    })
    expect(await ledgerSum()).toBe(0)
  })
})

describe('cancelling (issue 43 §3, §5)', () => {
  async function walletBooking(): Promise<{ id: string; total: number }> {
    const q = await quote(`centreId=${radioId}&serviceId=radio:xray-chest`, patient)
    const times = await timesOf(radioId, 'radio:xray-chest', 30)
    const created = await send('POST', '/api/v1/centre-orders', patient, {
      centreId: radioId,
      serviceId: 'radio:xray-chest',
      startsAt: times[3],
      method: 'wallet',
      timeZone: 'Africa/Cairo',
      total: totalOf(q, 'wallet'),
    })
    expect(created.statusCode, created.body).toBe(201)
    return { id: created.json().centreOrderId, total: totalOf(q, 'wallet') }
  }
  const wallet = async () => (await send('GET', '/api/v1/payments/wallet', patient)).json().balance as number

  it('refunds the patient in full when the centre cancels, which needs a reason', async () => {
    const order = await walletBooking()
    const before = await wallet()
    const silent = await send('POST', `/api/v1/centre-orders/${order.id}/cancel`, radio, { reason: '' })
    expect([silent.statusCode, silent.json().error.code]).toEqual([422, 'CENTRE_CANCEL_REASON_REQUIRED'])
    expect(
      (await send('POST', `/api/v1/centre-orders/${order.id}/cancel`, lab, { reason: 'x' })).statusCode,
    ).toBe(404)
    const canceled = await send('POST', `/api/v1/centre-orders/${order.id}/cancel`, radio, {
      reason: 'The scanner is under maintenance',
    })
    expect(canceled.json()).toMatchObject({ status: 'canceled', canceledBy: 'centre', refund: order.total })
    expect(await wallet()).toBe(before + order.total)
    const again = await send('POST', `/api/v1/centre-orders/${order.id}/cancel`, radio, { reason: 'again' })
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'CENTRE_ORDER_TRANSITION_REFUSED'])
    expect(await wallet()).toBe(before + order.total)
    expect(await ledgerSum()).toBe(0)
  })

  it('refunds a patient who cancels a day ahead; later the centre keeps its share', async () => {
    const order = await walletBooking()
    const before = await wallet()
    const canceled = await send('POST', `/api/v1/centre-orders/${order.id}/cancel`, patient, { reason: '' })
    expect(canceled.json()).toMatchObject({ status: 'canceled', canceledBy: 'patient', refund: order.total })
    expect(await wallet()).toBe(before + order.total)

    const late = await walletBooking()
    const start = Date.parse((await send('GET', `/api/v1/centre-orders/${late.id}`, patient)).json().startsAt)
    const earnings = await balance('doctorEarnings', radioId)
    now = new Date(start - 2 * hour)
    try {
      const lateCancel = await send('POST', `/api/v1/centre-orders/${late.id}/cancel`, patient, {
        reason: '',
      })
      expect(lateCancel.json()).toMatchObject({ status: 'canceled', refund: 0 })
      expect(await balance('doctorEarnings', radioId)).toBeGreaterThan(earnings)
    } finally {
      now = new Date()
    }
    expect(await ledgerSum()).toBe(0)
  })

  it('marks a patient who did not come, once the visit time passed', async () => {
    const order = await walletBooking()
    const early = await send('POST', `/api/v1/centre-orders/${order.id}/undelivered`, radio)
    expect(early.statusCode).toBe(409)
    const start = Date.parse((await send('GET', `/api/v1/centre-orders/${order.id}`, radio)).json().startsAt)
    now = new Date(start + hour)
    try {
      // Days on, the sessions of the start have lapsed: both sign in again.
      const radioLater = await signIn(t.app, demo.radio.phone, demo.radio.password)
      const patientLater = await signIn(t.app, demo.patient.phone, demo.patient.password)
      const listed = await send('GET', '/api/v1/centre-orders?tab=new', radioLater)
      expect(listed.statusCode, listed.body).toBe(200)
      const list = listed.json()
      expect(list.items.map((o: { id: string }) => o.id)).toContain(order.id)
      const marked = await send('POST', `/api/v1/centre-orders/${order.id}/undelivered`, radioLater)
      expect(marked.json().status).toBe('undelivered')
      const cancel = await send('POST', `/api/v1/centre-orders/${order.id}/cancel`, patientLater, {})
      expect([cancel.statusCode, cancel.json().error.code]).toEqual([409, 'CANNOT_CANCEL'])
    } finally {
      now = new Date()
    }
    expect(await ledgerSum()).toBe(0)
  })
})

describe('the tabs’ counts at scale (issue 43 §6)', () => {
  it('keeps each centre’s counts per state as its orders move, and answers the tabs’ badges from them', async () => {
    // What the kept counts must equal: the orders counted afresh, per centre and state.
    const kept = await t.db
      .selectFrom('centreOrderCounts')
      .select(['centreUserId', 'state', 'orders'])
      .where('orders', '<>', 0)
      .orderBy('centreUserId')
      .orderBy('state')
      .execute()
    const { rows: counted } = await sql<{ centreUserId: string; state: string; orders: number }>`
      select centre_user_id as "centreUserId", centre_order_state(status, acknowledged_at) as state,
        count(*)::int as orders
      from centre_orders group by 1, 2 order by 1, 2`.execute(t.db)
    expect(kept).toEqual(counted)
    expect(kept.length).toBeGreaterThan(2)

    // The badges, as the tabs' own definitions count them now.
    for (const account of [demo.lab, demo.radio]) {
      const cookie = await signIn(t.app, account.phone, account.password)
      const centreId = await userIdOf(account.phone)
      const at = new Date()
      const { rows } = await sql<{ tab: string; n: number }>`
        select case when status = 'booked' and acknowledged_at is null then 'new'
                    when status = 'booked' and starts_at > ${at} then 'upcoming'
                    when status = 'booked' then 'toReport'
                    else status end as tab, count(*)::int as n
        from centre_orders
        where centre_user_id = ${centreId}::uuid and status in ('booked', 'delivered', 'undelivered', 'canceled')
        group by 1`.execute(t.db)
      const list = (await send('GET', '/api/v1/centre-orders?tab=delivered', cookie)).json()
      expect(list.counts, account.phone).toEqual(Object.fromEntries(rows.map((r) => [r.tab, r.n])))
    }
  })
})
