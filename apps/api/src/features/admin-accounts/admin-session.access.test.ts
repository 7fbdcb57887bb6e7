import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import {
  demo,
  multipart,
  pngBytes,
  signIn,
  signInAdmin,
  signUp,
  validPatientProfile,
} from '#api/testing/journeys'

/**
 * Issue 41 §1 and §7: admin rights live only in an admin session, opened by the admin sign-in with its second
 * factor. The review signed in the seeded admin at the ordinary sign-in with the password alone and used audit,
 * exports, the admin list and made admins; and a granted admin read every private file from a patient session.
 */

let t: TestApp
let admin: string
let granted: string
let grantedPhone: string
let stranger: string
let strangerFile: string
let patientId: string

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
const send = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  admin = await signInAdmin(t.app)
  grantedPhone = '01220007781'
  await signUp(t.app, 'patient', grantedPhone)
  expect((await send('POST', '/api/v1/admins', admin, { phone: grantedPhone })).statusCode).toBe(200)
  // The granted admin's own sign-in, as a patient: their primary role. No second factor was asked.
  granted = await signIn(t.app, grantedPhone, 'Secret12')
  stranger = await signUp(t.app, 'patient', '01220007782')
  expect((await send('POST', '/api/v1/profiles/me', stranger, validPatientProfile)).statusCode).toBe(201)
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/v1/profiles/me/id-document',
    headers: { cookie: stranger, ...multipart(pngBytes, 'id.png', 'image/png').headers },
    payload: multipart(pngBytes, 'id.png', 'image/png').payload,
  })
  expect(upload.statusCode, upload.body).toBeLessThan(300)
  strangerFile = upload.json().fileId
  patientId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', demo.patient.phone)
      .executeTakeFirstOrThrow()
  ).id
}, 60_000)
afterAll(() => t.close())

describe('admin rights only in an admin session with its second factor (issue 41 §1)', () => {
  it('refuses the ordinary sign-in of an admin account, with the way to the admin sign-in', async () => {
    for (const payload of [
      { method: 'phone', phone: demo.admin.phone, password: demo.admin.password },
      { method: 'email', email: demo.admin.email, password: demo.admin.password },
    ]) {
      const answer = await send('POST', '/api/v1/session', undefined, payload)
      expect(answer.statusCode).toBe(403)
      expect(answer.json().error.code).toBe('ADMIN_SIGN_IN_REQUIRED')
      expect(answer.cookies.find((c) => c.name === 'sid')).toBeUndefined()
    }
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      headers: { 'accept-language': 'en' },
      payload: { method: 'phone', phone: demo.admin.phone, password: demo.admin.password },
    })
    expect(english.json().error.message).toMatch(/admin sign-in/)
  })

  it('gives a granted admin signed in the ordinary way no admin operation', async () => {
    const session = (await send('GET', '/api/v1/session', granted)).json()
    expect(session.contextRole).toBe('patient')
    const operations: [Method, string, unknown?][] = [
      ['GET', '/api/v1/audit'],
      ['GET', '/api/v1/audit/failed-jobs'],
      ['GET', '/api/v1/data-exports'],
      ['GET', '/api/v1/data-exports/payments'],
      ['GET', '/api/v1/admins'],
      ['POST', '/api/v1/admins', { phone: '01220007782' }],
      ['GET', '/api/v1/admin-accounts/patient'],
      ['GET', `/api/v1/admin-accounts/users/${patientId}`],
      ['PATCH', `/api/v1/admin-accounts/users/${patientId}`, { testing: true }],
      ['GET', '/api/v1/leads'],
      ['GET', '/api/v1/leads/export'],
      ['GET', '/api/v1/doctor-reviews'],
      ['GET', '/api/v1/deletion-requests'],
      ['GET', '/api/v1/topic-notifications'],
      ['GET', '/api/v1/dialogs/dr'],
      ['GET', '/api/v1/legal/terms/versions'],
      ['POST', '/api/v1/legal/terms/versions', { ar: 'شروط', en: 'Terms' }],
      ['GET', `/api/v1/profiles/patient/${patientId}`],
    ]
    for (const [method, url, body] of operations) {
      // The same reads work from the admin session: the refusal is the session's, not the route's.
      if (method === 'GET')
        expect((await send(method, url, admin)).statusCode, `admin ${url}`).toBeLessThan(300)
      const answer = await send(method, url, granted, body)
      expect(answer.statusCode, `${method} ${url}`).toBe(403)
    }
    const users = await t.db
      .selectFrom('users')
      .select(['phone', 'isAdmin', 'testing'])
      .where('phone', 'in', ['01220007782', demo.patient.phone])
      .execute()
    expect(users.every((u) => !u.isAdmin && !u.testing)).toBe(true)
  })

  it("lets a granted admin read another person's private file only from the admin session", async () => {
    // A file the reader may not see is answered as missing.
    expect((await send('GET', `/api/v1/files/${strangerFile}`, granted)).statusCode).toBe(404)
    expect((await send('GET', `/api/v1/files/${strangerFile}`, admin)).statusCode).toBe(200)
  })

  it('refuses in the database an admin session opened without the second factor', async () => {
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', demo.admin.phone)
      .executeTakeFirstOrThrow()
    await expect(
      t.db
        .insertInto('sessions')
        .values({
          tokenHash: 'x'.repeat(64),
          userId: user.id,
          contextRole: 'admin',
          language: 'ar',
          expiresAt: new Date(Date.now() + 60_000),
          secondFactorAt: null,
        })
        .execute(),
    ).rejects.toThrow(/sessions_admin_second_factor/)
  })
})
