import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testClock, type TestApp } from '#api/testing/build-test-app'
import {
  cookieOf,
  demo,
  lastCode,
  signIn,
  signUp,
  verifiedTicket,
  demoAdminCode,
} from '#api/testing/journeys'

let t: TestApp
const clock = testClock(new Date('2026-11-21T10:00:00Z'))
beforeAll(async () => {
  t = await buildTestApp({ clock, rateLimit: false })
})
afterAll(() => t.close())

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} })
const put = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: cookie ? { cookie } : {} })
const code = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string } }).error.code

describe('sign-up (SPEC 4, 5)', () => {
  it('registers a patient with an SMS code and signs them in without a profile', async () => {
    const cookie = await signUp(t.app, 'patient', '01011111111')
    const session = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } })
    expect(session.json()).toMatchObject({
      contextRole: 'patient',
      profile: null,
      user: { phone: '01011111111', email: null, roles: ['patient'] },
    })
  })

  it('sends the code in Arabic by default and in English when asked', async () => {
    await post('/api/v1/accounts/otp', { phone: '01011111112', purpose: 'signUp' })
    await t.jobs.whenIdle()
    const outbox = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })
    expect(outbox.json().items[0].body).toMatch(/كود التحقق/)
  })

  it("writes a signed-out visitor's code in the lang cookie's language, else the language the request names", async () => {
    // The web client names the device's language on every request (apps/web/src/shared/lib/api-client.ts), so a
    // visitor on an Arabic page whose browser prefers English is texted in Arabic before any PUT /session/language.
    const smsTo = async (phone: string, headers: Record<string, string>) => {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/v1/accounts/otp',
        payload: { phone, purpose: 'signUp' },
        headers,
      })
      expect(sent.statusCode).toBe(200)
      await t.jobs.whenIdle()
      const outbox = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })
      return outbox
        .json()
        .items.find((m: { channel: string; to: string }) => m.channel === 'sms' && m.to === phone)
        .body as string
    }
    expect(await smsTo('01011111121', { 'accept-language': 'ar' })).toMatch(/كود التحقق/)
    expect(await smsTo('01011111122', { 'accept-language': 'en' })).toMatch(/Your Sehha verification code/)
    expect(await smsTo('01011111123', { 'accept-language': 'ar', cookie: 'lang=en' })).toMatch(
      /Your Sehha verification code/,
    )
  })

  it('refuses a number that is already registered with PHONE_ALREADY_REGISTERED', async () => {
    const response = await post('/api/v1/accounts/otp', { phone: demo.patient.phone, purpose: 'signUp' })
    expect(response.statusCode).toBe(409)
    expect(code(response)).toBe('PHONE_ALREADY_REGISTERED')
  })

  it('refuses a resend inside the 45-second countdown and allows it after', async () => {
    const phone = '01011111113'
    expect((await post('/api/v1/accounts/otp', { phone, purpose: 'signUp' })).statusCode).toBe(200)
    const early = await post('/api/v1/accounts/otp', { phone, purpose: 'signUp' })
    expect(early.statusCode).toBe(429)
    expect(early.json().error).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', params: { seconds: 45 } })
    clock.advance(46_000)
    expect((await post('/api/v1/accounts/otp', { phone, purpose: 'signUp' })).statusCode).toBe(200)
  })

  it('refuses a wrong code, then locks the code after five wrong tries', async () => {
    const phone = '01011111114'
    await post('/api/v1/accounts/otp', { phone, purpose: 'signUp' })
    const right = await lastCode(t.app, phone)
    const wrong = right === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) {
      expect(code(await post('/api/v1/accounts/otp/verify', { phone, purpose: 'signUp', code: wrong }))).toBe(
        'OTP_INVALID',
      )
    }
    expect(code(await post('/api/v1/accounts/otp/verify', { phone, purpose: 'signUp', code: wrong }))).toBe(
      'OTP_TOO_MANY_ATTEMPTS',
    )
    expect(code(await post('/api/v1/accounts/otp/verify', { phone, purpose: 'signUp', code: right }))).toBe(
      'OTP_TOO_MANY_ATTEMPTS',
    )
  })

  it('accepts a code typed in Arabic-Indic digits', async () => {
    const phone = '01011111115'
    await post('/api/v1/accounts/otp', { phone, purpose: 'signUp' })
    const arabic = (await lastCode(t.app, phone)).replace(/\d/g, (d) =>
      String.fromCharCode(0x0660 + Number(d)),
    )
    const response = await post('/api/v1/accounts/otp/verify', { phone, purpose: 'signUp', code: arabic })
    expect(response.statusCode).toBe(200)
  })

  it('refuses an expired code with OTP_EXPIRED', async () => {
    const phone = '01011111116'
    await post('/api/v1/accounts/otp', { phone, purpose: 'signUp' })
    const sent = await lastCode(t.app, phone)
    clock.advance(11 * 60_000)
    expect(code(await post('/api/v1/accounts/otp/verify', { phone, purpose: 'signUp', code: sent }))).toBe(
      'OTP_EXPIRED',
    )
  })

  it('spends a verification ticket only once', async () => {
    const ticket = await verifiedTicket(t.app, '01011111117', 'signUp')
    const first = await post('/api/v1/accounts', { ticket, role: 'doctor', password: 'Secret12' })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ contextRole: 'doctor' })
    const second = await post('/api/v1/accounts', { ticket, role: 'patient', password: 'Secret12' })
    expect(code(second)).toBe('OTP_TICKET_INVALID')
  })

  it('refuses a password that breaks the SPEC 5 rules, naming each rule', async () => {
    const ticket = await verifiedTicket(t.app, '01011111118', 'signUp')
    const response = await post('/api/v1/accounts', { ticket, role: 'patient', password: 'ab c' })
    expect(response.statusCode).toBe(400)
    const codes = response.json().error.issues.map((i: { code: string }) => i.code)
    expect(codes).toEqual(
      expect.arrayContaining([
        'validation:password.withoutSpaces',
        'validation:password.atLeast6',
        'validation:password.atLeastOneCaps',
      ]),
    )
  })

  it('stores the password with argon2id, never in clear', async () => {
    const row = await t.db
      .selectFrom('users')
      .select('passwordHash')
      .where('phone', '=', demo.patient.phone)
      .executeTakeFirstOrThrow()
    expect(row.passwordHash).toMatch(/^\$argon2id\$/)
  })
})

describe('sign-in (SPEC 7.1, 8)', () => {
  it('signs in by phone and by email and sets an httpOnly session cookie', async () => {
    const byPhone = await post('/api/v1/session', { method: 'phone', ...demo.patient })
    expect(byPhone.statusCode).toBe(200)
    const sid = byPhone.cookies.find((c) => c.name === 'sid')
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
    const byEmail = await post('/api/v1/session', {
      method: 'email',
      email: 'DOCTOR@demo.sehha.eg',
      password: demo.doctor.password,
    })
    expect(byEmail.statusCode).toBe(200)
  })

  it('writes to a person in the language they sign in with, not the one they signed up in (issue 41 §4)', async () => {
    const phone = '01220004411'
    await signUp(t.app, 'doctor', phone)
    const language = async () =>
      (await t.db.selectFrom('users').select('language').where('phone', '=', phone).executeTakeFirstOrThrow())
        .language
    expect(await language()).toBe('ar')
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      headers: { 'accept-language': 'en' },
      payload: { method: 'phone', phone, password: 'Secret12' },
    })
    expect(english.statusCode).toBe(200)
    expect(await language()).toBe('en')
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      headers: { cookie: 'lang=ar', 'accept-language': 'en' },
      payload: { method: 'phone', phone, password: 'Secret12' },
    })
    expect(arabic.statusCode).toBe(200)
    expect(await language()).toBe('ar')
  })

  it('answers USER_NOT_FOUND for an unknown number and WRONG_PASSWORD for a bad password', async () => {
    expect(
      code(await post('/api/v1/session', { method: 'phone', phone: '01099999999', password: 'Secret12' })),
    ).toBe('USER_NOT_FOUND')
    expect(
      code(
        await post('/api/v1/session', { method: 'phone', phone: demo.doctor.phone, password: 'Wrong123' }),
      ),
    ).toBe('WRONG_PASSWORD')
  })

  it('refuses a patient at the admin sign-in with ADMIN_ONLY and signs them out', async () => {
    const cookie = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const response = await post('/api/v1/session/admin', { method: 'phone', ...demo.patient }, cookie)
    expect(response.statusCode).toBe(403)
    expect(response.json().error).toMatchObject({
      code: 'ADMIN_ONLY',
      message: 'لا يمكنك الدخول إلى لوحة الإدارة',
    })
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } })
    expect(after.json().user).toBeNull()
  })

  it('lets an admin into the admin context', async () => {
    const response = await post('/api/v1/session/admin', {
      method: 'email',
      email: demo.admin.email,
      password: demo.admin.password,
      code: await demoAdminCode(t.app),
    })
    expect(response.json()).toMatchObject({ contextRole: 'admin', user: { isAdmin: true } })
  })

  it('signs out by deleting the session and keeps the language', async () => {
    const cookie = await signIn(t.app, demo.patient.phone, demo.patient.password)
    await put('/api/v1/session/language', { language: 'en' }, cookie)
    const out = await t.app.inject({ method: 'DELETE', url: '/api/v1/session', headers: { cookie } })
    expect(out.statusCode).toBe(204)
    expect(out.cookies.find((c) => c.name === 'lang')?.value).toBe('en')
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } })
    expect(after.json().user).toBeNull()
  })

  it('answers errors in the session language, else Accept-Language, else Arabic', async () => {
    const payload = { method: 'phone', phone: '01099999998', password: 'Secret12' }
    const ar = await post('/api/v1/session', payload)
    expect(ar.json().error.message).toMatch(/لا يوجد مستخدم/)
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    })
    expect(en.json().error.message).toMatch(/no user record/)
  })
})

describe('forgot password (SPEC 2.1, 8)', () => {
  it('answers PHONE_NOT_REGISTERED for an unknown patient number', async () => {
    const response = await post('/api/v1/accounts/otp', {
      phone: '01033333333',
      purpose: 'resetPassword',
      role: 'patient',
    })
    expect(response.statusCode).toBe(404)
    expect(code(response)).toBe('PHONE_NOT_REGISTERED')
  })

  it('refuses a reset for a profile type the number does not hold', async () => {
    const response = await post('/api/v1/accounts/otp', {
      phone: demo.patient.phone,
      purpose: 'resetPassword',
      role: 'lab',
    })
    expect(code(response)).toBe('PHONE_NOT_REGISTERED')
  })

  it('resets the password with a verified code and ends the old sessions', async () => {
    const phone = '01033333334'
    const oldCookie = await signUp(t.app, 'doctor', phone)
    clock.advance(60_000)
    const ticket = await verifiedTicket(t.app, phone, 'resetPassword', undefined, 'doctor')
    expect((await post('/api/v1/accounts/password/reset', { ticket, password: 'Newpass1' })).statusCode).toBe(
      200,
    )
    const old = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie: oldCookie } })
    expect(old.json().user).toBeNull()
    expect(code(await post('/api/v1/session', { method: 'phone', phone, password: 'Secret12' }))).toBe(
      'WRONG_PASSWORD',
    )
    await signIn(t.app, phone, 'Newpass1')
  })
})

describe('account changes (SPEC 7.1)', () => {
  it('changes the password only with the current one', async () => {
    const phone = '01044444441'
    const cookie = await signUp(t.app, 'patient', phone)
    expect(
      code(
        await put(
          '/api/v1/accounts/password',
          { currentPassword: 'Wrong123', newPassword: 'Other123' },
          cookie,
        ),
      ),
    ).toBe('WRONG_PASSWORD')
    const ok = await put(
      '/api/v1/accounts/password',
      { currentPassword: 'Secret12', newPassword: 'Other123' },
      cookie,
    )
    expect(ok.statusCode).toBe(200)
    await signIn(t.app, phone, 'Other123')
  })

  it('refuses an account change without a session', async () => {
    const response = await put('/api/v1/accounts/password', {
      currentPassword: 'Secret12',
      newPassword: 'Other123',
    })
    expect(response.statusCode).toBe(401)
    expect(code(response)).toBe('UNAUTHENTICATED')
  })

  it('changes the email on the account and every profile in one go, and verifies it by link', async () => {
    const cookie = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const changed = await put(
      '/api/v1/accounts/email',
      { password: demo.patient.password, newEmail: 'new.patient@example.com' },
      cookie,
    )
    expect(changed.statusCode).toBe(200)
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/profiles/me', headers: { cookie } })
    expect(profile.json().email).toBe('new.patient@example.com')
    let session = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } })
    expect(session.json().user).toMatchObject({ email: 'new.patient@example.com', emailVerified: false })

    await t.jobs.whenIdle()
    const outbox = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })
    const mail = outbox
      .json()
      .items.find(
        (m: { channel: string; to: string }) => m.channel === 'email' && m.to === 'new.patient@example.com',
      )
    const token = mail.body.match(/token=([\w-]+)/)[1]
    expect((await post('/api/v1/accounts/email/verify', { token })).statusCode).toBe(200)
    expect(code(await post('/api/v1/accounts/email/verify', { token }))).toBe('EMAIL_TOKEN_INVALID')
    session = await t.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } })
    expect(session.json().user.emailVerified).toBe(true)
  })

  it('refuses an email another account uses', async () => {
    const cookie = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
    const response = await put(
      '/api/v1/accounts/email',
      { password: demo.doctor.password, newEmail: 'lab@demo.sehha.eg' },
      cookie,
    )
    expect(response.statusCode).toBe(409)
    expect(code(response)).toBe('EMAIL_ALREADY_USED')
  })

  it('changes the phone after verifying the new number and writes it to the profile', async () => {
    const cookie = await signIn(t.app, demo.radio.phone, demo.radio.password)
    const ticket = await verifiedTicket(t.app, '01255555555', 'changePhone', cookie)
    const response = await put('/api/v1/accounts/phone', { password: demo.radio.password, ticket }, cookie)
    expect(response.statusCode).toBe(200)
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/profiles/me', headers: { cookie } })
    expect(profile.json().phoneNumber).toBe('01255555555')
    await signIn(t.app, '01255555555', demo.radio.password)
  })

  it("refuses to spend another user's phone-change ticket", async () => {
    const owner = await signIn(t.app, demo.lab.phone, demo.lab.password)
    const ticket = await verifiedTicket(t.app, '01266666666', 'changePhone', owner)
    const other = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
    const response = await put('/api/v1/accounts/phone', { password: demo.doctor.password, ticket }, other)
    expect(code(response)).toBe('OTP_TICKET_INVALID')
    const ownerProfile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profiles/me',
      headers: { cookie: owner },
    })
    expect(ownerProfile.json().phoneNumber).toBe(demo.lab.phone)
  })

  it('gives each sign-in a fresh token', async () => {
    const a = await post('/api/v1/session', { method: 'phone', ...demo.patient })
    const b = await post('/api/v1/session', { method: 'phone', ...demo.patient })
    expect(cookieOf(a)).not.toBe(cookieOf(b))
  })
})
