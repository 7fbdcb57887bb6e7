import { addCalendarDays } from '@app/domain/schedules'
import { cairoDate } from '@app/domain/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { signUp, validPatientProfile } from '#api/testing/journeys'

/**
 * Issue 45 §3 on two API instances sharing one database: cancellations at once on both, the offering jobs running
 * on both instances' workers. A freed time is never offered to two people at once, each waiting person holds at
 * most one offer, and a direct booking racing the offering either takes the time (then nobody is offered it) or is
 * told it was taken (then it is offered) — never both.
 */

let a: TestApp
let b: TestApp
let doctorId = ''
const cookies = new Map<string, string>()

const on = (i: number) => (i % 2 === 0 ? a : b)
const send = (i: number, method: 'GET' | 'POST', url: string, cookie: string, payload?: unknown) =>
  on(i).app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

async function userIdOf(phone: string): Promise<string> {
  return (await a.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
}

async function patient(phone: string): Promise<string> {
  const cookie = await signUp(a.app, 'patient', phone)
  const made = await send(0, 'POST', '/api/v1/profiles/me', cookie, {
    ...validPatientProfile,
    email: `c${phone}@example.com`,
  })
  expect(made.statusCode, made.body).toBe(201)
  const { post } = await import('#api/features/payments/ledger.service')
  const ownerId = await userIdOf(phone)
  await a.db.transaction().execute(async (trx) => {
    await post(trx, {
      key: `test:wallet:${phone}`,
      kind: 'cashIn',
      lines: [
        { account: { kind: 'gatewayClearing' }, amount: -5_000_000 },
        { account: { kind: 'wallet', ownerId }, amount: 5_000_000 },
      ],
    })
  })
  cookies.set(phone, cookie)
  return cookie
}

const book = (i: number, startsAt: string, cookie: string) =>
  send(i, 'POST', '/api/v1/bookings', cookie, {
    doctorId,
    practice: 'video',
    startsAt,
    complaint: 'ألم في الظهر',
    method: 'wallet',
    timeZone: 'Africa/Cairo',
    timezoneOffsetMinutes: -120,
  })

async function freeOn(day: string): Promise<string[]> {
  const response = await a.app.inject({
    method: 'GET',
    url: `/api/v1/doctors/${doctorId}/availability?days=30`,
  })
  return (response.json() as { slots: { start: string }[] }).slots
    .map((s) => s.start)
    .filter((s) => cairoDate(new Date(s)) === day)
}

async function fillDay(day: string, cookie: string) {
  const made: { id: string; startsAt: string }[] = []
  for (const startsAt of await freeOn(day)) {
    const created = await book(0, startsAt, cookie)
    expect(created.statusCode, created.body).toBe(201)
    made.push({ id: created.json().bookingId as string, startsAt })
  }
  return made
}

const liveOffers = (day: string) =>
  a.db
    .selectFrom('waitingListOffers')
    .select(['entryId', 'startsAt', 'userId'])
    .where('doctorId', '=', doctorId)
    .where('state', '=', 'offered')
    .execute()
    .then((rows) => rows.filter((r) => cairoDate(r.startsAt) === day))

beforeAll(async () => {
  a = await buildTestApp({ rateLimit: false })
  b = await buildTestApp({ rateLimit: false, sameDatabaseAs: a })
  doctorId = await userIdOf('01010000004')
  for (const phone of ['01220004601', '01220004602', '01220004603', '01220004604', '01220004605'])
    await patient(phone)
  for (const phone of ['01220004606', '01220004607', '01220004608']) await patient(phone)
}, 120_000)
afterAll(async () => {
  await b.close()
  await a.close()
})

const today = () => cairoDate(new Date())

describe('the waiting list on two API instances (issue 45 §3)', () => {
  it('four cancellations at once: three waiting people each hold one different time; the fourth is free', async () => {
    const day = addCalendarDays(today(), 5)
    const filler = cookies.get('01220004601') ?? ''
    const filled = await fillDay(day, filler)
    expect(filled.length).toBeGreaterThanOrEqual(4)
    const waiting = ['01220004602', '01220004603', '01220004604']
    for (const [i, phone] of waiting.entries()) {
      const joined = await send(i, 'POST', '/api/v1/waiting-list', cookies.get(phone) ?? '', {
        doctorId,
        practice: 'video',
        fromDate: day,
        toDate: day,
      })
      expect(joined.statusCode, joined.body).toBe(201)
    }
    const canceled = filled.slice(0, 4)
    const answers = await Promise.all(
      canceled.map((c, i) =>
        send(i, 'POST', `/api/v1/bookings/${c.id}/cancel`, filler, { refundTo: 'wallet' }),
      ),
    )
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200])
    await Promise.all([a.jobs.whenIdle(), b.jobs.whenIdle()])

    const offers = await liveOffers(day)
    expect(offers).toHaveLength(3)
    const times = offers.map((o) => o.startsAt.toISOString())
    expect(new Set(times).size).toBe(3)
    expect(new Set(offers.map((o) => o.entryId)).size).toBe(3)
    const waitingIds = await Promise.all(waiting.map(userIdOf))
    expect(new Set(offers.map((o) => o.userId))).toEqual(new Set(waitingIds))
    for (const time of times) expect(canceled.map((c) => c.startsAt)).toContain(time)

    // The time nobody was offered is free, and a direct booking of it goes through.
    const free = await freeOn(day)
    expect(free).toHaveLength(1)
    expect(times).not.toContain(free[0])
    expect((await book(1, free[0] ?? '', cookies.get('01220004605') ?? '')).statusCode).toBe(201)
  }, 120_000)

  it('a direct booking racing the offering of a freed time: it wins or the offer does, never both', async () => {
    const day = addCalendarDays(today(), 6)
    const filler = cookies.get('01220004601') ?? ''
    const racer = cookies.get('01220004605') ?? ''
    const filled = await fillDay(day, filler)
    for (const [i, phone] of ['01220004606', '01220004607', '01220004608'].entries()) {
      const joined = await send(i, 'POST', '/api/v1/waiting-list', cookies.get(phone) ?? '', {
        doctorId,
        practice: 'video',
        fromDate: day,
        toDate: day,
      })
      expect(joined.statusCode, joined.body).toBe(201)
    }
    const raced = filled.slice(0, 3)
    const results = await Promise.all(
      raced.map(async (c, i) => {
        const canceled = await send(i, 'POST', `/api/v1/bookings/${c.id}/cancel`, filler, {
          refundTo: 'wallet',
        })
        expect(canceled.statusCode).toBe(200)
        // The other instance books the freed time at once, while the offering job may be running.
        return book(i + 1, c.startsAt, racer)
      }),
    )
    await Promise.all([a.jobs.whenIdle(), b.jobs.whenIdle()])
    const offers = await liveOffers(day)
    for (const [i, result] of results.entries()) {
      const time = raced[i]?.startsAt
      const offered = offers.some((o) => o.startsAt.toISOString() === time)
      if (result.statusCode === 201) expect(offered, `${time} booked and offered`).toBe(false)
      else {
        expect(result.statusCode).toBe(409)
        expect(result.json().error.code).toBe('SLOT_TAKEN')
        expect(offered, `${time} refused but not offered`).toBe(true)
      }
    }
    const live = await a.db
      .selectFrom('bookings')
      .select('startsAt')
      .where('doctorId', '=', doctorId)
      .where('status', 'in', ['pending', 'opened'])
      .execute()
    const booked = new Set(live.map((r) => r.startsAt.toISOString()))
    for (const offer of offers) expect(booked.has(offer.startsAt.toISOString())).toBe(false)
  }, 120_000)
})
