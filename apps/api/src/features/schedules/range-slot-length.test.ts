import { nextSlotHorizonDays } from '@app/domain/doctors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schedulesService from '#api/features/schedules/schedules.service'
import { buildTestApp, testClock, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn } from '#api/testing/journeys'

/**
 * Issue 41 §4 against the real app and PostgreSQL: a period may carry its own slot length, so a one-off evening of
 * 10-minute slots leaves every other day on the schedule's 15, and a booking of such a slot lasts 10 minutes.
 */

// Saturday 21 November 2026, 12:00 in Cairo (UTC+2).
const now = new Date('2026-11-21T10:00:00Z')
const minute = 60_000
let t: TestApp
let doctor: string
let patient: string
let doctorId: string

beforeAll(async () => {
  t = await buildTestApp({ clock: testClock(now), rateLimit: false })
  // Dr. Aya Mahmoud (seed): bookable for video, paid from the demo patient's wallet.
  doctor = await signIn(t.app, '01010000004', 'Doctor123')
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  doctorId = (
    await t.db.selectFrom('users').select('id').where('phone', '=', '01010000004').executeTakeFirstOrThrow()
  ).id
}, 60_000)
afterAll(() => t.close())

const send = (method: 'GET' | 'PUT' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const evening = { checked: true, ranges: [{ start: '18:00', end: '20:00' }] }
const schedule = {
  timeslotMinutes: 15,
  defaultWeek: { sa: evening, su: evening, mo: evening, tu: evening, we: evening, th: evening, fr: evening },
  // Tuesday 24 November: one evening of 10-minute slots; today a short 10-minute period at 12:00.
  days: {
    '2026-11-21': [{ start: '12:00', end: '12:30', timeslotMinutes: 10 }],
    '2026-11-24': [{ start: '18:00', end: '20:00', timeslotMinutes: 10 }],
  },
}

const minutesOf = (slot: { start: string; end: string }) =>
  (Date.parse(slot.end) - Date.parse(slot.start)) / minute

async function slotsOn(utcDate: string) {
  const response = await send('GET', `/api/v1/doctors/${doctorId}/availability?days=30`)
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { slots: { start: string; end: string }[] }).slots.filter((s) =>
    s.start.startsWith(utcDate),
  )
}

const book = (startsAt: string) =>
  send('POST', '/api/v1/bookings', patient, {
    doctorId,
    practice: 'video',
    startsAt,
    complaint: 'صداع منذ يومين',
    method: 'wallet',
    timeZone: 'Africa/Cairo',
    timezoneOffsetMinutes: -120,
  })

const lengthOf = async (bookingId: string) => {
  const row = await t.db
    .selectFrom('bookings')
    .select(['startsAt', 'endsAt'])
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow()
  return (row.endsAt.getTime() - row.startsAt.getTime()) / minute
}

describe("a period's own slot length (issue 41 §4)", () => {
  it('keeps the length a customised day gives its period, and a range without one has none', async () => {
    const saved = await send('PUT', '/api/v1/doctors/me/schedule', doctor, schedule)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().days['2026-11-24']).toEqual([{ start: '18:00', end: '20:00', timeslotMinutes: 10 }])
    expect(saved.json().defaultWeek.mo.ranges).toEqual([{ start: '18:00', end: '20:00' }])
    expect((await send('GET', '/api/v1/doctors/me/schedule', doctor)).json()).toEqual(saved.json())
    const refused = await send('PUT', '/api/v1/doctors/me/schedule', doctor, {
      ...schedule,
      days: { '2026-11-24': [{ start: '18:00', end: '20:00', timeslotMinutes: 7 }] },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.issues[0].path).toBe('days.2026-11-24.0.timeslotMinutes')
  })

  it('offers 10-minute slots on that day while the other days keep 15', async () => {
    const monday = await slotsOn('2026-11-23')
    expect(monday.map((s) => s.start)).toEqual([
      '2026-11-23T16:00:00.000Z',
      '2026-11-23T16:15:00.000Z',
      '2026-11-23T16:30:00.000Z',
      '2026-11-23T16:45:00.000Z',
      '2026-11-23T17:00:00.000Z',
      '2026-11-23T17:15:00.000Z',
      '2026-11-23T17:30:00.000Z',
      '2026-11-23T17:45:00.000Z',
    ])
    expect(monday.every((s) => minutesOf(s) === 15)).toBe(true)
    const tuesday = await slotsOn('2026-11-24')
    expect(tuesday).toHaveLength(12)
    expect(tuesday[1]).toEqual({ start: '2026-11-24T16:10:00.000Z', end: '2026-11-24T16:20:00.000Z' })
    expect(tuesday.every((s) => minutesOf(s) === 10)).toBe(true)
    expect((await slotsOn('2026-11-25')).every((s) => minutesOf(s) === 15)).toBe(true)
  })

  it("gives the doctor's next free time from the period's own length ('available from')", async () => {
    // Today 12:00–12:30 in 10-minute slots: 12:00 has started, 12:10 is next (with 15 it would be 12:15).
    const next = await schedulesService.findNextSlots(t.db, [doctorId], now, nextSlotHorizonDays)
    expect(next.get(doctorId)).toBe('2026-11-21T10:10:00.000Z')
  })

  it('books a 10-minute slot as a 10-minute booking, and refuses a time that is not a slot of its period', async () => {
    const created = await book('2026-11-24T16:10:00.000Z')
    expect(created.statusCode, created.body).toBe(201)
    expect(await lengthOf(created.json().bookingId as string)).toBe(10)
    const slots = await slotsOn('2026-11-24')
    expect(slots.map((s) => s.start)).not.toContain('2026-11-24T16:10:00.000Z')
    expect(slots.map((s) => s.start)).toContain('2026-11-24T16:20:00.000Z')
    // 18:15 is a slot of a 15-minute evening, not of this 10-minute one.
    const off = await book('2026-11-24T16:15:00.000Z')
    expect(off.json().error.code).toBe('SLOT_NOT_AVAILABLE')
  })

  it('moves a 15-minute booking into the 10-minute evening as a 10-minute booking', async () => {
    const created = await book('2026-11-23T16:15:00.000Z')
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().bookingId as string
    expect(await lengthOf(id)).toBe(15)
    const moved = await send('POST', `/api/v1/bookings/${id}/reschedule`, patient, {
      startsAt: '2026-11-24T16:40:00.000Z',
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({
      startsAt: '2026-11-24T16:40:00.000Z',
      endsAt: '2026-11-24T16:50:00.000Z',
    })
    expect(await lengthOf(id)).toBe(10)
  })
})
