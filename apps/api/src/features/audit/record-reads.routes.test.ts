import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signInAdmin, signUp, validPatientProfile } from '#api/testing/journeys'
import * as auditService from './audit.service'

/**
 * Issue 11 §3 'the patient sees the list of reads of their record by anyone else (who, when, what)': the audit log's
 * reads of the patient's health data by a doctor or an admin, newest first, ten to a page; never their own reads,
 * never another patient's; an admin shown as the service, not as a person.
 */

let t: TestApp
let patient: string
let patientId: string
let otherPatient: string
let otherPatientId: string
let doctor: string
let doctorId: string
let admin: string
let adminId: string

interface Read {
  id: string
  at: string
  action: string
  resource: string
  reader: { role: string | null; name: string | null }
}
interface Page {
  items: Read[]
  total: number
  page: number
  pageSize: number
}

const get = (url: string, cookie?: string, language?: 'ar' | 'en') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(language ? { 'accept-language': language } : {}) },
  })

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  const { email: _email, ...profile } = validPatientProfile
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  admin = await signInAdmin(t.app)
  otherPatient = await signUp(t.app, 'patient', '01220007791')
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/profiles/me',
        headers: { cookie: otherPatient },
        payload: { ...profile, name: 'سلمى فؤاد' },
      })
    ).statusCode,
  ).toBe(201)
  const idOf = async (phone: string) =>
    (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
  patientId = await idOf(demo.patient.phone)
  otherPatientId = await idOf('01220007791')
  doctorId = await idOf(demo.doctor.phone)
  adminId = await idOf(demo.admin.phone)

  const record = (entry: Parameters<typeof auditService.record>[1]) => auditService.record(t.db, entry)
  // Oldest first: the list shows them the other way round.
  await record({
    actorUserId: adminId,
    action: 'patient.profile.read',
    subjectUserId: patientId,
    resource: `patients/${patientId}`,
  })
  await record({
    actorUserId: patientId,
    action: 'file.read',
    subjectUserId: patientId,
    resource: 'files/own-read',
  })
  await record({
    actorUserId: doctorId,
    action: 'healthRecord.read',
    subjectUserId: otherPatientId,
    resource: `health-records/${otherPatientId}`,
  })
  await record({
    actorUserId: doctorId,
    action: 'medicalFile.link',
    subjectUserId: patientId,
    resource: `patients/${patientId}`,
  })
  await record({
    actorUserId: doctorId,
    action: 'healthRecord.read',
    subjectUserId: patientId,
    resource: `health-records/${patientId}`,
    detail: { readerRole: 'doctor' },
  })
}, 60_000)
afterAll(() => t.close())

describe('who read my record (issue 11 §3)', () => {
  it('shows a doctor’s read by name and an admin’s as the service, newest first', async () => {
    const response = await get('/api/v1/record-reads', patient)
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json<Page>()
    const doctorRow = await t.db
      .selectFrom('doctors')
      .select(['nameAr'])
      .where('userId', '=', doctorId)
      .executeTakeFirstOrThrow()
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 10 })
    expect(body.items).toEqual([
      expect.objectContaining({
        action: 'healthRecord.read',
        resource: `health-records/${patientId}`,
        reader: { role: 'doctor', name: doctorRow.nameAr },
      }),
      expect.objectContaining({
        action: 'patient.profile.read',
        resource: `patients/${patientId}`,
        reader: { role: 'admin', name: null },
      }),
    ])
    expect(Date.parse(body.items[0]!.at)).toBeGreaterThanOrEqual(Date.parse(body.items[1]!.at))
    // Nothing names the admin: not their id, mobile or name.
    const adminName = await t.db
      .selectFrom('admins')
      .select('name')
      .where('userId', '=', adminId)
      .executeTakeFirst()
    expect(response.body).not.toContain(adminId)
    expect(response.body).not.toContain(demo.admin.phone)
    if (adminName?.name) expect(response.body).not.toContain(adminName.name)
  })

  it('leaves out the patient’s own reads, other actions and other patients’ records', async () => {
    const body = (await get('/api/v1/record-reads', patient)).json<Page>()
    expect(body.items.map((r) => r.resource)).not.toContain('files/own-read')
    expect(body.items.map((r) => r.action)).not.toContain('medicalFile.link')
    const other = (await get('/api/v1/record-reads', otherPatient)).json<Page>()
    expect(other.items).toEqual([
      expect.objectContaining({
        resource: `health-records/${otherPatientId}`,
        reader: expect.objectContaining({ role: 'doctor' }),
      }),
    ])
    expect(JSON.stringify(other)).not.toContain(patientId)
  })

  it('pages in the database, ten at a time', async () => {
    for (let i = 0; i < 23; i++)
      await auditService.record(t.db, {
        actorUserId: doctorId,
        action: 'file.read',
        subjectUserId: patientId,
        resource: `files/page-${i}`,
      })
    const first = (await get('/api/v1/record-reads', patient)).json<Page>()
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 10 })
    expect(first.items.map((r) => r.resource)).toEqual(
      Array.from({ length: 10 }, (_, i) => `files/page-${22 - i}`),
    )
    const third = (await get('/api/v1/record-reads?page=3', patient)).json<Page>()
    expect(third.items.map((r) => r.resource)).toEqual([
      'files/page-2',
      'files/page-1',
      'files/page-0',
      `health-records/${patientId}`,
      `patients/${patientId}`,
    ])
    expect((await get('/api/v1/record-reads?page=9', patient)).json<Page>()).toMatchObject({
      items: [],
      total: 25,
    })
    expect((await get('/api/v1/record-reads?page=0', patient)).statusCode).toBe(400)
  })

  it('names the doctor in the reader’s language', async () => {
    const reader = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/session/language',
      headers: { cookie: reader },
      payload: { language: 'en' },
    })
    expect(changed.statusCode, changed.body).toBeLessThan(300)
    const names = await t.db
      .selectFrom('doctors')
      .select(['nameAr', 'nameEn'])
      .where('userId', '=', doctorId)
      .executeTakeFirstOrThrow()
    const body = (await get('/api/v1/record-reads?page=3', reader)).json<Page>()
    const read = body.items.find((r) => r.reader.role === 'doctor')
    expect(read?.reader.name).toBe(names.nameEn ?? names.nameAr)
  })

  it('answers a visitor 401 and a doctor, a lab and an admin 403', async () => {
    expect((await get('/api/v1/record-reads')).statusCode).toBe(401)
    const lab = await signIn(t.app, demo.lab.phone, demo.lab.password)
    for (const cookie of [doctor, lab, admin]) {
      const response = await get('/api/v1/record-reads?page=abc', cookie)
      expect([response.statusCode, response.json().error.code]).toEqual([403, 'FORBIDDEN'])
    }
  })
})
