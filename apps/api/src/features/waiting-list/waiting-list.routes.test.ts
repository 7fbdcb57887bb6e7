import { addCalendarDays } from '@app/domain/schedules'
import { cairoDate } from '@app/domain/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { cookieOf, demo, demoAdminSignIn, signIn, signUp, validPatientProfile } from '#api/testing/journeys'
import { offerFreeTimes } from './waiting-list.service'

/**
 * Issue 45 §3 against the real app and PostgreSQL: joining, listing and leaving the waiting list (access for every
 * role, hostile bodies, the limit), and a freed time offered in turn — held for one person, busy for everyone else,
 * let pass to the next, booked through the usual booking.
 */

let t: TestApp
let now = new Date()
const clock = { now: () => new Date(now.getTime()) }
const who = { owner: '', second: '', filler: '', doctor: '', lab: '', radio: '', admin: '' }
let doctorId = ''
const minute = 60_000

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

async function userIdOf(phone: string): Promise<string> {
  return (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
}

async function fund(phone: string) {
  const { post } = await import('#api/features/payments/ledger.service')
  const ownerId = await userIdOf(phone)
  await t.db.transaction().execute(async (trx) => {
    await post(trx, {
      key: `test:wallet:${phone}`,
      kind: 'cashIn',
      lines: [
        { account: { kind: 'gatewayClearing' }, amount: -5_000_000 },
        { account: { kind: 'wallet', ownerId }, amount: 5_000_000 },
      ],
    })
  })
}

async function patient(phone: string): Promise<string> {
  const cookie = await signUp(t.app, 'patient', phone)
  const made = await send('POST', '/api/v1/profiles/me', cookie, {
    ...validPatientProfile,
    email: `p${phone}@example.com`,
  })
  expect(made.statusCode, made.body).toBe(201)
  await fund(phone)
  return cookie
}

async function signAllIn() {
  who.owner = await signIn(t.app, '01220004501', 'Secret12')
  who.second = await signIn(t.app, '01220004502', 'Secret12')
  who.filler = await signIn(t.app, '01220004503', 'Secret12')
}

const booking = (startsAt: string) => ({
  doctorId,
  practice: 'video',
  startsAt,
  complaint: 'صداع منذ يومين',
  method: 'wallet',
  timeZone: 'Africa/Cairo',
  timezoneOffsetMinutes: -120,
})
const book = (startsAt: string, cookie: string) => send('POST', '/api/v1/bookings', cookie, booking(startsAt))

async function freeOn(day: string): Promise<string[]> {
  const response = await send('GET', `/api/v1/doctors/${doctorId}/availability?days=30`)
  return (response.json() as { slots: { start: string }[] }).slots
    .map((s) => s.start)
    .filter((s) => cairoDate(new Date(s)) === day)
}

/** Books every free time of a Cairo day by the filler patient: the day has no free time left. Answers the bookings. */
async function fillDay(day: string): Promise<{ id: string; startsAt: string }[]> {
  const made: { id: string; startsAt: string }[] = []
  for (const startsAt of await freeOn(day)) {
    const created = await book(startsAt, who.filler)
    expect(created.statusCode, created.body).toBe(201)
    made.push({ id: created.json().bookingId as string, startsAt })
  }
  expect(await freeOn(day)).toEqual([])
  return made
}

const join = (cookie: string, body: Record<string, unknown>) =>
  send('POST', '/api/v1/waiting-list', cookie, body)

async function offersOf(cookie: string) {
  const list = await send('GET', '/api/v1/waiting-list', cookie)
  expect(list.statusCode).toBe(200)
  return list.json().data as { id: string; state: string; offer: { id: string; startsAt: string } | null }[]
}

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false, clock })
  await patient('01220004501')
  await patient('01220004502')
  await patient('01220004503')
  await signAllIn()
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
  doctorId = await userIdOf('01010000004') // Dr. Aya Mahmoud: video, 10:00–14:00 and 18:00–22:00 daily
}, 90_000)
afterAll(() => t.close())

const today = () => cairoDate(clock.now())

describe('who may use the waiting list (issue 45 §3)', () => {
  let entryId = ''
  beforeAll(async () => {
    const day = addCalendarDays(today(), 20)
    const joined = await join(who.owner, { doctorId, practice: 'video', fromDate: day, toDate: day })
    expect(joined.statusCode, joined.body).toBe(201)
    entryId = joined.json().id
  })

  it('signed out: 401 on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/waiting-list'],
      ['POST', '/api/v1/waiting-list'],
      ['DELETE', `/api/v1/waiting-list/${entryId}`],
      ['GET', `/api/v1/waiting-list/offers/${entryId}`],
    ] as const) {
      const response = await send(method, url, undefined, method === 'POST' ? { doctorId } : undefined)
      expect(response.statusCode, `${method} ${url}`).toBe(401)
    }
  })

  it('doctors, labs, radiology centres and admins are refused; nothing of the patient is shown', async () => {
    for (const role of ['doctor', 'lab', 'radio', 'admin'] as const) {
      const cookie = who[role]
      expect((await send('GET', '/api/v1/waiting-list', cookie)).statusCode, role).toBe(403)
      const day = addCalendarDays(today(), 20)
      expect(
        (await join(cookie, { doctorId, practice: 'video', fromDate: day, toDate: day })).statusCode,
        role,
      ).toBe(403)
      expect((await send('DELETE', `/api/v1/waiting-list/${entryId}`, cookie)).statusCode, role).toBe(403)
      expect((await send('GET', `/api/v1/waiting-list/offers/${entryId}`, cookie)).statusCode, role).toBe(403)
    }
  })

  it("another patient neither sees nor leaves the owner's entry", async () => {
    expect((await offersOf(who.second)).map((e) => e.id)).not.toContain(entryId)
    const left = await send('DELETE', `/api/v1/waiting-list/${entryId}`, who.second)
    expect(left.statusCode).toBe(404)
    expect(left.json().error.code).toBe('NOT_FOUND')
    expect((await offersOf(who.owner)).find((e) => e.id === entryId)?.state).toBe('waiting')
  })

  it('the owner lists and leaves their entry; leaving twice changes nothing', async () => {
    expect((await offersOf(who.owner)).find((e) => e.id === entryId)?.state).toBe('waiting')
    const left = await send('DELETE', `/api/v1/waiting-list/${entryId}`, who.owner)
    expect(left.statusCode).toBe(200)
    expect((left.json().data as { id: string; state: string }[]).find((e) => e.id === entryId)?.state).toBe(
      'left',
    )
    expect((await send('DELETE', `/api/v1/waiting-list/${entryId}`, who.owner)).statusCode).toBe(200)
  })
})

describe('hostile and wrong bodies (issue 45 §3): a translated 400 naming the field, never a 500', () => {
  const day = () => addCalendarDays(today(), 3)
  const cases: [string, Record<string, unknown>, string][] = [
    ['no doctor', { doctorId: undefined }, 'doctorId'],
    ['a doctor that is not an id', { doctorId: "1' or 1=1 --", practice: 'video' }, 'doctorId'],
    ['an unknown practice', { practice: 'teleport' }, 'practice'],
    ['a date that is not one', { fromDate: '2030-13-45' }, 'fromDate'],
    ['a date as a number', { toDate: 20300101 }, 'toDate'],
    ['a huge date', { fromDate: 'x'.repeat(100_000) }, 'fromDate'],
    ['an object for a date', { fromDate: { $gt: '' } }, 'fromDate'],
    ['a file that is not an id', { medicalFileId: '../../etc/passwd' }, 'medicalFileId'],
  ]
  for (const [name, change, field] of cases)
    it(name, async () => {
      const body = { doctorId, practice: 'video', fromDate: day(), toDate: day(), ...change }
      const response = await join(who.owner, body)
      expect(response.statusCode, response.body).toBe(400)
      const error = response.json().error
      expect(error.code).toBe('VALIDATION_FAILED')
      expect(error.message).not.toBe('')
      expect(error.issues.map((i: { path: string }) => i.path)).toContain(field)
    })

  it('a range that starts in the past, ends before it starts or is too long names its field', async () => {
    const refusals: [Record<string, string>, string][] = [
      [{ fromDate: addCalendarDays(today(), -1), toDate: today() }, 'fromDate'],
      [{ fromDate: day(), toDate: addCalendarDays(day(), -1) }, 'toDate'],
      [{ fromDate: day(), toDate: addCalendarDays(day(), 60) }, 'toDate'],
    ]
    for (const [range, field] of refusals) {
      const response = await join(who.owner, { doctorId, practice: 'video', ...range })
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json().error.issues[0].path).toBe(field)
    }
  })

  it('Arabic-Indic digits are accepted in the dates', async () => {
    const d = addCalendarDays(today(), 25)
    const arabic = d.replace(/\d/g, (c) => '٠١٢٣٤٥٦٧٨٩'[Number(c)] ?? c)
    const response = await join(who.second, { doctorId, practice: 'video', fromDate: arabic, toDate: arabic })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().fromDate).toBe(d)
    await send('DELETE', `/api/v1/waiting-list/${response.json().id as string}`, who.second)
  })
})

describe('limits (issue 45 §3)', () => {
  it('one entry per doctor, practice and file; at most five waiting at once', async () => {
    const day = addCalendarDays(today(), 10)
    const body = { doctorId, practice: 'video', fromDate: day, toDate: day }
    const first = await join(who.filler, body)
    expect(first.statusCode, first.body).toBe(201)
    const again = await join(who.filler, body)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('ALREADY_WAITING')
    expect(
      (await send('DELETE', `/api/v1/waiting-list/${first.json().id as string}`, who.filler)).statusCode,
    ).toBe(200)
    // Five other doctors' entries, written straight in: a sixth is refused.
    const fillerId = await userIdOf('01220004503')
    const others = await t.db
      .selectFrom('doctors')
      .select('userId')
      .where('userId', '<>', doctorId)
      .limit(5)
      .execute()
    await t.db
      .insertInto('waitingListEntries')
      .values(
        others.map((d) => ({
          userId: fillerId,
          medicalFileId: null,
          doctorId: d.userId,
          practice: 'video',
          fromDate: day,
          toDate: day,
        })),
      )
      .execute()
    const sixth = await join(who.filler, body)
    expect(sixth.statusCode).toBe(409)
    expect(sixth.json().error).toMatchObject({ code: 'WAITING_LIST_LIMIT', params: { max: 5 } })
    await t.db.deleteFrom('waitingListEntries').where('userId', '=', fillerId).execute()
  })
})

describe('a freed time offered in turn (issue 45 §3)', () => {
  it('held for the first waiting, busy for others, let pass to the next, then booked; other times stay bookable', async () => {
    const day = addCalendarDays(today(), 4)
    const filled = await fillDay(day)
    expect(filled.length).toBeGreaterThan(2)
    const range = { doctorId, practice: 'video', fromDate: day, toDate: day }
    const first = await join(who.owner, range)
    expect(first.statusCode, first.body).toBe(201)
    now = new Date(now.getTime() + 1000)
    const second = await join(who.second, range)
    expect(second.statusCode, second.body).toBe(201)

    // The filler cancels one booking: the first to join is offered its time.
    const [freed, freedAgain] = filled
    const canceled = await send('POST', `/api/v1/bookings/${freed?.id}/cancel`, who.filler, {
      refundTo: 'wallet',
    })
    expect(canceled.statusCode, canceled.body).toBe(200)
    await t.jobs.whenIdle()
    const offer = (await offersOf(who.owner)).find((e) => e.id === first.json().id)?.offer
    expect(offer?.startsAt).toBe(freed?.startsAt)
    expect((await offersOf(who.second)).find((e) => e.id === second.json().id)?.offer).toBeNull()
    const told = await t.db
      .selectFrom('notifications')
      .select(['link', 'params'])
      .where('recipientId', '=', await userIdOf('01220004501'))
      .where('type', '=', 'bookings.earlierTimeOffered')
      .execute()
    expect(told.map((n) => n.link)).toEqual([`/waiting-list/offers/${offer?.id}`])

    // Held: nobody else sees or books it; the offer is the owner's alone.
    expect(await freeOn(day)).toEqual([])
    const taken = await book(freed?.startsAt ?? '', who.second)
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.code).toBe('SLOT_TAKEN')
    expect((await send('GET', `/api/v1/waiting-list/offers/${offer?.id}`, who.second)).statusCode).toBe(404)
    const read = await send('GET', `/api/v1/waiting-list/offers/${offer?.id}`, who.owner)
    expect(read.json()).toMatchObject({ state: 'offered', startsAt: freed?.startsAt })

    // A direct booking of a time nobody was offered is never blocked.
    const elsewhere = (await freeOn(addCalendarDays(day, 1)))[0] ?? ''
    expect((await book(elsewhere, who.second)).statusCode).toBe(201)

    // Ten minutes pass: the time goes to the next person waiting.
    now = new Date(now.getTime() + 11 * minute)
    await signAllIn()
    await offerFreeTimes({ db: t.db, jobs: t.jobs, clock }, doctorId)
    expect((await send('GET', `/api/v1/waiting-list/offers/${offer?.id}`, who.owner)).json().state).toBe(
      'lapsed',
    )
    const next = (await offersOf(who.second)).find((e) => e.id === second.json().id)?.offer
    expect(next?.startsAt).toBe(freed?.startsAt)
    expect((await book(freed?.startsAt ?? '', who.owner)).json().error.code).toBe('SLOT_TAKEN')
    const booked = await book(freed?.startsAt ?? '', who.second)
    expect(booked.statusCode, booked.body).toBe(201)
    const secondEntry = (await offersOf(who.second)).find((e) => e.id === second.json().id)
    expect(secondEntry).toMatchObject({ state: 'booked', offer: null })

    // The owner still waits: the next freed time is theirs, and they book it.
    await send('POST', `/api/v1/bookings/${freedAgain?.id}/cancel`, who.filler, { refundTo: 'wallet' })
    await t.jobs.whenIdle()
    const again = (await offersOf(who.owner)).find((e) => e.id === first.json().id)?.offer
    expect(again?.startsAt).toBe(freedAgain?.startsAt)
    expect((await book(freedAgain?.startsAt ?? '', who.owner)).statusCode).toBe(201)
    expect((await offersOf(who.owner)).find((e) => e.id === first.json().id)?.state).toBe('booked')
  }, 120_000)

  it('an entry whose range has ended reads expired and is offered nothing', async () => {
    const day = addCalendarDays(today(), 1)
    const joined = await join(who.second, { doctorId, practice: 'video', fromDate: day, toDate: day })
    expect(joined.statusCode, joined.body).toBe(201)
    now = new Date(now.getTime() + 3 * 86_400_000)
    await signAllIn()
    expect((await offersOf(who.second)).find((e) => e.id === joined.json().id)?.state).toBe('expired')
  })
})
