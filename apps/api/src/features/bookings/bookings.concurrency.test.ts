import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { openSession } from '#api/features/accounts/sessions.service'
import * as ledgerService from '#api/features/payments/ledger.service'
import { sessionCookie } from '#api/plugins/auth'
import { demo, kioskPayable, signIn, signUp, validPatientProfile } from '#api/testing/journeys'

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

/** Patients with profiles and sessions written straight to the database (signing 200 up would take a while). */
async function quickPatients(count: number): Promise<string[]> {
  const cookies: string[] = []
  for (let i = 0; i < count; i++) {
    const phone = `0122${String(8_000_000 + i).padStart(7, '0')}`
    const user = await a.db
      .insertInto('users')
      .values({ phone, passwordHash: 'no password: signed in by its session only', primaryRole: 'patient' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await a.db
      .insertInto('patients')
      .values({
        userId: user.id,
        name: `مريض ${i}`,
        gender: 'female',
        birthday: '1990-01-01',
        phoneNumber: phone,
        addresses: JSON.stringify([{ countryId: 1, governorateId: 1, areaId: 1 }]),
      })
      .execute()
    const session = await openSession(
      a.db,
      new Date(),
      { userId: user.id, contextRole: 'patient', language: 'ar' },
      { ip: '127.0.0.1', userAgent: 'test' },
    )
    cookies.push(`${sessionCookie}=${session.token}`)
  }
  return cookies
}

async function freeSlots(): Promise<string[]> {
  const response = await a.app.inject({
    method: 'GET',
    url: `/api/v1/doctors/${doctorId}/availability?days=30`,
  })
  // Not the next hour's: a slot that starts while 200 requests race for it is gone for all of them (a run at 16:59
  // once lost the 17:00 slot that way); and kiosk-payable ones, as most of the races pay by kiosk.
  return kioskPayable((response.json() as { slots: { start: string }[] }).slots).map((s) => s.start)
}

/** Client i: one of four patients, on instance A or B by turn; a kiosk payment leaves the booking pending. */
const book = (i: number, startsAt: string, method: 'kiosk' | 'wallet' = 'kiosk', cookie?: string) =>
  (i % 2 === 0 ? a : b).app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: { cookie: cookie ?? patients[i % patients.length] ?? '' },
    payload: {
      doctorId,
      practice: 'video',
      startsAt,
      complaint: 'حمى',
      method,
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
    // Two hundred payers: one holds one unpaid slot of a doctor at a time (issue 41 §2).
    const payers = await quickPatients(200)
    const answers = await Promise.all(slots.map((slot, i) => book(i, slot, 'kiosk', payers[i])))
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(200)
    expect(await freeSlots()).not.toEqual(expect.arrayContaining([slots[0]]))
  }, 120_000)
})

/**
 * Wallet bookings are confirmed in groups (ADR 0025): the requests that arrive together share one transaction, and
 * each is still answered for itself — across two instances, with a refused one among them.
 */
describe('wallet bookings confirmed in groups, on two API instances (issue 9 §6, ADR 0025)', () => {
  beforeAll(async () => {
    for (const cookie of patients) {
      const session = await a.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } })
      const userId = (session.json() as { user: { id: string } }).user.id
      await a.db.transaction().execute((trx) =>
        ledgerService.post(trx, {
          key: `test:concurrency:topup:${userId}`,
          kind: 'cashIn',
          lines: [
            { account: { kind: 'gatewayClearing' }, amount: -100_000_000 },
            { account: { kind: 'wallet', ownerId: userId }, amount: 100_000_000 },
          ],
        }),
      )
    }
  })

  it('racing for one slot: one booking and one payment, the others told the time was taken', async () => {
    const [slot] = await freeSlots()
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => book(i, slot ?? '', 'wallet')))
    const statuses = answers.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(new Set(answers.filter((r) => r.statusCode !== 201).map((r) => r.json().error.code))).toEqual(
      new Set(['SLOT_TAKEN']),
    )
    const bookingId = (answers.find((r) => r.statusCode === 201)?.json() as { bookingId: string }).bookingId
    const postings = await a.db
      .selectFrom('ledgerTransactions')
      .select('id')
      .where('bookingId', '=', bookingId)
      .execute()
    expect(postings).toHaveLength(1)
  }, 120_000)

  it('each wanting a different slot, one of them with an empty wallet: that one is refused, the others booked', async () => {
    const broke = await signUp(a.app, 'patient', '01220007009')
    expect(
      (
        await a.app.inject({
          method: 'POST',
          url: '/api/v1/profiles/me',
          headers: { cookie: broke },
          payload: { ...validPatientProfile, email: 'broke@example.com' },
        })
      ).statusCode,
    ).toBe(201)
    const slots = (await freeSlots()).slice(0, 60)
    expect(slots).toHaveLength(60)
    const answers = await Promise.all(
      slots.map((slot, i) => book(i, slot, 'wallet', i === 30 ? broke : undefined)),
    )
    expect(answers[30]?.json().error.code).toBe('INSUFFICIENT_WALLET_BALANCE')
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(59)
    // They went in groups: fewer database transactions (xmin) than bookings.
    const ids = answers.flatMap((r) =>
      r.statusCode === 201 ? [(r.json() as { bookingId: string }).bookingId] : [],
    )
    const transactions = await sql<{ n: string }>`
      select count(distinct xmin::text) as n from bookings where id = any(${ids}::uuid[])`.execute(a.db)
    expect(Number(transactions.rows[0]?.n)).toBeLessThan(59)
    // The refused one's time is still free; the others' are taken.
    const free = await freeSlots()
    expect(free).toContain(slots[30])
    expect(free).not.toEqual(expect.arrayContaining([slots[0]]))
  }, 120_000)

  it('moving twenty bookings to one time at once: one moves, the others are told the time was taken (issue 12 §2)', async () => {
    // Reschedulable: at least 24 hours ahead.
    const ahead = (await freeSlots()).filter((start) => Date.parse(start) > Date.now() + 25 * 60 * 60_000)
    const [target, ...mine] = ahead.slice(0, 21)
    const ids = await Promise.all(
      mine.map(async (slot, i) => {
        const booked = await book(i, slot, 'wallet')
        expect(booked.statusCode).toBe(201)
        return (booked.json() as { bookingId: string }).bookingId
      }),
    )
    const answers = await Promise.all(
      ids.map((id, i) =>
        (i % 2 === 0 ? a : b).app.inject({
          method: 'POST',
          url: `/api/v1/bookings/${id}/reschedule`,
          headers: { cookie: patients[i % patients.length] ?? '' },
          payload: { startsAt: target },
        }),
      ),
    )
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(19).fill(409)])
    expect(new Set(answers.filter((r) => r.statusCode === 409).map((r) => r.json().error.code))).toEqual(
      new Set(['SLOT_TAKEN']),
    )
    const rows = await a.db.selectFrom('bookings').select(['id', 'startsAt']).where('id', 'in', ids).execute()
    const at = new Map(rows.map((row) => [row.id, row.startsAt.toISOString()]))
    ids.forEach((id, i) =>
      expect(at.get(id)).toBe(
        new Date((answers[i]?.statusCode === 200 ? target : mine[i]) ?? '').toISOString(),
      ),
    )
  }, 120_000)
})
