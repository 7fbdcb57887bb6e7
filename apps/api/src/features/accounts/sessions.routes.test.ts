import { sessionPolicies } from '@app/domain/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testClock, type TestApp } from '#api/testing/build-test-app'
import { cookieOf, demo, signIn, signUp, demoAdminSignIn } from '#api/testing/journeys'
import { setAccountDeactivated } from './sessions.service'

let t: TestApp
const clock = testClock(new Date('2026-11-21T10:00:00Z'))
beforeAll(async () => {
  t = await buildTestApp({ clock, rateLimit: false })
})
afterAll(() => t.close())

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })
const del = (url: string, cookie: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie } })
const who = async (cookie: string) => (await get('/api/v1/session', cookie)).json().user
const sidCookie = (response: {
  cookies: { name: string; value: string; maxAge?: number; secure?: boolean }[]
}) => response.cookies.find((c) => c.name === 'sid')

async function signInFrom(
  phone: string,
  password: string,
  userAgent: string,
  remoteAddress = '198.51.100.20',
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/session',
    remoteAddress,
    headers: { 'user-agent': userAgent },
    payload: { method: 'phone', phone, password },
  })
  expect(response.statusCode).toBe(200)
  return cookieOf(response)
}

const phoneUa =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const desktopUa = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'

describe('sessions end when idle and at their absolute lifetime (issue 7 §1, ASVS 3.3)', () => {
  it("ends a patient's session after three idle days, and a used one slides on", async () => {
    const cookie = await signUp(t.app, 'patient', '01055555501')
    clock.advance(sessionPolicies.patient.idleMs - hour)
    expect(await who(cookie)).not.toBeNull()
    clock.advance(sessionPolicies.patient.idleMs - hour)
    expect(await who(cookie)).not.toBeNull()
    clock.advance(sessionPolicies.patient.idleMs + minute)
    const after = await get('/api/v1/session', cookie)
    expect(after.json().user).toBeNull()
    // The dead cookie is cleared too.
    expect(sidCookie(after)?.value).toBe('')
  })

  it('ends a session at its absolute lifetime however much it is used', async () => {
    const cookie = await signUp(t.app, 'patient', '01055555502')
    for (let elapsed = 0; elapsed < sessionPolicies.patient.absoluteMs - day; elapsed += day) {
      clock.advance(day)
      expect(await who(cookie)).not.toBeNull()
    }
    clock.advance(day + minute)
    expect(await who(cookie)).toBeNull()
  })

  it('gives admins 30 idle minutes and 12 hours in all', async () => {
    const signInAdmin = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/admin',
        payload: await demoAdminSignIn(t.app),
      })
      expect(response.statusCode).toBe(200)
      expect(sidCookie(response)?.maxAge).toBe(30 * 60)
      return cookieOf(response)
    }
    const idle = await signInAdmin()
    clock.advance(31 * minute)
    expect(await who(idle)).toBeNull()

    const busy = await signInAdmin()
    for (let elapsed = 0; elapsed < 12 * hour - 20 * minute; elapsed += 20 * minute) {
      clock.advance(20 * minute)
      expect(await who(busy)).not.toBeNull()
    }
    clock.advance(21 * minute)
    expect(await who(busy)).toBeNull()
  })

  it('writes the last use at most once a minute and sends the cookie again with a fresh max-age', async () => {
    const cookie = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
    const lastSeen = async () =>
      (await get('/api/v1/sessions', cookie)).json().items.find((d: { current: boolean }) => d.current)
        .lastSeenAt
    const first = await lastSeen()
    clock.advance(30_000)
    const soon = await get('/api/v1/session', cookie)
    expect(sidCookie(soon)).toBeUndefined()
    expect(await lastSeen()).toBe(first)
    clock.advance(31_000)
    const later = await get('/api/v1/session', cookie)
    expect(sidCookie(later)).toMatchObject({ httpOnly: true, maxAge: sessionPolicies.provider.idleMs / 1000 })
    expect(await lastSeen()).toBe(clock.now().toISOString())
  })
})

describe('signed-in devices (issue 7 §1)', () => {
  it('lists my sessions with the device, the current one flagged, and nobody else’s', async () => {
    const phone = '01055555503'
    await signUp(t.app, 'patient', phone)
    const onPhone = await signInFrom(phone, 'Secret12', phoneUa, '198.51.100.21')
    clock.advance(2 * minute)
    const onDesktop = await signInFrom(phone, 'Secret12', desktopUa)
    await signIn(t.app, demo.patient.phone, demo.patient.password)

    const list = await get('/api/v1/sessions', onDesktop)
    expect(list.statusCode).toBe(200)
    const items = list.json().items as {
      current: boolean
      browser: string
      os: string
      mobile: boolean
      ip: string
    }[]
    // The sign-up session too: three of mine, none of the demo patient's.
    expect(items).toHaveLength(3)
    expect(items[0]).toMatchObject({ current: true, browser: 'Firefox', os: 'Windows', mobile: false })
    expect(items.find((d) => d.os === 'Android')).toMatchObject({
      current: false,
      browser: 'Chrome',
      os: 'Android',
      mobile: true,
      ip: '198.51.100.21',
    })
    expect(
      (await get('/api/v1/sessions', onPhone)).json().items.filter((d: { current: boolean }) => d.current),
    ).toHaveLength(1)
  })

  it('signs out one of my devices, and answers 404 for a session of another user', async () => {
    const phone = '01055555504'
    const mine = await signUp(t.app, 'doctor', phone)
    const other = await signInFrom(phone, 'Secret12', phoneUa)
    const stranger = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const strangerSession = (await get('/api/v1/sessions', stranger)).json().items[0].id as string

    const refused = await del(`/api/v1/sessions/${strangerSession}`, mine)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().error.code).toBe('NOT_FOUND')
    expect(await who(stranger)).not.toBeNull()

    const otherId = (await get('/api/v1/sessions', mine))
      .json()
      .items.find((d: { current: boolean }) => !d.current).id
    expect((await del(`/api/v1/sessions/${otherId}`, mine)).statusCode).toBe(204)
    expect(await who(other)).toBeNull()
    expect(await who(mine)).not.toBeNull()
    expect((await del(`/api/v1/sessions/${otherId}`, mine)).statusCode).toBe(404)
  })

  it('signs out every other device and keeps this one', async () => {
    const phone = '01055555505'
    const here = await signUp(t.app, 'patient', phone)
    const a = await signInFrom(phone, 'Secret12', phoneUa)
    const b = await signInFrom(phone, 'Secret12', desktopUa)
    const stranger = await signIn(t.app, demo.lab.phone, demo.lab.password)
    const response = await del('/api/v1/sessions/others', here)
    expect(response.json()).toEqual({ signedOut: 2 })
    expect(await who(a)).toBeNull()
    expect(await who(b)).toBeNull()
    expect(await who(here)).not.toBeNull()
    expect(await who(stranger)).not.toBeNull()
  })

  it('answers 401 to a visitor', async () => {
    for (const request of [
      t.app.inject({ method: 'GET', url: '/api/v1/sessions' }),
      t.app.inject({ method: 'DELETE', url: '/api/v1/sessions/others' }),
      t.app.inject({ method: 'DELETE', url: '/api/v1/sessions/00000000-0000-4000-8000-000000000000' }),
    ]) {
      const response = await request
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('UNAUTHENTICATED')
    }
  })
})

describe('deactivated accounts (issue 7 §1, SPEC 4, 8)', () => {
  it('ends every session of a deactivated account and refuses its sign-in with the SPEC 8 message', async () => {
    const phone = '01055555506'
    const cookie = await signUp(t.app, 'patient', phone)
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow()
    await setAccountDeactivated(t.db, user.id, true)
    expect(await t.db.selectFrom('sessions').select('id').where('userId', '=', user.id).execute()).toEqual([])
    expect(await who(cookie)).toBeNull()

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      headers: { 'accept-language': 'en' },
      payload: { method: 'phone', phone, password: 'Secret12' },
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toMatchObject({
      code: 'ACCOUNT_DEACTIVATED',
      message:
        'This Medical account has been deactivated by the admin. Please contact the provider if you need help',
    })
    expect(sidCookie(refused)).toBeUndefined()
    // Only someone with the password learns the account is deactivated.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { method: 'phone', phone, password: 'Wrong123' },
    })
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD')

    await setAccountDeactivated(t.db, user.id, false)
    await signIn(t.app, phone, 'Secret12')
  })

  it('treats a session as signed out once its account is deactivated by any path', async () => {
    const cookie = await signIn(t.app, demo.radio.phone, demo.radio.password)
    await t.db.updateTable('users').set({ deactivated: true }).where('phone', '=', demo.radio.phone).execute()
    expect(await who(cookie)).toBeNull()
    await t.db
      .updateTable('users')
      .set({ deactivated: false })
      .where('phone', '=', demo.radio.phone)
      .execute()
  })
})
