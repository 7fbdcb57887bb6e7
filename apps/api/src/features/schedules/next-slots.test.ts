import { nextSlotHorizonDays } from '@app/domain/doctors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schedulesRepository from '#api/features/schedules/schedules.repository'
import * as schedulesService from '#api/features/schedules/schedules.service'
import { buildTestApp, testClock, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn } from '#api/testing/journeys'

// Saturday 21 November 2026, 12:00 in Cairo (UTC+2).
const now = new Date('2026-11-21T10:00:00Z')
let t: TestApp
let doctorId: string
let patientId: string
beforeAll(async () => {
  t = await buildTestApp({ clock: testClock(now), rateLimit: false })
  // Dr. Aya Mahmoud (seed): every day 10:00–14:00 and 18:00–22:00 in 30-minute slots.
  doctorId = await userIdOf('01010000004')
  patientId = await userIdOf(demo.patient.phone)
})
afterAll(() => t.close())

async function userIdOf(phone: string): Promise<string> {
  return (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
}
const nextSlot = async (at: Date) =>
  (await schedulesService.findNextSlots(t.db, [doctorId], at, nextSlotHorizonDays)).get(doctorId)
const kept = async () =>
  t.db.selectFrom('doctorNextSlots').selectAll().where('doctorId', '=', doctorId).executeTakeFirst()
async function book(startsAt: string, endsAt: string) {
  const row = await t.db
    .insertInto('bookings')
    .values({ doctorId, patientId, payerId: patientId, practice: 'video', startsAt, endsAt })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

// Issue 7 §3: the cards' 'available from' (SPEC 2.8) is kept per doctor, and never outlives what it came from.
describe("a doctor's kept next slot (SPEC 2.8 'available from')", () => {
  it('is computed once, kept until its slot starts, and read back from the kept row', async () => {
    expect(await nextSlot(now)).toBe('2026-11-21T10:30:00.000Z') // 12:30 in Cairo
    const row = await kept()
    expect(row).toMatchObject({ nextSlotAt: new Date('2026-11-21T10:30:00Z') })
    expect(row?.staleAt).toEqual(new Date('2026-11-21T10:30:00Z'))
    // Read back, not recomputed: a value written by hand is what comes back while it holds.
    await t.db
      .updateTable('doctorNextSlots')
      .set({ nextSlotAt: new Date('2026-11-21T11:00:00Z') })
      .where('doctorId', '=', doctorId)
      .execute()
    expect(await nextSlot(new Date('2026-11-21T10:10:00Z'))).toBe('2026-11-21T11:00:00.000Z')
    // Once that slot starts, it is computed again from the schedule.
    expect(await nextSlot(new Date('2026-11-21T10:30:00Z'))).toBe('2026-11-21T11:00:00.000Z')
    expect(await nextSlot(new Date('2026-11-21T11:05:00Z'))).toBe('2026-11-21T11:30:00.000Z')
    // A clock earlier than the computation (tests, or a server behind) does not trust it either.
    expect(await nextSlot(now)).toBe('2026-11-21T10:30:00.000Z')
  })

  it('moves when a booking takes the slot, and back when the booking is cancelled', async () => {
    expect(await nextSlot(now)).toBe('2026-11-21T10:30:00.000Z')
    const id = await book('2026-11-21T10:30:00Z', '2026-11-21T11:30:00Z')
    expect(await nextSlot(now)).toBe('2026-11-21T11:30:00.000Z')
    await t.db.updateTable('bookings').set({ status: 'canceled' }).where('id', '=', id).execute()
    expect(await nextSlot(now)).toBe('2026-11-21T10:30:00.000Z')
    await t.db.deleteFrom('bookings').where('id', '=', id).execute()
  })

  it('moves when the doctor changes the schedule, through the API', async () => {
    expect(await nextSlot(now)).toBe('2026-11-21T10:30:00.000Z')
    const doctor = await signIn(t.app, '01010000004', 'Doctor123')
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/v1/doctors/me/schedule', headers: { cookie: doctor } })
    ).json()
    // Today (Saturday 21 November) is taken off: the next slot is tomorrow at 10:00 in Cairo.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/doctors/me/schedule',
      headers: { cookie: doctor },
      payload: { ...current, days: { ...current.days, '2026-11-21': [] } },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await nextSlot(now)).toBe('2026-11-22T08:00:00.000Z')
  })

  it('is not kept when a change lands between reading the version and writing the value', async () => {
    const [before] = await schedulesRepository.findKeptNextSlots(t.db, [doctorId])
    expect(before?.computedAt).not.toBeNull()
    const id = await book('2026-11-22T08:00:00Z', '2026-11-22T08:30:00Z') // bumps the version
    // A reader that had read the old version writes what it computed from the old bookings: refused.
    await schedulesRepository.keepNextSlots(t.db, [
      {
        doctorId,
        version: String(before?.version),
        horizonDays: nextSlotHorizonDays,
        computedAt: now,
        nextSlotAt: new Date('2026-11-22T08:00:00Z'),
        staleAt: new Date('2026-11-22T08:00:00Z'),
      },
    ])
    expect((await kept())?.computedAt).toBeNull()
    expect(await nextSlot(now)).toBe('2026-11-22T08:30:00.000Z')
    await t.db.deleteFrom('bookings').where('id', '=', id).execute()
  })

  it('keeps "none within the horizon" only until the next Cairo midnight', async () => {
    const doctor = await signIn(t.app, '01010000004', 'Doctor123')
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/v1/doctors/me/schedule', headers: { cookie: doctor } })
    ).json()
    const off = { checked: false, ranges: [] }
    const closed = Object.fromEntries(Object.keys(current.defaultWeek).map((day) => [day, off]))
    // Closed every day but one, 14 days ahead: past the horizon today, inside it from tomorrow.
    const later = '2026-12-05'
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/doctors/me/schedule',
      headers: { cookie: doctor },
      payload: {
        ...current,
        defaultWeek: closed,
        weeks: {},
        days: { [later]: [{ start: '10:00', end: '11:00' }] },
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(await nextSlot(now)).toBeNull()
    expect((await kept())?.staleAt).toEqual(new Date('2026-11-21T22:00:00Z')) // midnight in Cairo
    expect(await nextSlot(new Date('2026-11-21T21:59:00Z'))).toBeNull()
    expect(await nextSlot(new Date('2026-11-21T22:00:00Z'))).toBe('2026-12-05T08:00:00.000Z')
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/doctors/me/schedule',
      headers: { cookie: doctor },
      payload: current,
    })
  })

  it("is read with the doctor on the doctor's page, and computed afresh there once stale (issue 42 §3)", async () => {
    const onPage = async () => {
      const page = await t.app.inject({ method: 'GET', url: `/api/v1/doctors/${doctorId}` })
      expect(page.statusCode, page.body).toBe(200)
      return page.json<{ nextSlot: string | null }>().nextSlot
    }
    const setKept = (values: { nextSlotAt?: Date; staleAt?: Date }) =>
      t.db.updateTable('doctorNextSlots').set(values).where('doctorId', '=', doctorId).execute()
    const computed = await onPage()
    expect(computed).toEqual(expect.any(String))
    expect((await kept())?.nextSlotAt?.toISOString()).toBe(computed)
    // A value written by hand is what the page shows while it holds: it came with the doctor's row.
    const byHand = new Date(new Date(String(computed)).getTime() + 30 * 60_000)
    await setKept({ nextSlotAt: byHand })
    expect(await onPage()).toBe(byHand.toISOString())
    // Stale, it is computed from the schedule again, and kept.
    await setKept({ staleAt: now })
    expect(await onPage()).toBe(computed)
    expect((await kept())?.nextSlotAt?.toISOString()).toBe(computed)
  })
})
