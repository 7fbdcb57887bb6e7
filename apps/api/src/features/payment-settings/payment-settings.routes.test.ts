import { createServer } from 'node:net'
import { bookingPrice, type BookingPrice } from '@app/domain/bookings'
import { patientPrice } from '@app/domain/doctors'
import { piastres } from '@app/domain/money'
import { defaultPaymentSettings } from '@app/domain/payments'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, kioskPayable, signIn, signInAdmin, signUp, validBilling } from '#api/testing/journeys'

/**
 * Issue 45 §5, SPEC 3.5, 5, 7.3 and 9 (docs/decisions/0049) against the real app and PostgreSQL, two API instances
 * on one database: anyone reads the payment settings; only an admin session opened with its second factor changes
 * them, with a translated 400 naming the field for anything else; a change recomputes every doctor's stored
 * patient's price in its transaction, is audited, and is served by the other instance at once; a total shown before
 * a change is refused after it (PRICE_CHANGED), while a booking held before it is charged what was shown; the
 * company's maximum price bounds a doctor's price.
 */

let a: TestApp
let b: TestApp
let baseUrl: string
let admin: string
let patient: string
/** Dr. Aya Mahmoud: video 60 EGP (the seed), 10:00–14:00 and 18:00–22:00 daily. */
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

beforeAll(async () => {
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  a = await buildTestApp({ rateLimit: false, env: { PUBLIC_URL: baseUrl } })
  // The sandbox gateway posts its callbacks to PUBLIC_URL, as Paymob posts to ours.
  await a.app.listen({ port, host: '127.0.0.1' })
  // B runs no job workers: the sandbox's callback job must post to A, the one listening on PUBLIC_URL.
  b = await buildTestApp({ rateLimit: false, sameDatabaseAs: a, env: { WORKERS: 'off' } })
  admin = await signInAdmin(a.app)
  patient = await signIn(a.app, demo.patient.phone, demo.patient.password)
  doctorId = (
    await a.db.selectFrom('users').select('id').where('phone', '=', '01010000004').executeTakeFirstOrThrow()
  ).id
}, 60_000)
afterAll(async () => {
  await b?.close()
  await a?.close()
})

const send = (
  app: TestApp,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  cookie?: string,
  payload?: unknown,
  language = 'en',
) =>
  app.app.inject({
    method,
    url,
    headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const defaults = { ...defaultPaymentSettings }
const settingsUrl = '/api/v1/payment-settings'

describe('reading the payment settings (SPEC 7.3 publicConfigs/payment)', () => {
  it('gives anyone, signed out or in, the SPEC 9 defaults until an admin changes them', async () => {
    for (const cookie of [undefined, patient, admin]) {
      const response = await send(a, 'GET', settingsUrl, cookie)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ ...defaults, updatedAt: null })
    }
  })
})

describe('who may change them (ADR 0017, 0033: an admin session with its second factor)', () => {
  it('refuses every other role 403 and a visitor 401, whatever the body, and changes nothing', async () => {
    const doctor = await signIn(a.app, demo.doctor.phone, demo.doctor.password)
    const lab = await signIn(a.app, demo.lab.phone, demo.lab.password)
    const radio = await signIn(a.app, demo.radio.phone, demo.radio.password)
    // An account granted admin rights, signed in the ordinary way (no second factor): no admin operation.
    await signUp(a.app, 'patient', '01220004591')
    expect((await send(a, 'POST', '/api/v1/admins', admin, { phone: '01220004591' })).statusCode).toBe(200)
    const granted = await signIn(a.app, '01220004591', 'Secret12')
    for (const payload of [{ ...defaults, doctorCutPercent: 50 }, {}, { doctorCutPercent: 'x' }]) {
      for (const cookie of [patient, doctor, lab, radio, granted])
        expect((await send(a, 'PUT', settingsUrl, cookie, payload)).statusCode).toBe(403)
      expect((await send(a, 'PUT', settingsUrl, undefined, payload)).statusCode).toBe(401)
    }
    expect((await send(a, 'GET', settingsUrl)).json()).toEqual({ ...defaults, updatedAt: null })
  })
})

describe('hostile input (issue 45 §6)', () => {
  it('answers a translated 400 naming the field, never a 500, and changes nothing', async () => {
    const cases: [unknown, string, string][] = [
      [
        { ...defaults, doctorCutPercent: 0 },
        'doctorCutPercent',
        'payments:settingsProblems.doctorCutPercent',
      ],
      [
        { ...defaults, doctorCutPercent: 101 },
        'doctorCutPercent',
        'payments:settingsProblems.doctorCutPercent',
      ],
      [{ ...defaults, vatPercent: 14.125 }, 'vatPercent', 'payments:settingsProblems.twoDecimals'],
      [{ ...defaults, vatPercent: -14 }, 'vatPercent', 'payments:settingsProblems.vatPercent'],
      [
        { ...defaults, ePaymentSurchargePercent: '3.55' },
        'ePaymentSurchargePercent',
        'payments:settingsProblems.number',
      ],
      [
        { ...defaults, serviceChargePercent: null },
        'serviceChargePercent',
        'payments:settingsProblems.number',
      ],
      [
        { ...defaults, serviceChargePercent: 1e20 },
        'serviceChargePercent',
        'payments:settingsProblems.serviceChargePercent',
      ],
      [
        { ...defaults, maxPricePiastres: 599 },
        'maxPricePiastres',
        'payments:settingsProblems.maxPricePiastres',
      ],
      [
        { ...defaults, maxPricePiastres: 2_147_483_648 },
        'maxPricePiastres',
        'payments:settingsProblems.maxPricePiastres',
      ],
      [{ ...defaults, maxPricePiastres: [] }, 'maxPricePiastres', 'payments:settingsProblems.number'],
      [{ ...defaults, admin: true }, '', 'validation:unknownField'],
    ]
    for (const [payload, path, code] of cases) {
      const response = await send(a, 'PUT', settingsUrl, admin, payload, 'ar')
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      const error = response.json().error
      expect(error.code).toBe('VALIDATION_FAILED')
      expect(error.issues[0], JSON.stringify(payload)).toMatchObject({ path, code })
      expect(error.message).toMatch(/[\u0600-\u06ff]/)
    }
    for (const payload of ['', '{', [], 42]) {
      const response = await a.app.inject({
        method: 'PUT',
        url: settingsUrl,
        headers: { cookie: admin, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      })
      expect(response.statusCode, String(payload)).toBe(400)
      expect(response.json().error.code).toBeTruthy()
    }
    expect((await send(a, 'GET', settingsUrl)).json()).toEqual({ ...defaults, updatedAt: null })
  })
})

/** Every doctor's stored patient's totals, as the recompute must leave them under `settings`. */
async function storedTotalsMatch(settings: typeof defaults): Promise<{ checked: number; wrong: number }> {
  const rows = await a.db
    .selectFrom('doctors')
    .select([
      'videoPrice',
      'videoPatientPrice',
      'clinicPrice',
      'clinicPatientPrice',
      'homePrice',
      'homePatientPrice',
    ])
    .execute()
  let checked = 0
  let wrong = 0
  for (const row of rows)
    for (const [price, total] of [
      [row.videoPrice, row.videoPatientPrice],
      [row.clinicPrice, row.clinicPatientPrice],
      [row.homePrice, row.homePatientPrice],
    ] as const) {
      if (price === null) continue
      checked++
      if (total !== patientPrice(price, settings).total) wrong++
    }
  return { checked, wrong }
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

async function quoteOf(startsAt: string, method: string): Promise<BookingPrice> {
  const quote = await send(
    a,
    'GET',
    `/api/v1/bookings/quote?doctorId=${doctorId}&practice=video&startsAt=${startsAt}`,
    patient,
  )
  expect(quote.statusCode, quote.body).toBe(200)
  return quote.json().methods.find((m: { method: string }) => m.method === method).price
}

describe('a change (ADR 0004, 0049): recomputed, audited, served everywhere, charged as shown', () => {
  const changed = { ...defaults, doctorCutPercent: 50, ePaymentSurchargePercent: 2 }

  it('recomputes every stored price in its transaction; a total shown before is refused, a hold keeps its price', async () => {
    expect(await storedTotalsMatch(defaults)).toMatchObject({ wrong: 0 })
    const slots = kioskPayable(
      (await send(a, 'GET', `/api/v1/doctors/${doctorId}/availability?days=30`)).json().slots as {
        start: string
      }[],
    )
    const [held, shownBefore, after] = [slots[2]!.start, slots[3]!.start, slots[4]!.start]
    // A hold made before the change: a card booking awaiting its payment.
    const heldPrice = await quoteOf(held, 'card')
    expect(heldPrice).toEqual(bookingPrice({ doctorPrice: piastres(6000), method: 'card', type: 'initial' }))
    const created = await send(a, 'POST', '/api/v1/bookings', patient, {
      ...booking(held, 'card'),
      billing: validBilling,
      total: heldPrice.total,
    })
    expect(created.statusCode, created.body).toBe(201)
    const { orderId } = created.json() as { orderId: string }
    // A quote shown before the change, sent after it.
    const shown = await quoteOf(shownBefore, 'wallet')
    // Instance B has the settings in its copy before the change.
    expect((await send(b, 'GET', `/api/v1/doctors/${doctorId}`)).json().practices.video.price.total).toBe(
      9600,
    )

    const saved = await send(a, 'PUT', settingsUrl, admin, changed)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ ...changed, recomputedPrices: expect.any(Number) })
    expect(saved.json().recomputedPrices).toBeGreaterThan(0)
    expect(await storedTotalsMatch(changed)).toMatchObject({ wrong: 0 })
    const aya = await a.db
      .selectFrom('doctors')
      .select('videoPatientPrice')
      .where('userId', '=', doctorId)
      .executeTakeFirstOrThrow()
    // 60 EGP is 50 % of 120 EGP (it was 62.72 % of 96, rounded up to a pound).
    expect(aya.videoPatientPrice).toBe(12_000)

    // The other instance serves the new price once the NOTIFY reaches it (milliseconds; a second allowed).
    const deadline = Date.now() + 1000
    let seen = 0
    while (Date.now() < deadline) {
      seen = (await send(b, 'GET', `/api/v1/doctors/${doctorId}`)).json().practices.video.price.total
      if (seen === 12_000) break
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(seen).toBe(12_000)
    expect((await send(b, 'GET', settingsUrl)).json()).toMatchObject(changed)
    // The search's price band and sort read the stored totals: Aya is now in 100–200.
    const inBand = async (band: string) =>
      (await send(a, 'GET', `/api/v1/doctors?practice=video&priceBand=${band}&q=Aya&pageSize=100`))
        .json()
        .items.map((card: { id: string }) => card.id)
    expect(await inBand('100to200')).toContain(doctorId)
    expect(await inBand('50to100')).not.toContain(doctorId)

    // The total shown before the change is refused; today's is taken.
    const stale = await send(a, 'POST', '/api/v1/bookings', patient, {
      ...booking(shownBefore, 'wallet'),
      total: shown.total,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.code).toBe('PRICE_CHANGED')
    const now = await quoteOf(after, 'card')
    expect(now).toEqual(
      bookingPrice({ doctorPrice: piastres(6000), method: 'card', type: 'initial', config: changed }),
    )
    expect(now.total).toBe(12_000 + 240)

    // The hold made before is paid after the change: charged exactly what was shown then.
    const paid = await send(a, 'POST', `/api/v1/payments/sandbox/${orderId}/pay`, patient, {
      method: 'card',
      last4: '4242',
      otp: '123456',
    })
    expect(paid.statusCode).toBe(202)
    await a.jobs.whenIdle()
    // The sandbox's callback comes over HTTP: on a loaded machine it may land after the jobs went idle.
    await expect
      .poll(async () => (await send(a, 'GET', `/api/v1/payments/orders/${orderId}`, patient)).json().status, {
        timeout: 15_000,
      })
      .toBe('completed')
    const order = (await send(a, 'GET', `/api/v1/payments/orders/${orderId}`, patient)).json()
    expect(order).toMatchObject({ status: 'completed', amount: heldPrice.total })
    const receipt = (await send(a, 'GET', `/api/v1/bookings/${order.bookingId}`, patient)).json()
    expect(receipt).toMatchObject({ paid: heldPrice.total, price: heldPrice })
    const ledger = await sql<{
      sum: string
    }>`select coalesce(sum(amount), 0) as sum from ledger_entries`.execute(a.db)
    expect(Number(ledger.rows[0]?.sum)).toBe(0)

    const audit = await a.db
      .selectFrom('auditLog')
      .select(['action', 'resource', 'detail', 'actorUserId'])
      .where('action', '=', 'paymentSettings.update')
      .execute()
    expect(audit).toMatchObject([
      {
        resource: 'payment-settings',
        actorUserId: expect.any(String),
        detail: { before: defaults, after: changed, recomputedPrices: saved.json().recomputedPrices },
      },
    ])
    expect((await send(a, 'GET', settingsUrl)).json().updatedAt).not.toBeNull()
  })

  it('bounds a doctor’s price by the company’s maximum (SPEC 5), and restores the defaults', async () => {
    const doctor = await signIn(a.app, demo.doctor.phone, demo.doctor.password)
    // The demo doctor is in primary care (at most 60 EGP): a company maximum of 50 EGP is the tighter bound.
    const capped = { ...defaults, maxPricePiastres: 5_000 }
    expect((await send(a, 'PUT', settingsUrl, admin, capped)).statusCode).toBe(200)
    const above = await send(a, 'PUT', '/api/v1/doctors/me/practices/video', doctor, {
      active: true,
      price: 5_100,
    })
    expect(above.statusCode).toBe(400)
    expect(above.json().error.issues).toEqual([{ path: 'price', code: 'validation:price.max' }])
    const at = await send(a, 'PUT', '/api/v1/doctors/me/practices/video', doctor, {
      active: true,
      price: 5_000,
    })
    expect(at.statusCode, at.body).toBe(200)
    // Saved with the settings in force (the defaults' doctor cut again): the editor shows the same total.
    expect(at.json().practices.video.patientPrice).toEqual(patientPrice(5_000, capped))
    expect((await send(a, 'PUT', settingsUrl, admin, defaults)).statusCode).toBe(200)
    expect(await storedTotalsMatch(defaults)).toMatchObject({ wrong: 0 })
  })
})
