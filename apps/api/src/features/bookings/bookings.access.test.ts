import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import {
  cookieOf,
  demo,
  signIn,
  signUp,
  validPatientProfile,
  demoAdminSignIn,
  kioskPayable,
} from '#api/testing/journeys'

/**
 * Issue 9's routes tried by everyone (the developers' guide: the owner, another user of the same role, each other
 * role, signed out). A booking and its order belong to their payer: anyone else gets 404 and nothing of theirs.
 */

let t: TestApp
const who: Record<'owner' | 'otherPatient' | 'doctor' | 'lab' | 'radio' | 'admin', string> = {
  owner: '',
  otherPatient: '',
  doctor: '',
  lab: '',
  radio: '',
  admin: '',
}
let bookingId = ''
let orderId = ''
let doctorId = ''
let startsAt = ''

const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  who.owner = await signIn(t.app, demo.patient.phone, demo.patient.password)
  who.doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  who.lab = await signIn(t.app, demo.lab.phone, demo.lab.password)
  who.radio = await signIn(t.app, demo.radio.phone, demo.radio.password)
  who.admin = cookieOf(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/admin',
      payload: await demoAdminSignIn(t.app),
    }),
  )
  who.otherPatient = await signUp(t.app, 'patient', '01220007777')
  const profile = await send('POST', '/api/v1/profiles/me', who.otherPatient, {
    ...validPatientProfile,
    email: 'other.patient@example.com',
  })
  expect(profile.statusCode).toBe(201)
  doctorId = (
    await t.db.selectFrom('users').select('id').where('phone', '=', '01010000004').executeTakeFirstOrThrow()
  ).id
  const slots = kioskPayable(
    (await send('GET', `/api/v1/doctors/${doctorId}/availability?days=30`)).json().slots as {
      start: string
    }[],
  )
  startsAt = slots[3]?.start ?? ''
  const created = await send('POST', '/api/v1/bookings', who.owner, booking(slots[2]?.start ?? '', 'kiosk'))
  expect(created.statusCode).toBe(201)
  orderId = created.json().orderId
  bookingId = (await send('GET', `/api/v1/payments/orders/${orderId}`, who.owner)).json().bookingId
}, 60_000)
afterAll(() => t.close())

const booking = (at: string, method: string) => ({
  doctorId,
  practice: 'video',
  startsAt: at,
  complaint: 'صداع',
  method,
  timeZone: 'Africa/Cairo',
  timezoneOffsetMinutes: -120,
})

describe('who may use the booking and payment routes (issue 9 §5)', () => {
  it('refuses every route to a visitor who is not signed in (callbacks are signed instead)', async () => {
    const routes: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['GET', `/api/v1/bookings/quote?doctorId=${doctorId}&practice=video&startsAt=${startsAt}`],
      ['POST', '/api/v1/bookings', booking(startsAt, 'wallet')],
      ['GET', `/api/v1/bookings/${bookingId}`],
      ['GET', `/api/v1/payments/orders/${orderId}`],
      ['POST', `/api/v1/payments/orders/${orderId}/checkout`],
      ['POST', `/api/v1/payments/sandbox/${orderId}/pay`, { method: 'kiosk' }],
      ['POST', '/api/v1/payments/cash-in', { amount: 1000, method: 'kiosk' }],
      ['GET', '/api/v1/payments/wallet'],
    ]
    for (const [method, url, body] of routes) {
      const answer = await send(method, url, undefined, body)
      expect([answer.statusCode, answer.json().error?.code], `${method} ${url}`).toEqual([
        401,
        'UNAUTHENTICATED',
      ])
    }
  })

  it('lets only patients quote, book and top up (SPEC 6)', async () => {
    for (const role of ['doctor', 'lab', 'radio', 'admin'] as const) {
      const cookie = who[role]
      const quote = await send(
        'GET',
        `/api/v1/bookings/quote?doctorId=${doctorId}&practice=video&startsAt=${startsAt}`,
        cookie,
      )
      const created = await send('POST', '/api/v1/bookings', cookie, booking(startsAt, 'kiosk'))
      const cashIn = await send('POST', '/api/v1/payments/cash-in', cookie, { amount: 1000, method: 'kiosk' })
      for (const [name, answer] of [
        ['quote', quote],
        ['book', created],
        ['cash in', cashIn],
      ] as const)
        expect([answer.statusCode, answer.json().error?.code], `${role} ${name}`).toEqual([403, 'FORBIDDEN'])
    }
    expect(
      await t.db.selectFrom('bookings').select('id').where('startsAt', '=', new Date(startsAt)).execute(),
    ).toEqual([])
  })

  it('shows a booking and its order to their payer only; anyone else gets 404 with nothing of theirs', async () => {
    expect((await send('GET', `/api/v1/bookings/${bookingId}`, who.owner)).statusCode).toBe(200)
    expect((await send('GET', `/api/v1/payments/orders/${orderId}`, who.owner)).statusCode).toBe(200)
    for (const role of ['otherPatient', 'doctor', 'lab', 'radio', 'admin'] as const) {
      const cookie = who[role]
      for (const [method, url, body] of [
        ['GET', `/api/v1/bookings/${bookingId}`],
        ['GET', `/api/v1/payments/orders/${orderId}`],
        ['POST', `/api/v1/payments/orders/${orderId}/checkout`],
        ['POST', `/api/v1/payments/sandbox/${orderId}/pay`, { method: 'kiosk' }],
      ] as const) {
        const answer = await send(method, url, cookie, body)
        expect(answer.statusCode, `${role} ${method} ${url}`).toBe(404)
        expect(answer.body).not.toContain(orderId)
      }
    }
    // The order is untouched by all of that.
    expect((await send('GET', `/api/v1/payments/orders/${orderId}`, who.owner)).json().status).toBe('pending')
  })

  it('shows each person their own wallet only', async () => {
    const own = (await send('GET', '/api/v1/payments/wallet', who.owner)).json()
    expect(own.balance).toBeGreaterThan(0)
    for (const role of ['otherPatient', 'doctor'] as const) {
      const wallet = (await send('GET', '/api/v1/payments/wallet', who[role])).json()
      expect(wallet).toEqual({ balance: 0, currency: 'EGP', log: [] })
    }
  })
})
