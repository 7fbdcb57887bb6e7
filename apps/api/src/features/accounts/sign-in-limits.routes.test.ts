import { hash } from '@node-rs/argon2'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, testClock, type TestApp } from '#api/testing/build-test-app'
import { demo, signUp, verifiedTicket } from '#api/testing/journeys'
import { dummyPasswordHash, passwords } from './passwords'
import { signInLimits, sourceOf } from './sign-in-limits'

let t: TestApp
const clock = testClock(new Date('2026-11-21T10:00:00Z'))
beforeAll(async () => {
  t = await buildTestApp({ clock, rateLimit: false })
})
afterAll(() => t.close())
afterEach(() => vi.restoreAllMocks())

const attacker = '203.0.113.66'
const owner = '198.51.100.7'
const signIn = (phone: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/session',
    remoteAddress,
    payload: { method: 'phone', phone, password },
  })
const code = (response: { json: () => unknown }) =>
  (response.json() as { error?: { code: string } }).error?.code

describe('failed passwords are counted per account and source (issue 7 §1, ASVS 2.2.1)', () => {
  it("pauses the attacker's address after ten failures and still lets the owner in from another", async () => {
    const phone = '01022222221'
    await signUp(t.app, 'patient', phone)
    for (let i = 0; i < 12; i++) await signIn(phone, 'Wrong123', attacker)
    const paused = await signIn(phone, 'Secret12', attacker)
    expect(paused.statusCode).toBe(429)
    expect(paused.json().error).toMatchObject({ code: 'RATE_LIMITED' })
    expect(paused.json().error.params.seconds).toBeGreaterThan(0)
    expect(paused.json().error.params.seconds).toBeLessThanOrEqual(15 * 60)

    const ownerIn = await signIn(phone, 'Secret12', owner)
    expect(ownerIn.statusCode).toBe(200)
    // The owner's success forgets only the owner's failures: the attacker stays paused.
    expect((await signIn(phone, 'Secret12', attacker)).statusCode).toBe(429)
    clock.advance(16 * 60_000)
    expect((await signIn(phone, 'Secret12', attacker)).statusCode).toBe(200)
  })

  it('counts an IPv6 /64 as one source', () => {
    expect(sourceOf('2001:db8:1:2:aaaa::1')).toBe(sourceOf('2001:db8:1:2:bbbb:cccc:dddd:eeee'))
    expect(sourceOf('2001:db8:1:2::1')).not.toBe(sourceOf('2001:db8:1:3::1'))
    expect(sourceOf('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(sourceOf('192.0.2.1')).toBe('192.0.2.1')
  })

  it('lifts every pause on the account when the owner completes a password reset by SMS code', async () => {
    const phone = '01022222222'
    await signUp(t.app, 'patient', phone)
    for (let i = 0; i < 10; i++) await signIn(phone, 'Wrong123', owner)
    expect((await signIn(phone, 'Secret12', owner)).statusCode).toBe(429)
    clock.advance(60_000)
    const ticket = await verifiedTicket(t.app, phone, 'resetPassword', undefined, 'patient')
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/password/reset',
      payload: { ticket, password: 'Newpass1' },
    })
    expect(reset.statusCode).toBe(200)
    expect((await signIn(phone, 'Newpass1', owner)).statusCode).toBe(200)
  })

  it('slows a source that keeps failing on an account under attack, never a fresh one with the right password', async () => {
    const phone = '01022222223'
    await signUp(t.app, 'patient', phone)
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow()
    // 99 failures from 33 addresses, three each (written directly: 99 argon2id checks would only slow the test)...
    await t.db
      .insertInto('authFailures')
      .values(
        Array.from({ length: signInLimits.underAttack - 1 }, (_, i) => ({
          subject: `user:${user.id}`,
          source: `192.0.2.${i % 33}`,
          createdAt: clock.now(),
        })),
      )
      .execute()
    // ...and the hundredth through the API: no address is near its own pause, the account is under attack.
    expect(code(await signIn(phone, 'Wrong123', '192.0.2.1'))).toBe('WRONG_PASSWORD')
    const slowed = await signIn(phone, 'Wrong123', '192.0.2.1')
    expect(slowed.statusCode).toBe(429)
    expect(slowed.json().error.params.seconds).toBeLessThanOrEqual(signInLimits.underAttackGapMs / 1000)
    expect((await signIn(phone, 'Secret12', '192.0.2.200')).statusCode).toBe(200)
    clock.advance(signInLimits.underAttackGapMs)
    expect(code(await signIn(phone, 'Wrong123', '192.0.2.1'))).toBe('WRONG_PASSWORD')
  })

  it('pauses guesses at an unknown number from one address as well', async () => {
    for (let i = 0; i < 10; i++)
      expect(code(await signIn('01099990001', 'Secret12', attacker))).toBe('USER_NOT_FOUND')
    expect(code(await signIn('01099990001', 'Secret12', attacker))).toBe('RATE_LIMITED')
  })
})

describe('sign-in takes the same work for an unknown number (issue 7 §1, ASVS 2.2.1 timing)', () => {
  it('verifies a password hash for an unknown number as for a wrong password, and keeps the two answers', async () => {
    const verify = vi.spyOn(passwords, 'verify')
    expect(code(await signIn('01099990002', 'Secret12', owner))).toBe('USER_NOT_FOUND')
    expect(verify).toHaveBeenCalledTimes(1)
    expect(verify).toHaveBeenLastCalledWith(dummyPasswordHash, 'Secret12')
    expect(code(await signIn(demo.doctor.phone, 'Wrong123', owner))).toBe('WRONG_PASSWORD')
    expect(verify).toHaveBeenCalledTimes(2)
  })

  it('keeps the dummy hash on the parameters every stored hash uses', async () => {
    const parameters = (h: string) => h.split('$').slice(1, 4).join('$')
    expect(parameters(dummyPasswordHash)).toBe(parameters(await hash('any password')))
    expect(parameters(dummyPasswordHash)).toBe(parameters(await passwords.hash('any password')))
  })
})
