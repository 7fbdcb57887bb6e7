import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { cookieOf, demo, demoAdminSignIn, signIn, signUp, validPatientProfile } from '#api/testing/journeys'

/**
 * Issue 11's routes tried by everyone (the developers' guide: the owner, another user of the same role, each other
 * role, signed out), on a finished, documented video consult of the demo patient with the demo doctor. A consult
 * belongs to its two sides; anyone else is told it does not exist; admins read its summary and record, audited.
 */

type Who = 'patient' | 'doctor' | 'otherPatient' | 'otherDoctor' | 'lab' | 'radio' | 'admin' | 'signedOut'
const cookies: Record<Who, string> = {
  patient: '',
  doctor: '',
  otherPatient: '',
  otherDoctor: '',
  lab: '',
  radio: '',
  admin: '',
  signedOut: '',
}
let t: TestApp
let bookingId = ''

const send = (method: string, url: string, who: Who, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: cookies[who] ? { cookie: cookies[who] } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const summary = {
  note: {
    history: 'سعال منذ أسبوع',
    examination: 'Chest clear',
    diagnosisCode: 'J20.9',
    diagnosisText: '',
    note: '',
    interviewResult: 'Rest and fluids',
  },
  prescription: [{ drugName: 'Paracetamol 500 mg', instructions: 'قرص بعد الأكل' }],
  referrals: [],
}

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  cookies.patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  cookies.doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  cookies.otherDoctor = await signIn(t.app, '01010000004', 'Doctor123')
  cookies.lab = await signIn(t.app, demo.lab.phone, demo.lab.password)
  cookies.radio = await signIn(t.app, demo.radio.phone, demo.radio.password)
  cookies.admin = cookieOf(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/admin',
      payload: await demoAdminSignIn(t.app),
    }),
  )
  cookies.otherPatient = await signUp(t.app, 'patient', '01220006661')
  expect((await send('POST', '/api/v1/profiles/me', 'otherPatient', validPatientProfile)).statusCode).toBe(
    201,
  )

  const idOf = async (phone: string) =>
    (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
  const patientId = await idOf(demo.patient.phone)
  const startsAt = new Date(Date.now() - 60_000)
  bookingId = (
    await t.db
      .insertInto('bookings')
      .values({
        doctorId: await idOf(demo.doctor.phone),
        patientId,
        dependentId: null,
        payerId: patientId,
        practice: 'video',
        status: 'opened',
        method: 'free',
        timeZone: 'Africa/Cairo',
        timezoneOffsetMinutes: -120,
        holdExpiresAt: null,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 15 * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  for (const side of ['patient', 'doctor'] as const)
    expect((await send('POST', `/api/v1/consults/${bookingId}/video-token`, side)).statusCode).toBe(200)
  expect((await send('POST', `/api/v1/consults/${bookingId}/end`, 'doctor')).statusCode).toBe(200)
  expect((await send('PUT', `/api/v1/consults/${bookingId}/summary`, 'doctor', summary)).statusCode).toBe(200)
}, 60_000)
afterAll(() => t.close())

const everyone: Who[] = [
  'patient',
  'doctor',
  'otherPatient',
  'otherDoctor',
  'lab',
  'radio',
  'admin',
  'signedOut',
]

/** Expected status per caller; unlisted callers get 404 (signed out: 401). */
const table: {
  route: string
  method: string
  path: () => string
  body?: unknown
  allowed: Partial<Record<Who, number>>
}[] = [
  {
    route: 'getConsult',
    method: 'GET',
    path: () => `/api/v1/consults/${bookingId}`,
    allowed: { patient: 200, doctor: 200 },
  },
  {
    route: 'getVideoToken (finished: the room is closed)',
    method: 'POST',
    path: () => `/api/v1/consults/${bookingId}/video-token`,
    allowed: { patient: 409, doctor: 409 },
  },
  {
    route: 'endConsult',
    method: 'POST',
    path: () => `/api/v1/consults/${bookingId}/end`,
    allowed: { patient: 403, doctor: 200 },
  },
  {
    route: 'getSessionSummary',
    method: 'GET',
    path: () => `/api/v1/consults/${bookingId}/summary`,
    allowed: { doctor: 200 },
  },
  {
    route: 'saveSessionSummary',
    method: 'PUT',
    path: () => `/api/v1/consults/${bookingId}/summary`,
    body: summary,
    allowed: { doctor: 200 },
  },
  {
    route: 'getCallSummary',
    method: 'GET',
    path: () => `/api/v1/consults/${bookingId}/summary-view`,
    allowed: { patient: 200, doctor: 200, admin: 200 },
  },
  {
    route: 'getConsultRecord',
    method: 'GET',
    path: () => `/api/v1/consults/${bookingId}/record`,
    allowed: { doctor: 200, admin: 200 },
  },
  {
    route: 'listCallMessages',
    method: 'GET',
    path: () => `/api/v1/consults/${bookingId}/messages`,
    allowed: { patient: 200, doctor: 200 },
  },
  {
    route: 'postCallMessage (finished: the room is closed)',
    method: 'POST',
    path: () => `/api/v1/consults/${bookingId}/messages`,
    body: { text: 'hello' },
    allowed: { patient: 409, doctor: 409 },
  },
  {
    route: 'getHealthRecord (one’s own)',
    method: 'GET',
    path: () => '/api/v1/health-records',
    allowed: {
      patient: 200,
      otherPatient: 200,
      doctor: 403,
      otherDoctor: 403,
      lab: 403,
      radio: 403,
      admin: 403,
    },
  },
  {
    route: 'getPrescriptionPdf',
    method: 'GET',
    path: () => `/api/v1/consults/${bookingId}/prescription.pdf`,
    allowed: { patient: 200, doctor: 200, admin: 200 },
  },
  // Last: it changes the consult (rated once).
  {
    route: 'rateConsult',
    method: 'POST',
    path: () => `/api/v1/consults/${bookingId}/rating`,
    body: { stars: 5 },
    allowed: { patient: 200, doctor: 403 },
  },
]

describe('consult routes by caller (issue 11 §4)', () => {
  for (const row of table)
    it(`${row.route}: its two sides as their role allows, admins where audited, nobody else`, async () => {
      const got: Partial<Record<Who, number>> = {}
      const want: Partial<Record<Who, number>> = {}
      for (const who of everyone) {
        want[who] = row.allowed[who] ?? (who === 'signedOut' ? 401 : 404)
        got[who] = (await send(row.method, row.path(), who, row.body)).statusCode
      }
      expect(got).toEqual(want)
    })

  it('leaves the patient a record of who else read it (the admin and the doctor)', async () => {
    const reads = await t.db
      .selectFrom('auditLog')
      .select(['action', 'resource'])
      .where('action', '=', 'healthRecord.read')
      .where('resource', 'like', `%${bookingId}%`)
      .execute()
    expect(reads.length).toBeGreaterThanOrEqual(1)
  })
})
