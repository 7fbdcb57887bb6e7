import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signInAdmin } from '#api/testing/journeys'

/**
 * Issue 10 §2 against the real app and PostgreSQL: a visitor or a patient asks for a home visit (SPEC 3.6); the
 * admins list the leads newest first, search them from 2 characters, flip the two toggles (each audited) and download
 * the zip of CSV; every admin route refuses other roles (403) and visitors (401).
 */

let t: TestApp
let admin: string
let doctor: string
let patient: string
let patientId: string

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  admin = await signInAdmin(t.app)
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  patientId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', demo.patient.phone)
      .executeTakeFirstOrThrow()
  ).id
}, 60_000)
afterAll(() => t.close())

const send = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const visit = {
  name: 'منى عبد الله',
  // Arabic-Indic digits without the leading zero, as people type them.
  mobile: '١٠٠ ٩٩٩-٨٨٧٧',
  specialtyId: 1,
  governorateId: 1,
  areaId: 1,
  latitude: 30.0561,
  longitude: 31.3302,
  addressNote: 'بجوار المسجد',
}

describe('asking for a home visit (issue 10 §2, SPEC 3.6)', () => {
  it('takes a visitor’s request, the mobile normalised, not yet registered', async () => {
    const created = await send('POST', '/api/v1/leads', undefined, visit)
    expect(created.statusCode, created.body).toBe(201)
    const row = await t.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', created.json().id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ mobile: '01009998877', userId: null, registration: false, closed: false })
  })

  it('ties a patient’s request to the patient’s own account, whatever the body says', async () => {
    const withUser = await send('POST', '/api/v1/leads', patient, { ...visit, userId: patientId })
    expect(withUser.statusCode).toBe(400)
    const created = await send('POST', '/api/v1/leads', patient, {
      name: 'Omar Hassan',
      mobile: '01112223344',
      governorateId: 1,
    })
    expect(created.statusCode, created.body).toBe(201)
    const row = await t.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', created.json().id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ userId: patientId, registration: true, specialtyId: null, latitude: null })
  })

  it('refuses a doctor, a lab, a radio and an admin (doctors do not book visits, SPEC 6), whatever the input', async () => {
    const others = [
      doctor,
      admin,
      await signIn(t.app, demo.lab.phone, demo.lab.password),
      await signIn(t.app, demo.radio.phone, demo.radio.password),
    ]
    for (const cookie of others) {
      expect((await send('POST', '/api/v1/leads', cookie, visit)).statusCode).toBe(403)
      expect((await send('POST', '/api/v1/leads', cookie, {})).statusCode).toBe(403)
    }
  })

  it('answers bad input with codes: a bad mobile, no name, an unknown specialty, a pin outside Egypt', async () => {
    const bad = await send('POST', '/api/v1/leads', undefined, { ...visit, name: ' ', mobile: '0100' })
    expect(bad.statusCode).toBe(400)
    const codes = bad.json().error.issues.map((i: { path: string; code: string }) => `${i.path}:${i.code}`)
    expect(codes).toEqual(['name:validation:lead.nameRequired', 'mobile:validation:phone.zeroError'])
    const paris = await send('POST', '/api/v1/leads', undefined, {
      ...visit,
      latitude: 48.85,
      longitude: 2.35,
    })
    expect(paris.json().error.issues).toEqual([{ path: 'latitude', code: 'validation:lead.outsideEgypt' }])
    const halfPin = await send('POST', '/api/v1/leads', undefined, { ...visit, longitude: null })
    expect(halfPin.json().error.issues).toEqual([{ path: 'latitude', code: 'validation:lead.pinIncomplete' }])
    const unknown = await send('POST', '/api/v1/leads', undefined, {
      ...visit,
      specialtyId: 9999,
      areaId: 9999,
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.issues).toEqual(
      expect.arrayContaining([
        { path: 'specialtyId', code: 'validation:unknownReference' },
        { path: 'areaId', code: 'validation:unknownReference' },
      ]),
    )
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      headers: { 'accept-language': 'en' },
      payload: { ...visit, name: '' },
    })
    expect(english.json().error.message).toBeTruthy()
  })

  it('limits one mobile to 3 requests a day', async () => {
    const mobile = '01207776655'
    for (let i = 0; i < 3; i++) {
      const r = await send('POST', '/api/v1/leads', undefined, { ...visit, name: 'Samir Adel', mobile })
      expect(r.statusCode, r.body).toBe(201)
    }
    const fourth = await send('POST', '/api/v1/leads', undefined, { ...visit, name: 'Samir Adel', mobile })
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json().error.code).toBe('RATE_LIMITED')
  })
})

describe('the admins’ leads (issue 10 §2, SPEC 2.9)', () => {
  it('lists newest first with the count, a map link, and searches a name or a mobile from 2 characters', async () => {
    const list = (await send('GET', '/api/v1/leads', admin)).json()
    expect(list.total).toBe(5)
    const times = list.items.map((l: { createdAt: string }) => l.createdAt)
    expect([...times].sort().reverse()).toEqual(times)
    const mona = list.items.find((l: { name: string }) => l.name === 'منى عبد الله')
    expect(mona.locationUrl).toBe('https://www.google.com/maps/search/?api=1&query=30.056100,31.330200')
    expect(list.items.find((l: { name: string }) => l.name === 'Omar Hassan')).toMatchObject({
      fromPatient: true,
      locationUrl: null,
      specialtyId: null,
    })
    // A part of the name; a mobile without its 0, in Arabic-Indic digits.
    const byName = (await send('GET', `/api/v1/leads?q=${encodeURIComponent('عبد الله')}`, admin)).json()
    expect(byName.total).toBe(1)
    const byMobile = (await send('GET', `/api/v1/leads?q=${encodeURIComponent('١٠٠٩٩')}`, admin)).json()
    expect(byMobile.items.map((l: { mobile: string }) => l.mobile)).toEqual(['01009998877'])
    const short = await send('GET', '/api/v1/leads?q=x', admin)
    expect(short.statusCode).toBe(400)
    expect(short.json().error.issues[0]).toMatchObject({
      path: 'querystring.q',
      code: 'validation:search.tooShort',
    })
  })

  it('flips one toggle at a time, saved at once and audited with before and after', async () => {
    const lead = (await send('GET', '/api/v1/leads?q=Omar', admin)).json().items[0]
    const closed = await send('PATCH', `/api/v1/leads/${lead.id}`, admin, { closed: true })
    expect(closed.statusCode, closed.body).toBe(200)
    expect(closed.json()).toMatchObject({ closed: true, registration: true })
    const unregistered = await send('PATCH', `/api/v1/leads/${lead.id}`, admin, { registration: false })
    expect(unregistered.json()).toMatchObject({ closed: true, registration: false })
    const both = await send('PATCH', `/api/v1/leads/${lead.id}`, admin, { closed: false, registration: true })
    expect(both.statusCode).toBe(400)
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'subjectUserId', 'resource', 'detail'])
      .where('resource', '=', `leads/${lead.id}`)
      .orderBy('id')
      .execute()
    expect(audit).toEqual([
      {
        action: 'lead.update',
        subjectUserId: patientId,
        resource: `leads/${lead.id}`,
        detail: { before: { closed: false }, after: { closed: true } },
      },
      {
        action: 'lead.update',
        subjectUserId: patientId,
        resource: `leads/${lead.id}`,
        detail: { before: { registration: true }, after: { registration: false } },
      },
    ])
    const unknown = await send('PATCH', '/api/v1/leads/00000000-0000-4000-8000-000000000000', admin, {
      closed: true,
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.code).toBe('NOT_FOUND')
    expect((await send('PATCH', '/api/v1/leads/not-an-id', admin, { closed: true })).statusCode).toBe(400)
  })

  it('downloads every lead as a zip holding a CSV with a byte-order mark, and audits the download', async () => {
    const response = await send('GET', '/api/v1/leads/export', admin)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.zip"$/,
    )
    const files = unzipSync(new Uint8Array(response.rawPayload))
    const csv = Buffer.from(files['leads.csv']!).toString('utf8')
    expect(csv.startsWith('\uFEFFid,created_at,created_at_cairo,name,mobile,')).toBe(true)
    const lines = csv.trim().split('\r\n')
    expect(lines).toHaveLength(6)
    const mona = lines.find((line) => line.includes('منى عبد الله')) ?? ''
    // The Arabic catalog names (the admin's session is Arabic), the map link, the note.
    expect(mona).toContain('01009998877')
    expect(mona).toContain('https://www.google.com/maps/search/?api=1&query=30.056100,31.330200')
    expect(mona).toContain('بجوار المسجد')
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'resource'])
      .where('action', '=', 'lead.export')
      .execute()
    expect(audit).toEqual([{ action: 'lead.export', resource: 'leads' }])
  })
})

describe('who may manage leads (issue 10 §5)', () => {
  it('answers a visitor 401 and a patient, a doctor, a lab and a radio 403 on every admin route', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    // Bad input too: who may ask is answered first.
    const routes = [
      ['GET', '/api/v1/leads'],
      ['GET', '/api/v1/leads?q=x'],
      ['PATCH', `/api/v1/leads/${id}`],
      ['PATCH', '/api/v1/leads/not-an-id'],
      ['GET', '/api/v1/leads/export'],
    ] as const
    const others = [
      patient,
      doctor,
      await signIn(t.app, demo.lab.phone, demo.lab.password),
      await signIn(t.app, demo.radio.phone, demo.radio.password),
    ]
    for (const [method, url] of routes) {
      const payload = method === 'PATCH' ? { closed: true } : undefined
      expect((await send(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401)
      for (const cookie of others)
        expect((await send(method, url, cookie, payload)).statusCode, `${method} ${url}`).toBe(403)
    }
  })
})
