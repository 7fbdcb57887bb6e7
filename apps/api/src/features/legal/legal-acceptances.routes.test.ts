import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signInAdmin, signUp } from '#api/testing/journeys'

/**
 * Issue 45 §1 against the real app and PostgreSQL: sign-up accepts the current terms and privacy policy for every
 * role; accounts older than the texts (the migration's, the demo seed's) count as having accepted version 1, so
 * nobody is asked until an admin publishes a new version; then each signed-in person is asked once and their
 * acceptance recorded; a doctor who accepted the doctors' two is asked for their new versions too. Admins read
 * what a person accepted.
 */

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  admin = await signInAdmin(t.app)
}, 60_000)
afterAll(async () => {
  await t?.close()
})

const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie, 'accept-language': 'en' } : { 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
const pending = async (cookie: string) =>
  (await send('GET', '/api/v1/legal-acceptances/pending', cookie)).json()
const userIdOf = async (phone: string) =>
  (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
const publish = async (key: string) => {
  const response = await send('POST', `/api/v1/legal/${key}/versions`, admin, {
    ar: `# ${key}\n\nنص جديد.`,
    en: `# ${key}\n\nA new text.`,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().version as number
}

describe('legal acceptances (issue 45 §1)', () => {
  it('records the current terms and privacy policy at every role’s sign-up; nobody is asked about version 1', async () => {
    const phones = { patient: '01220004601', doctor: '01220004602', lab: '01220004603', radio: '01220004604' }
    for (const [role, phone] of Object.entries(phones)) {
      const cookie = await signUp(t.app, role as 'patient', phone)
      expect(await pending(cookie), role).toEqual({ items: [] })
      const accepted = await t.db
        .selectFrom('legalAcceptances')
        .select(['key', 'version', 'via'])
        .where('userId', '=', await userIdOf(phone))
        .orderBy('key')
        .execute()
      expect(accepted, role).toEqual([
        { key: 'privacy', version: 1, via: 'sign-up' },
        { key: 'terms', version: 1, via: 'sign-up' },
      ])
    }
    // The demo seed's accounts, made after the migrations, too.
    for (const account of [demo.patient, demo.doctor, demo.lab]) {
      const cookie = await signIn(t.app, account.phone, account.password)
      expect(await pending(cookie)).toEqual({ items: [] })
    }
    expect((await send('GET', '/api/v1/legal-acceptances/pending')).statusCode).toBe(401)
  })

  it('asks everyone once for a new version of the terms, and doctors for a new version of their terms', async () => {
    const patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
    const newDoctor = await signUp(t.app, 'doctor', '01220004605')
    const terms = await publish('terms')
    const doctorTerms = await publish('doctor-terms')
    // About and the refund policy are not accepted: a new version asks nothing.
    await publish('refunds')
    expect(await pending(patient)).toEqual({ items: [{ key: 'terms', version: terms }] })
    expect(await pending(doctor)).toEqual({
      items: [
        { key: 'terms', version: terms },
        { key: 'doctor-terms', version: doctorTerms },
      ],
    })
    // A doctor who has not submitted for review yet accepts the doctors' two when submitting.
    expect(await pending(newDoctor)).toEqual({ items: [{ key: 'terms', version: terms }] })
    // Admins publish the texts and are not asked.
    expect(await pending(admin)).toEqual({ items: [] })

    const accepted = await send('POST', '/api/v1/legal-acceptances', patient, {
      items: [{ key: 'terms', version: terms }],
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toEqual({ items: [] })
    expect(await pending(patient)).toEqual({ items: [] })
    // Again: nothing changes, the first acceptance keeps its date.
    expect(
      (
        await send('POST', '/api/v1/legal-acceptances', patient, {
          items: [{ key: 'terms', version: terms }],
        })
      ).statusCode,
    ).toBe(200)
    const rows = await t.db
      .selectFrom('legalAcceptances')
      .select(['version', 'via'])
      .where('userId', '=', await userIdOf(demo.patient.phone))
      .where('key', '=', 'terms')
      .orderBy('version')
      .execute()
    expect(rows).toEqual([
      { version: 1, via: 'existing' },
      { version: terms, via: 'dialog' },
    ])

    const both = await send('POST', '/api/v1/legal-acceptances', doctor, {
      items: [
        { key: 'terms', version: terms },
        { key: 'doctor-terms', version: doctorTerms },
      ],
    })
    expect(both.json()).toEqual({ items: [] })
  })

  it('refuses an outdated version, a text the person does not accept, and malformed bodies, with coded errors', async () => {
    const patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const lab = await signIn(t.app, demo.lab.phone, demo.lab.password)
    const privacy = await publish('privacy')
    const outdated = await send('POST', '/api/v1/legal-acceptances', patient, {
      items: [{ key: 'privacy', version: privacy - 1 }],
    })
    expect(outdated.statusCode).toBe(409)
    expect(outdated.json().error.code).toBe('LEGAL_VERSION_OUTDATED')
    expect(outdated.json().error.message).toBe('نُشر إصدار أحدث من هذا النص: اقرأه ووافق عليه من جديد.')
    const future = await send('POST', '/api/v1/legal-acceptances', patient, {
      items: [{ key: 'privacy', version: privacy + 1 }],
    })
    expect(future.json().error.code).toBe('LEGAL_VERSION_OUTDATED')
    // The doctors' texts are not a lab's to accept; about is no text anyone accepts.
    const notTheirs = await send('POST', '/api/v1/legal-acceptances', lab, {
      items: [{ key: 'doctor-terms', version: 1 }],
    })
    expect(notTheirs.statusCode).toBe(403)
    const about = await send('POST', '/api/v1/legal-acceptances', patient, {
      items: [{ key: 'about', version: 1 }],
    })
    expect(about.statusCode).toBe(400)
    expect(about.json().error.issues).toMatchObject([{ path: 'items.0.key' }])
    const empty = await send('POST', '/api/v1/legal-acceptances', patient, { items: [] })
    expect(empty.json().error.issues).toEqual([{ path: 'items', code: 'validation:required' }])
    expect((await send('POST', '/api/v1/legal-acceptances', undefined, { items: [] })).statusCode).toBe(401)
    expect(
      (await send('POST', '/api/v1/legal-acceptances', admin, { items: [{ key: 'terms', version: 1 }] }))
        .statusCode,
    ).toBe(403)
    // Still asked.
    expect(await pending(patient)).toMatchObject({
      items: expect.arrayContaining([{ key: 'privacy', version: privacy }]),
    })
  })

  it('shows an admin what a person accepted and when; nobody else, and a 404 for no such person', async () => {
    const patientId = await userIdOf(demo.patient.phone)
    const read = await send('GET', `/api/v1/legal-acceptances/users/${patientId}`, admin)
    expect(read.statusCode, read.body).toBe(200)
    const items = read.json().items as { key: string; version: number; via: string; acceptedAt: string }[]
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'terms', version: 1, via: 'existing' }),
        expect.objectContaining({ key: 'privacy', version: 1, via: 'existing' }),
        expect.objectContaining({ key: 'terms', version: 2, via: 'dialog' }),
      ]),
    )
    // Newest first.
    expect(items[0]).toMatchObject({ key: 'terms', version: 2 })
    const patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
    for (const cookie of [patient, doctor])
      expect((await send('GET', `/api/v1/legal-acceptances/users/${patientId}`, cookie)).statusCode).toBe(403)
    expect((await send('GET', `/api/v1/legal-acceptances/users/${patientId}`)).statusCode).toBe(401)
    const nobody = await send(
      'GET',
      '/api/v1/legal-acceptances/users/00000000-0000-4000-8000-000000000000',
      admin,
    )
    expect(nobody.statusCode).toBe(404)
    expect(nobody.json().error.code).toBe('NOT_FOUND')
  })
})
