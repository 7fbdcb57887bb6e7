import { pino } from 'pino'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as ledgerService from '#api/features/payments/ledger.service'
import type { RequestContext } from '#api/plugins/context'
import { buildTestApp, jobsIdle, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signInAdmin, signUp } from '#api/testing/journeys'
import * as payoutsService from './payouts.service'

/**
 * Issue 12 §5 (SPEC 2.3 'Earnings', 3.5, 4 'Cash-out result', 5 'Payout', 7.2 cashOutPayment) against the real app,
 * PostgreSQL and the sandbox payout provider: the amount leaves the balance when the payout is asked for, and comes
 * back once if it fails; pending payouts are settled by the poll; two payouts at once cannot overdraw; only the
 * doctor sees their earnings and payouts.
 */

let t: TestApp
let doctor: string
let doctorId: string
let otherDoctor: string
let patient: string
let admin: string
let lab: string

const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const userIdOf = async (phone: string) =>
  (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id

let earned = 0
/** A consult's fee earned, as the ledger posts it: paid and held, then released by the consult's report. */
async function earn(ownerId: string, amount: number) {
  const key = `test:payouts:${++earned}`
  await ledgerService.post(t.db, {
    key: `${key}:pay`,
    kind: 'visitPay',
    lines: [
      { account: { kind: 'gatewayClearing' }, amount: -amount },
      { account: { kind: 'doctorHeld', ownerId }, amount },
    ],
  })
  await ledgerService.post(t.db, {
    key: `${key}:receive`,
    kind: 'visitReceive',
    lines: [
      { account: { kind: 'doctorHeld', ownerId }, amount: -amount },
      { account: { kind: 'doctorEarnings', ownerId }, amount },
    ],
  })
}

/** The job side's context with its own clock (the poll's rate limit is per 15 s). */
let pollClock = Date.now()
const jobContext = (): Pick<RequestContext, 'db' | 'jobs' | 'clock' | 'adapters' | 'log'> => {
  pollClock += 60_000
  const now = new Date(pollClock)
  return {
    db: t.db,
    jobs: t.jobs,
    adapters: t.adapters,
    clock: { now: () => now },
    log: pino({ level: 'silent' }) as unknown as RequestContext['log'],
  }
}

const payout = (amount: number, msisdn: string) => ({
  amount,
  msisdn,
  issuer: 'vodafone',
  fullName: 'منى سامي',
  email: 'mona@example.com',
})

const earningsOf = async (cookie = doctor) => {
  const response = await send('GET', '/api/v1/earnings', cookie)
  expect(response.statusCode).toBe(200)
  return response.json<{
    available: number
    held: number
    inTransit: number
    paidOut: number
    months: { month: string; earned: number; refunded: number; paidOut: number }[]
    log: { items: { type: string; amount: number; payoutId: string | null }[]; total: number }
  }>()
}

const postingsOf = async (payoutId: string) =>
  (
    await sql<{ key: string; kind: string }>`
      select idempotency_key as key, kind from ledger_transactions where idempotency_key like ${`payout:${payoutId}:%`}
      order by created_at`.execute(t.db)
  ).rows

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  doctorId = await userIdOf(demo.doctor.phone)
  otherDoctor = await signUp(t.app, 'doctor', '01270001234')
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  lab = await signIn(t.app, demo.lab.phone, demo.lab.password)
  admin = await signInAdmin(t.app)
}, 60_000)
afterAll(() => t.close())

describe('who may see earnings and pay out', () => {
  it('answers 401 signed out and 403 to patients and admins, on every route', async () => {
    const someId = '00000000-0000-4000-8000-000000000000'
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/api/v1/earnings'],
      ['GET', '/api/v1/payouts'],
      ['GET', `/api/v1/payouts/${someId}`],
      ['POST', '/api/v1/payouts', payout(600, '01012345670')],
    ]
    for (const [method, url, body] of routes) {
      expect((await send(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401)
      for (const cookie of [patient, admin]) {
        const response = await send(method, url, cookie, body)
        expect(response.statusCode, `${method} ${url}`).toBe(403)
        expect(response.json().error.code).toBe('FORBIDDEN')
      }
    }
  })

  it('pays a lab its earnings too, and shows that payout to nobody else (issue 43 §5)', async () => {
    const labId = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', demo.lab.phone)
        .executeTakeFirstOrThrow()
    ).id
    await earn(labId, 2_000)
    const created = await send('POST', '/api/v1/payouts', lab, payout(2_000, '01012345670'))
    expect(created.statusCode, created.body).toBe(201)
    const row = await t.db
      .selectFrom('payouts')
      .select('payeeRole')
      .where('id', '=', created.json().id)
      .executeTakeFirstOrThrow()
    expect(row.payeeRole).toBe('lab')
    expect((await send('GET', `/api/v1/payouts/${created.json().id}`, doctor)).statusCode).toBe(404)
    expect((await send('GET', '/api/v1/payouts', lab)).json().items).toHaveLength(1)
  })

  it("does not show a doctor another doctor's payout", async () => {
    await earn(doctorId, 1_000)
    const created = await send('POST', '/api/v1/payouts', doctor, payout(1_000, '01012345670'))
    expect(created.statusCode).toBe(201)
    const id = created.json().id as string
    const other = await send('GET', `/api/v1/payouts/${id}`, otherDoctor)
    expect(other.statusCode).toBe(404)
    expect(other.json().error.code).toBe('PAYOUT_NOT_FOUND')
    expect((await send('GET', '/api/v1/payouts', otherDoctor)).json().items).toEqual([])
    expect((await send('GET', `/api/v1/payouts/${id}`, doctor)).statusCode).toBe(200)
    await jobsIdle(t.app)
  })
})

describe('asking for a payout (SPEC 5, 7.2 cashOutPayment)', () => {
  it('takes the amount out of the balance at once, then pays it out (sandbox: success)', async () => {
    const before = await earningsOf()
    await earn(doctorId, 10_000)
    const created = await send('POST', '/api/v1/payouts', doctor, payout(4_000, '٠١٠١٢٣٤٥٦٧٠'))
    expect(created.statusCode).toBe(201)
    const view = created.json()
    expect(view).toMatchObject({
      amount: 4_000,
      msisdn: '01012345670',
      issuer: 'vodafone',
      status: 'requested',
    })
    // The balance dropped in the request's own transaction (its answer says 'requested'): the debit is the request's
    // posting, whether or not the payout's job has taken it up since (on a quick machine it may already have).
    expect((await postingsOf(view.id))[0]).toEqual({ key: `payout:${view.id}:request`, kind: 'cashOut' })
    expect((await earningsOf()).available).toBe(before.available + 6_000)

    await jobsIdle(t.app)
    const after = await earningsOf()
    expect(after.available).toBe(before.available + 6_000)
    expect(after.paidOut).toBe(before.paidOut + 4_000)
    expect(after.inTransit).toBe(0)
    expect((await send('GET', `/api/v1/payouts/${view.id}`, doctor)).json()).toMatchObject({
      status: 'succeeded',
    })
    expect(after.log.items[0]).toMatchObject({ type: 'cashOut', amount: -4_000, payoutId: view.id })
    expect(after.log.items[1]).toMatchObject({ type: 'visitReceive', amount: 10_000, payoutId: null })
    expect((await postingsOf(view.id)).map((p) => p.kind)).toEqual(['cashOut', 'cashOutSettle'])
    const month = after.months.at(-1)
    expect(after.months).toHaveLength(12)
    expect(month?.earned).toBeGreaterThanOrEqual(10_000)
    expect(month?.paidOut).toBeGreaterThanOrEqual(4_000)
  })

  it('refuses more than the balance, naming what is available, and moves nothing', async () => {
    const { available } = await earningsOf()
    const response = await send('POST', '/api/v1/payouts', doctor, payout(available + 1, '01012345670'))
    expect(response.statusCode).toBe(422)
    expect(response.json().error).toMatchObject({
      code: 'INSUFFICIENT_EARNINGS',
      params: { availableAmount: available },
    })
    expect((await earningsOf()).available).toBe(available)
  })

  it('refuses under 6 EGP, a WE number with its reason, and an issuer outside the three', async () => {
    await earn(doctorId, 1_000)
    const small = await send('POST', '/api/v1/payouts', doctor, payout(599, '01012345670'))
    expect(small.statusCode).toBe(400)
    expect(small.json().error.issues).toEqual([{ path: 'amount', code: 'validation:payout.amountMin' }])
    const we = await send('POST', '/api/v1/payouts', doctor, payout(600, '01512345670'))
    expect(we.statusCode).toBe(400)
    expect(we.json().error.issues).toEqual([{ path: 'msisdn', code: 'validation:payout.msisdnWe' }])
    const issuer = await send('POST', '/api/v1/payouts', doctor, {
      ...payout(600, '01012345670'),
      issuer: 'we',
    })
    expect(issuer.statusCode).toBe(400)
  })

  it('lets only one of two payouts at once take the same money', async () => {
    const fresh = await signUp(t.app, 'doctor', '01270005678')
    const freshId = await userIdOf('01270005678')
    await earn(freshId, 10_000)
    const answers = await Promise.all([
      send('POST', '/api/v1/payouts', fresh, payout(8_000, '01012345670')),
      send('POST', '/api/v1/payouts', fresh, payout(8_000, '01112345670')),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422])
    expect((await earningsOf(fresh)).available).toBe(2_000)
    await jobsIdle(t.app)
    const balances = await ledgerService.balancesOf(t.db, freshId)
    expect(balances.doctorEarnings).toBe(2_000)
  })
})

describe('the provider’s answer (SPEC 4 "Cash-out result")', () => {
  it('returns a failed payout’s money exactly once, even when its jobs run again', async () => {
    await earn(doctorId, 5_000)
    const { available } = await earningsOf()
    const created = await send('POST', '/api/v1/payouts', doctor, payout(5_000, '01212345679'))
    expect(created.statusCode).toBe(201)
    const id = created.json().id as string
    expect((await earningsOf()).available).toBe(available - 5_000)
    await jobsIdle(t.app)
    expect((await send('GET', `/api/v1/payouts/${id}`, doctor)).json()).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('618'),
    })
    expect((await earningsOf()).available).toBe(available)

    // At least once: the send job and a late answer come again; nothing moves a second time.
    await payoutsService.sendPayout(jobContext(), id)
    await payoutsService.applyAnswer(jobContext(), id, {
      status: 'failed',
      transactionId: null,
      message: 'again',
    })
    await payoutsService.applyAnswer(jobContext(), id, {
      status: 'succeeded',
      transactionId: null,
      message: 'late',
    })
    await payoutsService.pollPayouts(jobContext())
    expect((await postingsOf(id)).map((p) => p.kind)).toEqual(['cashOut', 'cashOutReturn'])
    expect((await earningsOf()).available).toBe(available)
    const log = (await earningsOf()).log.items.filter((line) => line.payoutId === id)
    expect(log.map((line) => [line.type, line.amount])).toEqual([
      ['cashOutReturn', 5_000],
      ['cashOut', -5_000],
    ])
  })

  it('keeps a pending payout with its message, and settles it when the poll hears it arrived', async () => {
    await earn(doctorId, 3_000)
    const created = await send('POST', '/api/v1/payouts', doctor, payout(3_000, '01212345678'))
    const id = created.json().id as string
    await jobsIdle(t.app)
    const pending = (await send('GET', `/api/v1/payouts/${id}`, doctor)).json()
    expect(pending).toMatchObject({ status: 'pending', message: expect.stringContaining('Dispatched') })
    expect((await earningsOf()).inTransit).toBe(3_000)
    // The poll job was enqueued for the next 15-second slot.
    const polls = await sql<{ n: string }>`
      select count(*) as n from pgboss.job where name = 'payouts.poll' and state = 'created'`.execute(t.db)
    expect(Number(polls.rows[0]?.n)).toBeGreaterThanOrEqual(1)

    await payoutsService.pollPayouts(jobContext())
    expect((await send('GET', `/api/v1/payouts/${id}`, doctor)).json().status).toBe('succeeded')
    expect((await postingsOf(id)).map((p) => p.kind)).toEqual(['cashOut', 'cashOutSettle'])
    expect((await earningsOf()).inTransit).toBe(0)
  })

  it('returns the money of a pending payout the poll hears failed', async () => {
    await earn(doctorId, 2_000)
    const { available } = await earningsOf()
    const created = await send('POST', '/api/v1/payouts', doctor, payout(2_000, '01112345677'))
    const id = created.json().id as string
    await jobsIdle(t.app)
    expect((await send('GET', `/api/v1/payouts/${id}`, doctor)).json().status).toBe('pending')
    await payoutsService.pollPayouts(jobContext())
    expect((await send('GET', `/api/v1/payouts/${id}`, doctor)).json().status).toBe('failed')
    expect((await earningsOf()).available).toBe(available)
  })

  it('asks the provider at most once per 15 seconds, whoever polls', async () => {
    await earn(doctorId, 1_000)
    const created = await send('POST', '/api/v1/payouts', doctor, payout(1_000, '01212345678'))
    const id = created.json().id as string
    await jobsIdle(t.app)
    const ctx = jobContext()
    await sql`update payout_inquiry_clock set last_at = ${ctx.clock.now()}`.execute(t.db)
    await payoutsService.pollPayouts(ctx)
    expect((await send('GET', `/api/v1/payouts/${id}`, doctor)).json().status).toBe('pending')
    await payoutsService.pollPayouts(jobContext())
    expect((await send('GET', `/api/v1/payouts/${id}`, doctor)).json().status).toBe('succeeded')
  })
})

describe('account deletion and payouts', () => {
  it('refuses to delete a doctor while a payout is on its way', async () => {
    const fresh = await signUp(t.app, 'doctor', '01270009999')
    const freshId = await userIdOf('01270009999')
    await earn(freshId, 1_000)
    expect((await send('POST', '/api/v1/payouts', fresh, payout(1_000, '01012345678'))).statusCode).toBe(201)
    await jobsIdle(t.app)
    const standing = (await send('GET', '/api/v1/account-deletion', fresh)).json()
    expect(standing.blockers).toEqual(['paymentPending'])
    await payoutsService.pollPayouts(jobContext())
    expect((await send('GET', '/api/v1/account-deletion', fresh)).json().blockers).toEqual([])
  })
})
