import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testClock, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn } from '#api/testing/journeys'

/** SPEC 7.4, 9: the server's clock, read by pages that count time (issue 45 §5). */
const clock = testClock(new Date('2026-12-02T18:00:00.000Z'))
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ clock })
})
afterAll(async () => {
  await t.close()
})

describe('GET /api/v1/time', () => {
  it('answers the server’s clock to anyone, signed out or in, and never to be cached', async () => {
    const out = await t.app.inject({ method: 'GET', url: '/api/v1/time' })
    expect(out.statusCode).toBe(200)
    expect(out.json()).toEqual({ now: '2026-12-02T18:00:00.000Z' })
    expect(out.headers['cache-control']).toContain('no-store')
    clock.advance(36_000)
    const cookie = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const signedIn = await t.app.inject({ method: 'GET', url: '/api/v1/time', headers: { cookie } })
    expect(signedIn.json()).toEqual({ now: '2026-12-02T18:00:36.000Z' })
  })
})
