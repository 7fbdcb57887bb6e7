import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testClock, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signInAdmin, signUp, validAddress, validPatientProfile } from '#api/testing/journeys'

/**
 * Issue 10 §1, §5: an admin opens and saves a patient's, lab's or radio's profile (/profile/edit?patientId=…), with
 * the owner's rules and an audit entry of what moved, before and after; nobody else may name another user.
 */

let t: TestApp
let admin: string
let patient: { cookie: string; userId: string }
let otherPatient: string
let lab: { cookie: string; userId: string }

const send = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

async function userIdOf(phone: string): Promise<string> {
  const row = await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()
  return row.id
}

const labProfile = {
  role: 'lab',
  businessName: 'Alpha Lab',
  businessInfo: 'Tests',
  commercialRegNo: '5555',
  contactPerson: 'Mona',
  receptionPhone: '0224000000',
  openingTimes: '9-5',
  homeVisit: true,
  certificates: [],
  addresses: [validAddress],
}

beforeAll(async () => {
  t = await buildTestApp({ clock: testClock(new Date('2026-11-21T10:00:00Z')), rateLimit: false })
  admin = await signInAdmin(t.app)
  const patientCookie = await signUp(t.app, 'patient', '01100000101')
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/profiles/me',
    headers: { cookie: patientCookie },
    payload: { ...validPatientProfile, email: 'owner101@example.com' },
  })
  patient = { cookie: patientCookie, userId: await userIdOf('01100000101') }
  otherPatient = await signUp(t.app, 'patient', '01100000102')
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/profiles/me',
    headers: { cookie: otherPatient },
    payload: { ...validPatientProfile, email: 'other102@example.com' },
  })
  const labCookie = await signUp(t.app, 'lab', '01200000103')
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/profiles/me',
    headers: { cookie: labCookie },
    payload: labProfile,
  })
  lab = { cookie: labCookie, userId: await userIdOf('01200000103') }
}, 60_000)
afterAll(() => t.close())

const auditOf = (userId: string) =>
  t.db
    .selectFrom('auditLog')
    .select(['action', 'actorUserId', 'resource', 'detail'])
    .where('subjectUserId', '=', userId)
    .orderBy('id')
    .execute()

describe('an admin edits a patient, lab or radio profile (issue 10 §1)', () => {
  it("opens a patient's profile and saves it: the owner sees the change, and the audit keeps before and after", async () => {
    const opened = await send('GET', `/api/v1/profiles/patient/${patient.userId}`, admin)
    expect(opened.statusCode, opened.body).toBe(200)
    expect(opened.json()).toMatchObject({ role: 'patient', name: 'أحمد علي', email: 'owner101@example.com' })

    const saved = await send('PUT', `/api/v1/profiles/patient/${patient.userId}`, admin, {
      ...validPatientProfile,
      name: 'أحمد علي حسن',
      email: 'ignored@example.com',
      height: '180',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ name: 'أحمد علي حسن', height: '180', email: 'owner101@example.com' })
    const own = await send('GET', '/api/v1/profiles/me', patient.cookie)
    expect(own.json()).toMatchObject({ name: 'أحمد علي حسن', height: '180' })

    const adminId = await userIdOf(demo.admin.phone)
    const audit = await auditOf(patient.userId)
    expect(audit).toEqual([
      // The read of a patient's profile by someone else is kept too (health and identity data).
      {
        action: 'patient.profile.read',
        actorUserId: adminId,
        resource: `patients/${patient.userId}`,
        detail: null,
      },
      {
        action: 'patient.profile.update',
        actorUserId: adminId,
        resource: `patients/${patient.userId}`,
        detail: {
          before: { name: 'أحمد علي', height: null },
          after: { name: 'أحمد علي حسن', height: '180' },
        },
      },
    ])
  })

  it("saves a lab's profile and audits it; a save that moves nothing writes no entry", async () => {
    const saved = await send('PUT', `/api/v1/profiles/lab/${lab.userId}`, admin, {
      ...labProfile,
      businessName: 'Alpha Labs',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ role: 'lab', businessName: 'Alpha Labs' })
    expect(
      (
        await send('PUT', `/api/v1/profiles/lab/${lab.userId}`, admin, {
          ...labProfile,
          businessName: 'Alpha Labs',
        })
      ).statusCode,
    ).toBe(200)
    expect(await auditOf(lab.userId)).toMatchObject([
      {
        action: 'lab.profile.update',
        resource: `centres/${lab.userId}`,
        detail: { before: { businessName: 'Alpha Lab' }, after: { businessName: 'Alpha Labs' } },
      },
    ])
  })

  it("keeps the owner's rules and names: an under-18 patient, a body of another role, an unknown user, a doctor", async () => {
    const young = await send('PUT', `/api/v1/profiles/patient/${patient.userId}`, admin, {
      ...validPatientProfile,
      birthday: '2015-01-01',
    })
    expect(young.statusCode).toBe(400)
    expect(young.json().error.issues).toEqual([{ path: 'birthday', code: 'validation:birthday.underage' }])
    const mismatch = await send('PUT', `/api/v1/profiles/patient/${lab.userId}`, admin, labProfile)
    expect(mismatch.json().error.code).toBe('PROFILE_ROLE_REQUIRED')
    // The lab's user holds no patient profile.
    expect((await send('GET', `/api/v1/profiles/patient/${lab.userId}`, admin)).json().error.code).toBe(
      'PROFILE_NOT_FOUND',
    )
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await send('GET', `/api/v1/profiles/radio/${unknown}`, admin)).statusCode).toBe(404)
    // A doctor's profile is the doctor editor's (/doctors/:doctorId/profile), not this route's.
    const doctorId = await userIdOf(demo.doctor.phone)
    expect((await send('GET', `/api/v1/profiles/doctor/${doctorId}`, admin)).statusCode).toBe(400)
    expect((await auditOf(patient.userId)).filter((e) => e.action === 'patient.profile.update')).toHaveLength(
      1,
    )
  })
})

describe('who may edit another user (issue 10 §5)', () => {
  it('refuses the owner, another patient, the other roles (403) and a visitor (401), and changes nothing', async () => {
    const url = `/api/v1/profiles/patient/${patient.userId}`
    const body = { ...validPatientProfile, name: 'محمود' }
    expect((await send('GET', url)).statusCode).toBe(401)
    expect((await send('PUT', url, undefined, body)).statusCode).toBe(401)
    const others = [
      patient.cookie,
      otherPatient,
      lab.cookie,
      await signIn(t.app, demo.doctor.phone, demo.doctor.password),
      await signIn(t.app, demo.radio.phone, demo.radio.password),
    ]
    for (const cookie of others) {
      expect((await send('GET', url, cookie)).statusCode).toBe(403)
      expect((await send('PUT', url, cookie, body)).statusCode).toBe(403)
    }
    const labUrl = `/api/v1/profiles/lab/${lab.userId}`
    expect((await send('PUT', labUrl, lab.cookie, labProfile)).statusCode).toBe(403)
    expect((await send('GET', '/api/v1/profiles/me', patient.cookie)).json().name).toBe('أحمد علي حسن')
    // The owner still edits their own profile at /me, with no audit entry (not another user's change).
    const own = await send('PUT', '/api/v1/profiles/me', patient.cookie, {
      ...validPatientProfile,
      name: 'أحمد',
    })
    expect(own.statusCode).toBe(200)
    expect((await auditOf(patient.userId)).filter((e) => e.action === 'patient.profile.update')).toHaveLength(
      1,
    )
  })
})
