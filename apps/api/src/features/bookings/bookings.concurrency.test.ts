import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signUp, validPatientProfile } from '#api/testing/journeys'

/**
 * Issue 9 §6: clients racing for slots across two API instances on one database. The bookings_no_overlap
 * constraint decides, pending bookings included: one booking per slot, whoever asks and wherever.
 */

let a: TestApp
let b: TestApp
const patients: string[] = []
let doctorId: string

beforeAll(async () => {
  a = await buildTestApp({ rateLimit: false })
  b = await buildTestApp({ rateLimit: false, sameDatabaseAs: a })
  patients.push(await signIn(a.app, demo.patient.phone, demo.patient.password))
  for (const phone of ['01220007001', '01220007002', '01220007003']) {
    const cookie = await signUp(a.app, 'patient', phone)
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/me',
      headers: { cookie },
      payload: { ...validPatientProfile, email: `p${phone}@example.com` },
    })
    expect(created.statusCode).toBe(201)
    patients.push(cookie)
  }
  doctorId = (
    await a.db.selectFrom('users').select('id').where('phone', '=', '01010000004').executeTakeFirstOrThrow()
  ).id
}, 60_000)
afterAll(async () => {
  await b.close()
  await a.close()
})

async function freeSlots(): Promise<string[]> {
  const response = await a.app.inject({
    method: 'GET',
    url: `/api/v1/doctors/${doctorId}/availability?days=30`,
  })
  // Not the next hour's: a slot that starts while 200 requests race for it is gone for all of them (a run at 16:59
  // once lost the 17:00 slot that way).
  const soon = Date.now() + 60 * 60_000
  return (response.json() as { slots: { start: string }[] }).slots
    .map((s) => s.start)
    .filter((start) => Date.parse(start) > soon)
}

/** Client i: one of four patients, on instance A or B by turn; a kiosk payment leaves the booking pending. */
const book = (i: number, startsAt: string) =>
  (i % 2 === 0 ? a : b).app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { cookie: patients[i % patients.length] ?? '' },
    payload: {
      doctorId,
      practice: 'video',
      startsAt,
      complaint: 'حمى',
      method: 'kiosk',
      timeZone: 'Africa/Cairo',
      timezoneOffsetMinutes: -120,
    },
  })

describe('200 clients on two API instances (issue 9 §6)', () => {
  it('racing for one slot: exactly one booking, the others told the time was taken', async () => {
    const [slot] = await freeSlots()
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => book(i, slot ?? '')))
    const statuses = answers.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(199)
    expect(new Set(answers.filter((r) => r.statusCode === 409).map((r) => r.json().error.code))).toEqual(
      new Set(['SLOT_TAKEN']),
    )
    const kept = await a.db
      .selectFrom('bookings')
      .select('id')
      .where('doctorId', '=', doctorId)
      .where('startsAt', '=', new Date(slot ?? ''))
      .execute()
    expect(kept).toHaveLength(1)
  }, 120_000)

  it('each wanting a different slot of one doctor: every one succeeds', async () => {
    const slots = (await freeSlots()).slice(0, 200)
    expect(slots).toHaveLength(200)
    const answers = await Promise.all(slots.map((slot, i) => book(i, slot)))
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(200)
    expect(await freeSlots()).not.toEqual(expect.arrayContaining([slots[0]]))
  }, 120_000)
})
