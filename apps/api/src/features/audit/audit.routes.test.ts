import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signInAdmin } from '#api/testing/journeys'

/**
 * Issue 10 §4 against the real app and PostgreSQL: the audit log filtered by who acted, whose data, the action and
 * Egypt's calendar days, paged in the database; failed background jobs with their error, retried (audited); admins
 * only.
 */

let t: TestApp
let admin: string
let doctorId: string
let patientId: string

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  admin = await signInAdmin(t.app)
  const idOf = async (phone: string) =>
    (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
  doctorId = await idOf(demo.doctor.phone)
  patientId = await idOf(demo.patient.phone)
  // A doctor read the patient's health record late on 10 March in Cairo (21:30 UTC is 23:30 there), and again just
  // after midnight, which is 11 March in Cairo though still the 10th in UTC.
  await t.db
    .insertInto('auditLog')
    .values([
      {
        actorUserId: doctorId,
        action: 'medicalFile.read',
        subjectUserId: patientId,
        resource: 'medical-files/a',
        createdAt: new Date('2026-03-10T21:30:00Z'),
      },
      {
        actorUserId: doctorId,
        action: 'file.read',
        subjectUserId: patientId,
        resource: 'files/b',
        createdAt: new Date('2026-03-10T22:30:00Z'),
      },
    ])
    .execute()
}, 60_000)
afterAll(() => t.close())

const send = (method: 'GET' | 'POST', url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} })

const resources = (body: { items: { resource: string }[] }) => body.items.map((e) => e.resource)

describe('the audit log (issue 10 §4)', () => {
  it('filters by Egypt’s calendar days, who acted (id or mobile), whose data and the action', async () => {
    const day = (await send('GET', '/api/v1/audit?from=2026-03-10&to=2026-03-10', admin)).json()
    expect(resources(day)).toEqual(['medical-files/a'])
    const next = (await send('GET', '/api/v1/audit?from=2026-03-11&to=2026-03-11', admin)).json()
    expect(resources(next)).toEqual(['files/b'])
    const byMobile = (await send('GET', `/api/v1/audit?actor=${demo.doctor.phone.slice(1)}`, admin)).json()
    expect(resources(byMobile)).toEqual(['files/b', 'medical-files/a'])
    expect(byMobile.items[0]).toMatchObject({
      action: 'file.read',
      actor: { id: doctorId, phone: demo.doctor.phone, role: 'doctor' },
      subject: { id: patientId, phone: demo.patient.phone },
    })
    const bySubject = (
      await send('GET', `/api/v1/audit?subject=${patientId}&action=medicalFile`, admin)
    ).json()
    expect(resources(bySubject)).toEqual(['medical-files/a'])
  })

  it('pages newest first in the database', async () => {
    const first = (await send('GET', '/api/v1/audit', admin)).json()
    expect(first.pageSize).toBe(50)
    expect(first.total).toBeGreaterThanOrEqual(2)
    const times = first.items.map((e: { createdAt: string }) => e.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    const beyond = (await send('GET', '/api/v1/audit?page=99', admin)).json()
    expect(beyond).toMatchObject({ items: [], total: first.total, page: 99 })
  })

  it('answers bad filters with a code per field', async () => {
    const issues = async (query: string) => {
      const response = await send('GET', `/api/v1/audit?${query}`, admin)
      expect(response.statusCode).toBe(400)
      return response.json().error.issues.map((i: { path: string; code: string }) => `${i.path}:${i.code}`)
    }
    expect(await issues('from=2026-13-40')).toEqual(['querystring.from:validation:audit.badDate'])
    expect(await issues('from=2026-03-11&to=2026-03-10')).toEqual([
      'querystring.to:validation:audit.dateOrder',
    ])
    expect(await issues('actor=x')).toEqual(['querystring.actor:validation:audit.badUser'])
    expect(await issues('action=%3Bdrop')).toEqual(['querystring.action:validation:audit.badAction'])
  })
})

describe('failed background jobs (issue 10 §4)', () => {
  let jobId: string

  beforeAll(async () => {
    // A deadline check that failed every try (made so here: its order does not exist, and it was never due).
    const enqueued = await t.jobs.enqueue(
      t.db,
      'payments.expire',
      { orderId: randomUUID() },
      { key: `test:${randomUUID()}`, startAfter: new Date(Date.now() + 3_600_000) },
    )
    jobId = enqueued.id
    await sql`
      update pgboss.job set state = 'failed', output = ${JSON.stringify({ message: 'the gateway answered 503' })}::jsonb,
        completed_on = now(), retry_count = retry_limit
      where id = ${jobId}
    `.execute(t.db.withoutPlugins())
  })

  it('lists them with their error, and retries one once (audited)', async () => {
    const list = (await send('GET', '/api/v1/audit/failed-jobs', admin)).json()
    expect(list.items).toEqual([
      expect.objectContaining({ id: jobId, name: 'payments.expire', error: 'the gateway answered 503' }),
    ])
    const retried = await send('POST', `/api/v1/audit/failed-jobs/${jobId}/retry`, admin)
    expect(retried.statusCode, retried.body).toBe(204)
    expect((await send('GET', '/api/v1/audit/failed-jobs', admin)).json().items).toEqual([])
    const again = await send('POST', `/api/v1/audit/failed-jobs/${jobId}/retry`, admin)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('JOB_NOT_FAILED')
    const audit = (await send('GET', '/api/v1/audit?action=job.retry', admin)).json()
    expect(audit.items).toEqual([
      expect.objectContaining({
        action: 'job.retry',
        resource: `jobs/${jobId}`,
        detail: { name: 'payments.expire', before: { state: 'failed' }, after: { state: 'retry' } },
      }),
    ])
  })

  it('answers an unknown job 404 and a malformed id 400', async () => {
    const unknown = await send('POST', `/api/v1/audit/failed-jobs/${randomUUID()}/retry`, admin)
    expect(unknown.statusCode).toBe(404)
    expect((await send('POST', '/api/v1/audit/failed-jobs/nope/retry', admin)).statusCode).toBe(400)
  })
})

describe('who may read the audit log (issue 10 §5)', () => {
  it('answers a visitor 401 and a patient, a doctor, a lab and a radio 403 on every route', async () => {
    const routes = [
      ['GET', '/api/v1/audit'],
      ['GET', '/api/v1/audit/failed-jobs'],
      ['GET', '/api/v1/audit?from=2026-13-40'],
      ['POST', `/api/v1/audit/failed-jobs/${randomUUID()}/retry`],
      ['POST', '/api/v1/audit/failed-jobs/nope/retry'],
    ] as const
    const others = [
      await signIn(t.app, demo.patient.phone, demo.patient.password),
      await signIn(t.app, demo.doctor.phone, demo.doctor.password),
      await signIn(t.app, demo.lab.phone, demo.lab.password),
      await signIn(t.app, demo.radio.phone, demo.radio.password),
    ]
    for (const [method, url] of routes) {
      expect((await send(method, url)).statusCode, url).toBe(401)
      for (const cookie of others) expect((await send(method, url, cookie)).statusCode, url).toBe(403)
    }
  })
})
