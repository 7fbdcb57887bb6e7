import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signInAdmin, signUp } from '#api/testing/journeys'

/**
 * Issue 10 §1 against the real app and PostgreSQL: the admins' list of doctors (waiting first, searched by name or
 * mobile in the database), verifying a waiting doctor (listed in search at once), returning a profile with a reason
 * (unlisted, the doctor told and shown it), each decision audited with before and after; admins only.
 */

let t: TestApp
let admin: string
let doctor: string
let patient: string
let waitingId: string

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  admin = await signInAdmin(t.app)
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  waitingId = (
    await t.db
      .selectFrom('doctors')
      .select('userId')
      .where('nameEn', '=', 'Dr. Hazem Eldesouky')
      .executeTakeFirstOrThrow()
  ).userId
}, 60_000)
afterAll(() => t.close())

const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const searchIds = async (q: string) =>
  (await send('GET', `/api/v1/doctors?q=${encodeURIComponent(q)}`))
    .json()
    .items.map((d: { id: string }) => d.id)

describe('the review list (issue 10 §1)', () => {
  it('puts doctors waiting for review first and filters by status', async () => {
    const all = (await send('GET', '/api/v1/doctor-reviews', admin)).json()
    expect(all.total).toBeGreaterThan(10)
    // The seed's three doctors waiting for review, before every other.
    expect(all.items.slice(0, 4).map((d: { status: string }) => d.status)).toEqual([
      'waiting',
      'waiting',
      'waiting',
      'verified',
    ])
    const waiting = (await send('GET', '/api/v1/doctor-reviews?status=waiting', admin)).json()
    expect(waiting.total).toBe(3)
    expect(waiting.items.map((d: { doctorId: string }) => d.doctorId)).toContain(waitingId)
    const verified = (await send('GET', '/api/v1/doctor-reviews?status=verified', admin)).json()
    expect(verified.items.every((d: { status: string }) => d.status === 'verified')).toBe(true)
  })

  it('finds a doctor by a name spelt differently or by mobile, and refuses a 1-character search', async () => {
    // 'حازم الدسوقى' (final ى) is normalised as search normalises it.
    const byNameResponse = await send(
      'GET',
      `/api/v1/doctor-reviews?q=${encodeURIComponent('الدسوقى')}`,
      admin,
    )
    expect(byNameResponse.statusCode, byNameResponse.body).toBe(200)
    const byName = byNameResponse.json()
    expect(byName.items.map((d: { doctorId: string }) => d.doctorId)).toContain(waitingId)
    const phone = byName.items[0].phone as string
    const byPhone = (await send('GET', `/api/v1/doctor-reviews?q=${phone.slice(1)}`, admin)).json()
    expect(byPhone.items.map((d: { doctorId: string }) => d.doctorId)).toEqual([waitingId])
    const short = await send('GET', '/api/v1/doctor-reviews?q=x', admin)
    expect(short.statusCode).toBe(400)
    expect(short.json().error.issues[0]).toMatchObject({
      path: 'querystring.q',
      code: 'validation:search.tooShort',
    })
  })
})

describe('the list filters (issue 10 §1)', () => {
  it('filters by governorate and joined days, sorts by name or age, and refuses days out of order', async () => {
    const list = async (query: string) => (await send('GET', `/api/v1/doctor-reviews?${query}`, admin)).json()
    const cairo = await list('governorateId=1')
    expect(cairo.total).toBeGreaterThan(0)
    const inCairo = await t.db
      .selectFrom('doctors')
      .select('userId')
      .where((eb) => eb.or([eb('governorateId', '=', 1), eb('clinicGovernorateId', '=', 1)]))
      .execute()
    expect(cairo.total).toBe(inCairo.length)
    expect((await list('to=2020-01-01')).total).toBe(0)
    const all = await list('page=1')
    expect((await list('from=2020-01-01')).total).toBe(all.total)
    const byName = (await list('sort=name')).items.map((d: { nameAr: string }) => d.nameAr)
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const newest = (await list('sort=newest')).items.map((d: { createdAt: string }) => d.createdAt)
    expect(newest).toEqual([...newest].sort().reverse())
    const backwards = await send('GET', '/api/v1/doctor-reviews?from=2026-02-01&to=2026-01-01', admin)
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().error.issues[0].path).toBe('querystring.to')
    expect((await send('GET', '/api/v1/doctor-reviews?sort=random', admin)).statusCode).toBe(400)
  })
})

describe('deciding (issue 10 §1)', () => {
  it('verifies a waiting profile: the doctor is listed in search at once, told, and the decision audited', async () => {
    expect(await searchIds('Hazem Eldesouky')).not.toContain(waitingId)
    const verified = await send('POST', `/api/v1/doctor-reviews/${waitingId}/verify`, admin)
    expect(verified.statusCode).toBe(200)
    expect(verified.json()).toMatchObject({ status: 'verified' })
    expect(await searchIds('Hazem Eldesouky')).toContain(waitingId)
    expect((await send('GET', `/api/v1/doctors/${waitingId}`, patient)).statusCode).toBe(200)
    // Verified twice is refused: it no longer waits.
    expect((await send('POST', `/api/v1/doctor-reviews/${waitingId}/verify`, admin)).json().error.code).toBe(
      'REVIEW_NOT_WAITING',
    )
    const told = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('recipientId', '=', waitingId)
      .execute()
    expect(told).toEqual([{ type: 'practice.verified' }])
  })

  it('returns a profile with a reason: unlisted, the doctor told and shown it, audited before and after', async () => {
    const empty = await send('POST', `/api/v1/doctor-reviews/${waitingId}/return`, admin, { reason: '  ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.issues[0]).toMatchObject({ path: 'reason', code: 'validation:required' })

    const reason = 'صورة الترخيص غير واضحة <b>أعد رفعها</b>'
    const returned = await send('POST', `/api/v1/doctor-reviews/${waitingId}/return`, admin, { reason })
    expect(returned.statusCode).toBe(200)
    expect(returned.json()).toMatchObject({ status: 'returned', submittedAt: null })
    expect(await searchIds('Hazem Eldesouky')).not.toContain(waitingId)
    expect((await send('GET', `/api/v1/doctors/${waitingId}`, patient)).statusCode).toBe(404)
    expect(
      (await send('POST', `/api/v1/doctor-reviews/${waitingId}/return`, admin, { reason })).statusCode,
    ).toBe(409)
    const told = await t.db
      .selectFrom('notifications')
      .select(['type', 'params'])
      .where('recipientId', '=', waitingId)
      .where('type', '=', 'practice.returned')
      .executeTakeFirstOrThrow()
    expect(told.params).toEqual({ reason })
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'detail'])
      .where('subjectUserId', '=', waitingId)
      .orderBy('id')
      .execute()
    expect(audit).toMatchObject([
      { action: 'doctor.verify', detail: { before: { status: 'waiting' }, after: { status: 'verified' } } },
      {
        action: 'doctor.return',
        detail: { before: { status: 'verified' }, after: { status: 'returned', reviewNote: reason } },
      },
    ])
    // The editor (the admin's view here, the doctor's own alike) carries the reason as written, never as markup.
    const editorResponse = await send('GET', `/api/v1/doctors/${waitingId}/profile`, admin)
    expect(editorResponse.statusCode, editorResponse.body).toBe(200)
    expect(editorResponse.json().review).toMatchObject({ status: 'returned', note: reason })
  })

  it('answers an unknown doctor 404', async () => {
    const unknown = await send(
      'POST',
      '/api/v1/doctor-reviews/00000000-0000-4000-8000-000000000000/verify',
      admin,
    )
    expect(unknown.statusCode).toBe(404)
  })
})

describe('who may review (issue 10 §5)', () => {
  it('answers a visitor 401 and every other role, and an admin account signed in as a patient, 403', async () => {
    expect((await send('GET', '/api/v1/doctor-reviews')).statusCode).toBe(401)
    expect((await send('POST', `/api/v1/doctor-reviews/${waitingId}/verify`)).statusCode).toBe(401)
    const others = [
      doctor,
      patient,
      await signIn(t.app, demo.lab.phone, demo.lab.password),
      await signIn(t.app, demo.radio.phone, demo.radio.password),
      await signUp(t.app, 'patient', '01220006661'),
    ]
    for (const cookie of others) {
      expect((await send('GET', '/api/v1/doctor-reviews', cookie)).statusCode).toBe(403)
      expect((await send('POST', `/api/v1/doctor-reviews/${waitingId}/verify`, cookie)).statusCode).toBe(403)
      const returned = await send('POST', `/api/v1/doctor-reviews/${waitingId}/return`, cookie, {
        reason: 'x',
      })
      expect(returned.statusCode).toBe(403)
    }
  })
})
