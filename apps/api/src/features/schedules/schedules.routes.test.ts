import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testClock, type TestApp } from '#api/testing/build-test-app'
import { cookieOf, demo, signIn, demoAdminSignIn } from '#api/testing/journeys'

// Saturday 21 November 2026, 12:00 in Cairo (UTC+2).
const now = new Date('2026-11-21T10:00:00Z')
let t: TestApp
let patient: string
let admin: string
beforeAll(async () => {
  t = await buildTestApp({ clock: testClock(now), rateLimit: false })
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  admin = cookieOf(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/admin',
      payload: await demoAdminSignIn(t.app),
    }),
  )
})
afterAll(() => t.close())

const send = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

async function userIdOf(phone: string): Promise<string> {
  return (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
}

const off = { checked: false, ranges: [] }
const week = (ranges: { start: string; end: string }[]) => ({
  sa: { checked: true, ranges },
  su: { checked: true, ranges },
  mo: off,
  tu: off,
  we: off,
  th: off,
  fr: off,
})

describe('a doctor’s schedule (SPEC 2.8, 3.4)', () => {
  it('starts empty with 15-minute slots, then keeps the default week, week overrides and customised days', async () => {
    const doctor = await signIn(t.app, '01010000010', 'Doctor123')
    await t.db
      .deleteFrom('schedules')
      .where('doctorId', '=', await userIdOf('01010000010'))
      .execute()
    const empty = (await send('GET', '/api/v1/doctors/me/schedule', doctor)).json()
    expect(empty.timeslotMinutes).toBe(15)
    expect(empty.defaultWeek.sa).toEqual(off)
    const saved = await send('PUT', '/api/v1/doctors/me/schedule', doctor, {
      timeslotMinutes: 30,
      defaultWeek: week([{ start: '٠٩:٠٠', end: '00:00' }]),
      weeks: { '48-2026': week([{ start: '18:00', end: '20:00' }]) },
      days: { '2026-11-28': [] },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({
      timeslotMinutes: 30,
      defaultWeek: { sa: { checked: true, ranges: [{ start: '09:00', end: '24:00' }] } },
      weeks: { '48-2026': { su: { ranges: [{ start: '18:00', end: '20:00' }] } } },
      days: { '2026-11-28': [] },
    })
    expect((await send('GET', '/api/v1/doctors/me/schedule', doctor)).json()).toEqual(saved.json())
  })

  it('refuses overlapping ranges on a day and saves nothing', async () => {
    const doctor = await signIn(t.app, '01010000011', 'Doctor123')
    const before = (await send('GET', '/api/v1/doctors/me/schedule', doctor)).json()
    const response = await send('PUT', '/api/v1/doctors/me/schedule', doctor, {
      defaultWeek: week([
        { start: '09:00', end: '12:00' },
        { start: '11:30', end: '13:00' },
      ]),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.issues).toContainEqual({
      path: 'defaultWeek.sa.ranges.1',
      code: 'validation:schedule.overlap',
    })
    expect((await send('GET', '/api/v1/doctors/me/schedule', doctor)).json()).toEqual(before)
  })

  it('never lets a doctor edit another doctor’s schedule, and lets an admin', async () => {
    const doctor = await signIn(t.app, '01010000012', 'Doctor123')
    const otherId = await userIdOf('01010000013')
    const before = (await send('GET', `/api/v1/doctors/${otherId}/schedule`, admin)).json()
    const schedule = { defaultWeek: week([{ start: '10:00', end: '11:00' }]) }
    const byDoctor = await send('PUT', `/api/v1/doctors/${otherId}/schedule`, doctor, schedule)
    expect(byDoctor.statusCode).toBe(403)
    expect(byDoctor.json().error.code).toBe('FORBIDDEN')
    expect((await send('GET', `/api/v1/doctors/${otherId}/schedule`, doctor)).statusCode).toBe(403)
    expect((await send('GET', `/api/v1/doctors/${otherId}/schedule`, admin)).json()).toEqual(before)

    const byAdmin = await send('PUT', `/api/v1/doctors/${otherId}/schedule`, admin, schedule)
    expect(byAdmin.statusCode, byAdmin.body).toBe(200)
    expect(byAdmin.json().defaultWeek.sa.ranges).toEqual([{ start: '10:00', end: '11:00' }])
  })

  it('refuses the schedule routes to patients and visitors', async () => {
    expect((await send('GET', '/api/v1/doctors/me/schedule', patient)).statusCode).toBe(403)
    expect((await send('GET', '/api/v1/doctors/me/schedule')).statusCode).toBe(401)
  })
})

describe('availability and reserved times (SPEC 2.5 step 3, 7.2)', () => {
  async function bookedDoctor() {
    // Dr. Aya Mahmoud: every day 10:00–14:00 and 18:00–22:00 in 30-minute slots.
    const doctorId = await userIdOf('01010000004')
    const patientId = await userIdOf(demo.patient.phone)
    await t.db
      .insertInto('bookings')
      .values([
        // 14:00–15:00 today is outside her hours; 18:30–19:00 today and 10:00–11:00 tomorrow are taken.
        {
          doctorId,
          patientId,
          payerId: patientId,
          practice: 'video',
          startsAt: '2026-11-21T16:30:00Z',
          endsAt: '2026-11-21T17:00:00Z',
        },
        {
          doctorId,
          patientId,
          payerId: patientId,
          practice: 'video',
          startsAt: '2026-11-22T08:00:00Z',
          endsAt: '2026-11-22T09:00:00Z',
        },
        // A cancelled booking frees its slot.
        {
          doctorId,
          patientId,
          payerId: patientId,
          practice: 'video',
          status: 'canceled',
          startsAt: '2026-11-21T17:00:00Z',
          endsAt: '2026-11-21T17:30:00Z',
        },
      ])
      .execute()
    return doctorId
  }

  it('gives the schedule minus live bookings minus the past, as instants, 30 or 31 days at a time', async () => {
    const doctorId = await bookedDoctor()
    const response = await send('GET', `/api/v1/doctors/${doctorId}/availability`)
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json<{
      slots: { start: string; end: string }[]
      timezone: string
      nextFrom: string
    }>()
    expect(body.timezone).toBe('Africa/Cairo')
    const starts = body.slots.map((s) => s.start)
    // Today after 12:00: 12:00 itself has started, 12:30 and on are free until 14:00.
    expect(starts.slice(0, 3)).toEqual([
      '2026-11-21T10:30:00.000Z',
      '2026-11-21T11:00:00.000Z',
      '2026-11-21T11:30:00.000Z',
    ])
    expect(starts.every((s) => new Date(s) > now)).toBe(true)
    expect(starts).not.toContain('2026-11-21T16:30:00.000Z')
    expect(starts).toContain('2026-11-21T17:00:00.000Z')
    expect(starts).not.toContain('2026-11-22T08:00:00.000Z')
    expect(starts).not.toContain('2026-11-22T08:30:00.000Z')
    expect(starts).toContain('2026-11-22T09:00:00.000Z')
    // November has 30 days: the window ends at the start of 21 December in Cairo.
    expect(body.nextFrom).toBe('2026-12-20T22:00:00.000Z')
    expect(starts.at(-1)).toBe('2026-12-20T19:30:00.000Z')

    const next = await send('GET', `/api/v1/doctors/${doctorId}/availability?from=${body.nextFrom}&days=31`)
    expect(next.json().nextFrom).toBe('2027-01-20T22:00:00.000Z')
    expect(next.json().slots[0].start).toBe('2026-12-21T08:00:00.000Z')
    expect((await send('GET', `/api/v1/doctors/${doctorId}/availability?days=29`)).statusCode).toBe(400)
  })

  it('lists the live bookings of a Cairo day for getAllReservedTimes', async () => {
    const doctorId = await userIdOf('01010000004')
    const response = await send('GET', `/api/v1/doctors/${doctorId}/reserved-times?day=2026-11-21`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      data: [{ startDate: '2026-11-21T16:30:00.000Z', endDate: '2026-11-21T17:00:00.000Z' }],
    })
    expect((await send('GET', `/api/v1/doctors/${doctorId}/reserved-times?day=2026-02-30`)).statusCode).toBe(
      400,
    )
  })

  it('refuses a second live booking of an overlapping time in the database itself', async () => {
    const doctorId = await userIdOf('01010000004')
    const patientId = await userIdOf(demo.patient.phone)
    await expect(
      t.db
        .insertInto('bookings')
        .values({
          doctorId,
          patientId,
          payerId: patientId,
          practice: 'video',
          startsAt: '2026-11-21T16:45:00Z',
          endsAt: '2026-11-21T17:15:00Z',
        })
        .execute(),
    ).rejects.toMatchObject({ constraint: 'bookings_no_overlap' })
  })

  it('hides the availability of an unverified doctor', async () => {
    const unverified = await userIdOf('01010000043')
    expect((await send('GET', `/api/v1/doctors/${unverified}/availability`)).statusCode).toBe(404)
    expect(
      (await send('GET', `/api/v1/doctors/${unverified}/reserved-times?day=2026-11-21`)).statusCode,
    ).toBe(404)
  })
})
