import { legalKeys } from '@app/domain/legal'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signInAdmin, signUp } from '#api/testing/journeys'

/**
 * Issue 45 §1 against the real app and PostgreSQL: the seven legal texts and help pages, each read by anyone in its
 * latest version with its number and date; a key that is none of them is refused with a coded, translated error.
 * Admins, in their session opened with the second factor, publish the next version of a text: every version kept,
 * each publication audited; everyone else is refused, whatever they send.
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

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } })

describe('GET /api/v1/legal/{key} (issue 45 §1)', () => {
  it('gives anyone, signed out or in, each text’s version 1 in both languages, marked for legal review', async () => {
    for (const key of legalKeys) {
      const response = await get(`/api/v1/legal/${key}`)
      expect(response.statusCode, key).toBe(200)
      const text = response.json()
      expect(text).toMatchObject({ key, version: 1 })
      expect(new Date(text.publishedAt).getTime()).not.toBeNaN()
      expect(text.en, key).toContain('Draft for legal review')
      expect(text.ar, key).toContain('مسودة للمراجعة القانونية')
    }
    const patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
    expect((await get('/api/v1/legal/terms', patient)).json().key).toBe('terms')
  })

  it('says what the SPEC and the law ask of each text', async () => {
    const en = async (key: string) => (await get(`/api/v1/legal/${key}`)).json().en as string
    const terms = await en('terms')
    for (const part of ['at least 18', 'Egyptian law', 'courts of Cairo', '5 working days', 'forfeited'])
      expect(terms).toContain(part)
    expect(terms).toMatch(/Do not share your password/)
    const doctorTerms = await en('doctor-terms')
    for (const part of [
      'licensed',
      'on camera in person',
      'do not delegate',
      'full report',
      '15%',
      'Law 91 of 2005',
    ])
      expect(doctorTerms).toContain(part)
    const agreement = await en('doctors-agreement')
    for (const part of [
      'return or destroy protected data',
      'survive',
      'loses their licence',
      'Law 67 of 2016',
    ])
      expect(agreement).toContain(part)
    const privacy = await en('privacy')
    for (const part of [
      'Law No. 151 of 2020',
      'What we collect',
      'Why we collect it',
      'How long',
      'Your rights',
    ])
      expect(privacy).toContain(part)
    const refunds = await en('refunds')
    for (const part of ['24 hours', 'move the appointment once', 'No refund for dissatisfaction', 'wallet'])
      expect(refunds).toContain(part)
  })

  it('refuses a key that is no legal text with a coded error naming the field, in the asker’s language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/legal/secrets' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'params.key' }],
    })
    expect(response.json().error.message).toMatch(/[\u0600-\u06ff]/)
  })
})

const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie, 'accept-language': 'en' } : { 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

describe('publishing a legal text (issue 45 §1)', () => {
  it('lets only an admin session read the versions and publish: every other role 403, signed out 401', async () => {
    const patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
    const lab = await signIn(t.app, demo.lab.phone, demo.lab.password)
    // An account granted admin rights, signed in the ordinary way (no second factor): no admin operation.
    await signUp(t.app, 'patient', '01220004501')
    expect((await send('POST', '/api/v1/admins', admin, { phone: '01220004501' })).statusCode).toBe(200)
    const granted = await signIn(t.app, '01220004501', 'Secret12')
    const body = { ar: 'شروط', en: 'Terms' }
    for (const payload of [body, {}]) {
      for (const cookie of [patient, doctor, lab, granted]) {
        expect((await send('POST', '/api/v1/legal/terms/versions', cookie, payload)).statusCode).toBe(403)
        expect((await send('GET', '/api/v1/legal/terms/versions', cookie)).statusCode).toBe(403)
      }
      expect((await send('POST', '/api/v1/legal/terms/versions', undefined, payload)).statusCode).toBe(401)
    }
    expect((await send('GET', '/api/v1/legal/terms/versions')).statusCode).toBe(401)
    expect((await send('GET', '/api/v1/legal/terms')).json().version).toBe(1)
  })

  it('refuses empty texts, markup and an unknown key, naming the field in the admin’s language', async () => {
    const empty = await send('POST', '/api/v1/legal/privacy/versions', admin, { ar: '  ', en: 'Privacy' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'ar', code: 'validation:required' }],
    })
    const script = await send('POST', '/api/v1/legal/privacy/versions', admin, {
      ar: 'الخصوصية',
      en: 'Privacy <script>alert(1)</script>',
    })
    expect(script.statusCode).toBe(400)
    expect(script.json().error.issues).toEqual([{ path: 'en', code: 'validation:markdownHtml' }])
    const tooLong = await send('POST', '/api/v1/legal/privacy/versions', admin, {
      ar: 'خ'.repeat(30_001),
      en: 'Privacy',
    })
    expect(tooLong.json().error.issues).toEqual([{ path: 'ar', code: 'validation:tooLong' }])
    const unknown = await send('POST', '/api/v1/legal/secrets/versions', admin, { ar: 'نص', en: 'Text' })
    expect(unknown.statusCode).toBe(400)
    expect((await send('GET', '/api/v1/legal/privacy')).json().version).toBe(1)
  })

  it('publishes versions 2 to 4, keeps every version, serves the latest and audits each publication', async () => {
    const v1 = (await send('GET', '/api/v1/legal/refunds')).json()
    const second = await send('POST', '/api/v1/legal/refunds/versions', admin, {
      ar: '# سياسة الاسترداد\n\nرد **كامل** حتى ٢٤ ساعة قبل الموعد.',
      en: '# Refund policy\n\nA **full** refund up to 24 hours before.',
    })
    expect(second.statusCode, second.body).toBe(201)
    expect(second.json()).toMatchObject({ key: 'refunds', version: 2 })
    // Two admins publishing at once: the versions follow one another, neither is lost.
    const [a, b] = await Promise.all(
      ['A', 'B'].map((n) =>
        send('POST', '/api/v1/legal/refunds/versions', admin, { ar: `نسخة ${n}`, en: `Version ${n}` }),
      ),
    )
    expect([a?.json().version, b?.json().version].sort()).toEqual([3, 4])
    const latest = (await send('GET', '/api/v1/legal/refunds')).json()
    expect(latest.version).toBe(4)
    const history = (await send('GET', '/api/v1/legal/refunds/versions', admin)).json()
    expect(history.items.map((v: { version: number }) => v.version)).toEqual([4, 3, 2, 1])
    expect(history.items[3]).toMatchObject({ version: 1, en: v1.en, publishedBy: null })
    expect(history.items[2]).toMatchObject({ version: 2, publishedBy: 'Platform Admin' })
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'resource', 'detail'])
      .where('action', '=', 'legal.publish')
      .where('resource', '=', 'legal/refunds')
      .orderBy('createdAt')
      .execute()
    expect(audit).toHaveLength(3)
    expect(audit[0]).toMatchObject({
      detail: {
        before: { version: 1, en: v1.en },
        after: { version: 2, en: '# Refund policy\n\nA **full** refund up to 24 hours before.' },
      },
    })
  })
})
