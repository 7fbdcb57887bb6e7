import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: true })
})
afterAll(() => t.close())

describe('IP rate limits on sign-in and codes (ASVS 2.2.1, 11.1.4)', () => {
  it('answers RATE_LIMITED with a translated message after 20 sign-in attempts a minute', async () => {
    // A different number each time, so the per-account pause (tested elsewhere) does not answer first.
    const attempt = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/session',
        headers: { 'accept-language': 'en' },
        payload: { method: 'phone', phone: `0109999${String(i).padStart(4, '0')}`, password: 'Secret12' },
      })
    for (let i = 0; i < 20; i++) expect((await attempt(i)).statusCode).not.toBe(429)
    const limited = await attempt(20)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('RATE_LIMITED')
    expect(limited.json().error.message).toMatch(/Too many attempts. Please wait \d+ seconds/)
  })

  it('limits code sends per IP across numbers', async () => {
    const send = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/accounts/otp',
        payload: { phone: `0101234${String(i).padStart(4, '0')}`, purpose: 'signUp' },
      })
    for (let i = 0; i < 10; i++) expect((await send(i)).statusCode).toBe(200)
    expect((await send(10)).statusCode).toBe(429)
  })
})
