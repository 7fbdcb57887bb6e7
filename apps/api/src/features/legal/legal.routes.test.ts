import { legalKeys } from '@app/domain/legal'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn } from '#api/testing/journeys'

/**
 * Issue 45 §1 against the real app and PostgreSQL: the seven legal texts and help pages, each read by anyone in its
 * latest version with its number and date; a key that is none of them is refused with a coded, translated error.
 */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
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
