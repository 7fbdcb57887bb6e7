import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, jobsIdle, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signInAdmin, signUp } from '#api/testing/journeys'

/**
 * Issue 45 §1 `/help/ask` against the real app and PostgreSQL: a visitor asks with a mobile (Arabic-Indic digits
 * accepted), a signed-in person with their account's phone; the asker reads only their own questions; the admins (an
 * admin session with its second factor, nobody else) list, read, answer by SMS, email or in the app, and close; hostile
 * input is a translated 400 naming the field; the limits per address, account and mobile hold (in PostgreSQL).
 */

let t: TestApp
let admin: string
let patient: string
let otherPatient: string
let doctor: string
let lab: string
let granted: string
let patientId: string

type Method = 'GET' | 'POST'
const send = (method: Method, url: string, cookie?: string, payload?: unknown, language = 'en') =>
  t.app.inject({
    method,
    url,
    headers: { 'accept-language': language, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
const ask = (cookie: string | undefined, payload: unknown, language = 'en') =>
  send('POST', '/api/v1/questions', cookie, payload, language)
const issuesOf = (response: { json: () => { error: { issues: { path: string; code: string }[] } } }) =>
  response.json().error.issues.map((i) => `${i.path}:${i.code}`)
/** Each test starts with fresh limits: the address is the same for every request of the suite. */
const clearLimits = () => t.db.deleteFrom('rateLimitHits').where('route', 'like', 'questions.%').execute()
const clearQuestions = () => t.db.deleteFrom('questions').execute()
const outbox = async () =>
  (await send('GET', '/api/v1/dev/outbox')).json<{
    items: { channel: string; to: string; subject: string | null; body: string }[]
  }>().items

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  admin = await signInAdmin(t.app)
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  otherPatient = await signUp(t.app, 'patient', '01220004701')
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  lab = await signIn(t.app, demo.lab.phone, demo.lab.password)
  // A granted admin signed in the ordinary way: their own role, without the second factor (ADR 0033).
  await signUp(t.app, 'patient', '01220004702')
  expect((await send('POST', '/api/v1/admins', admin, { phone: '01220004702' })).statusCode).toBe(200)
  granted = await signIn(t.app, '01220004702', 'Secret12')
  patientId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', demo.patient.phone)
      .executeTakeFirstOrThrow()
  ).id
}, 60_000)
afterAll(() => t.close())
beforeEach(async () => {
  await clearLimits()
})

describe('asking a question (issue 45 §1)', () => {
  it('takes a visitor’s question with a mobile in Arabic-Indic digits, stored as 01XXXXXXXXX', async () => {
    const asked = await ask(
      undefined,
      { body: '  هل تقبلون التأمين؟ ', mobile: '١٠٠ ٩٩٩-٨٨٧٦', name: 'منى' },
      'ar',
    )
    expect(asked.statusCode, asked.body).toBe(201)
    const row = await t.db
      .selectFrom('questions')
      .selectAll()
      .where('id', '=', asked.json().id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      phone: '01009998876',
      userId: null,
      body: 'هل تقبلون التأمين؟',
      name: 'منى',
      language: 'ar',
      status: 'open',
    })
  })

  it('answers a signed-in person at their account’s phone, whatever the body says', async () => {
    const asked = await ask(patient, { body: 'Can I change my booking?', mobile: '01112223344' })
    expect(asked.statusCode, asked.body).toBe(201)
    const row = await t.db
      .selectFrom('questions')
      .selectAll()
      .where('id', '=', asked.json().id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ phone: demo.patient.phone, userId: patientId })
    // A doctor and a lab ask too; an admin answers questions and does not ask them (before the input is read).
    expect((await ask(doctor, { body: 'How are payouts made?' })).statusCode).toBe(201)
    expect((await ask(lab, { body: 'How do I add a test?' })).statusCode).toBe(201)
    expect((await ask(admin, { body: 'x' })).statusCode).toBe(403)
    expect((await ask(admin, { nonsense: true })).statusCode).toBe(403)
  })

  it('answers hostile input with a translated 400 naming the field, never a 500', async () => {
    const cases: [unknown, string][] = [
      [{ body: 'Hello' }, 'mobile:legal:problems.mobileRequired'],
      [{ body: 'Hello', mobile: '' }, 'mobile:legal:problems.mobileRequired'],
      [{ body: '   ', mobile: '01009998876' }, 'body:legal:problems.bodyRequired'],
      [{ body: 'x'.repeat(2001), mobile: '01009998876' }, 'body:validation:tooLong'],
      [{ body: 42, mobile: '01009998876' }, 'body:validation:invalidType'],
      [{ body: 'Hello', mobile: '0100' }, 'mobile:validation:phone.zeroError'],
      [{ body: 'Hello', mobile: 'x'.repeat(5000) }, 'mobile:validation:phone.length'],
      [{ body: 'Hello', mobile: '01009998876', name: '<script>alert(1)</script>' }, 'name:'],
      [{ body: 'Hello', mobile: '01009998876', userId: patientId }, ''],
    ]
    for (const [payload, expected] of cases) {
      const answer = await ask(undefined, payload)
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(answer.json().error.code).toBe('VALIDATION_FAILED')
      expect(answer.json().error.message).toMatch(/\w/)
      if (expected) expect(issuesOf(answer).join(' ')).toContain(expected)
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/questions',
      headers: { 'content-type': 'application/json' },
      payload: '{"body":',
    })
    expect(broken.statusCode).toBe(400)
    const arabic = await ask(undefined, { body: 'Hello' }, 'ar')
    expect(arabic.json().error.message).toMatch(/[\u0600-\u06FF]/)
    expect(await t.db.selectFrom('questions').select('id').where('body', '=', 'Hello').execute()).toEqual([])
  })

  it('shows a signed-in person only their own questions; a visitor has none to read', async () => {
    await clearQuestions()
    await ask(patient, { body: 'Mine' })
    await ask(otherPatient, { body: 'Theirs' })
    const mine = await send('GET', '/api/v1/questions/mine', patient)
    expect(mine.statusCode).toBe(200)
    expect(mine.json().items.map((q: { body: string }) => q.body)).toEqual(['Mine'])
    const theirs = await send('GET', '/api/v1/questions/mine', otherPatient)
    expect(theirs.json().items.map((q: { body: string }) => q.body)).toEqual(['Theirs'])
    expect((await send('GET', '/api/v1/questions/mine')).statusCode).toBe(401)
  })
})

describe('the admins’ queue (issue 45 §1, ADR 0033)', () => {
  it('is refused to every other role and to an admin without the second factor (403), and to visitors (401)', async () => {
    await clearQuestions()
    const id = (await ask(patient, { body: 'Who sees this?' })).json().id as string
    const routes: [Method, string, unknown?][] = [
      ['GET', '/api/v1/questions'],
      ['GET', `/api/v1/questions/${id}`],
      ['POST', `/api/v1/questions/${id}/answer`, { channel: 'sms', answer: 'Nobody' }],
      ['POST', `/api/v1/questions/${id}/close`],
    ]
    for (const [method, url, body] of routes) {
      // The asker, another patient, a doctor, a centre, a granted admin in their own role.
      for (const cookie of [patient, otherPatient, doctor, lab, granted])
        expect((await send(method, url, cookie, body)).statusCode, `${method} ${url}`).toBe(403)
      expect((await send(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401)
      // Refused before the input is read: no 400 that tells what the route takes.
      expect((await send(method, url.replace(id, 'nope'), patient, { x: 1 })).statusCode).toBe(403)
    }
    const row = await t.db.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.status).toBe('open')
    expect((await send('GET', `/api/v1/questions/${id}`, admin)).statusCode).toBe(200)
  })

  it('lists by status, newest first, searches by mobile, name or words', async () => {
    await clearQuestions()
    await ask(undefined, { body: 'About insurance', mobile: '01005550001', name: 'Salma' })
    await ask(undefined, { body: 'About refunds', mobile: '01005550002' })
    const open = await send('GET', '/api/v1/questions?status=open', admin)
    expect(open.statusCode, open.body).toBe(200)
    expect(open.json()).toMatchObject({ total: 2, page: 1 })
    expect(open.json().items.map((q: { body: string }) => q.body)).toEqual([
      'About refunds',
      'About insurance',
    ])
    expect(open.json().items[0]).toMatchObject({ fromAccount: false, channels: ['sms'], name: '' })
    const byMobile = await send('GET', `/api/v1/questions?q=${encodeURIComponent('١٠٠٥٥٥٠٠٠١')}`, admin)
    expect(byMobile.json().items.map((q: { phone: string }) => q.phone)).toEqual(['01005550001'])
    const byWords = await send('GET', '/api/v1/questions?q=refund', admin)
    expect(byWords.json().items.map((q: { phone: string }) => q.phone)).toEqual(['01005550002'])
    const byName = await send('GET', '/api/v1/questions?q=salma', admin)
    expect(byName.json().total).toBe(1)
    expect((await send('GET', '/api/v1/questions?status=closed', admin)).json().total).toBe(0)
    // Hostile queries and paths: translated 400s naming the field; an unknown question is 404.
    const bad = await send('GET', '/api/v1/questions?status=deleted&q=x&page=0', admin)
    expect(bad.statusCode).toBe(400)
    expect(
      issuesOf(bad)
        .map((i) => i.split(':')[0])
        .sort(),
    ).toEqual(['querystring.page', 'querystring.q', 'querystring.status'])
    expect((await send('GET', '/api/v1/questions/not-a-uuid', admin)).statusCode).toBe(400)
    expect((await send('GET', `/api/v1/questions/${crypto.randomUUID()}`, admin)).statusCode).toBe(404)
  })

  it('answers a visitor by SMS (queued with the answer, audited), then closes; a closed question takes no answer', async () => {
    await clearQuestions()
    const id = (await ask(undefined, { body: 'Do you open on Fridays?', mobile: '01005550003' }, 'ar')).json()
      .id as string
    const answerUrl = `/api/v1/questions/${id}/answer`
    // A visitor has no account: no email, no app.
    for (const channel of ['email', 'inApp']) {
      const refused = await send('POST', answerUrl, admin, { channel, answer: 'Yes' })
      expect(refused.statusCode).toBe(400)
      expect(issuesOf(refused)).toEqual(['channel:legal:problems.channelUnavailable'])
    }
    for (const [payload, expected] of [
      [{ channel: 'fax', answer: 'Yes' }, 'channel:'],
      [{ channel: 'sms', answer: ' ' }, 'answer:legal:problems.answerRequired'],
      [{ channel: 'sms', answer: 'y'.repeat(601) }, 'answer:validation:tooLong'],
      [{ channel: 'sms', answer: 'Yes', status: 'closed' }, ''],
    ] as const) {
      const refused = await send('POST', answerUrl, admin, payload)
      expect(refused.statusCode).toBe(400)
      if (expected) expect(issuesOf(refused).join(' ')).toContain(expected)
    }
    const answered = await send('POST', answerUrl, admin, { channel: 'sms', answer: 'Yes, 10 am to 6 pm.' })
    expect(answered.statusCode, answered.body).toBe(200)
    expect(answered.json()).toMatchObject({
      status: 'answered',
      answeredVia: 'sms',
      answer: 'Yes, 10 am to 6 pm.',
    })
    await jobsIdle(t.app)
    const sms = (await outbox()).find((m) => m.channel === 'sms' && m.to === '01005550003')
    // In the language the question was asked in.
    expect(sms?.body).toBe('ردّ فريق صحة على سؤالك: Yes, 10 am to 6 pm.')
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action'])
      .where('resource', '=', `questions/${id}`)
      .execute()
    expect(audit.map((a) => a.action)).toEqual(['question.answer'])
    const closed = await send('POST', `/api/v1/questions/${id}/close`, admin)
    expect(closed.json()).toMatchObject({ status: 'closed' })
    expect(closed.json().closedAt).not.toBeNull()
    const again = await send('POST', answerUrl, admin, { channel: 'sms', answer: 'More' })
    expect(again.statusCode).toBe(400)
    expect(issuesOf(again)).toEqual(['questionId:legal:problems.questionClosed'])
    // Closing again changes nothing.
    expect((await send('POST', `/api/v1/questions/${id}/close`, admin)).json().closedAt).toBe(
      closed.json().closedAt,
    )
  })

  it('answers a signed-in patient in the app or by email (a verified one), and they read the answer', async () => {
    await clearQuestions()
    const id = (await ask(patient, { body: 'Where is my prescription?' })).json().id as string
    const question = (await send('GET', `/api/v1/questions/${id}`, admin)).json()
    expect(question.channels).toEqual(['sms', 'email', 'inApp'])
    const inApp = await send('POST', `/api/v1/questions/${id}/answer`, admin, {
      channel: 'inApp',
      answer: 'Under Prescriptions in your records.',
    })
    expect(inApp.statusCode, inApp.body).toBe(200)
    const notifications = (await send('GET', '/api/v1/notifications', patient)).json()
    expect(notifications.items[0]).toMatchObject({
      type: 'help.questionAnswered',
      link: '/help/ask',
      params: { answer: 'Under Prescriptions in your records.' },
    })
    const mine = (await send('GET', '/api/v1/questions/mine', patient)).json()
    expect(mine.items[0]).toMatchObject({
      status: 'answered',
      answer: 'Under Prescriptions in your records.',
    })
    const byEmail = await send('POST', `/api/v1/questions/${id}/answer`, admin, {
      channel: 'email',
      answer: 'Also sent by email.',
    })
    expect(byEmail.statusCode, byEmail.body).toBe(200)
    await jobsIdle(t.app)
    const email = (await outbox()).find(
      (m) => m.channel === 'email' && m.body.includes('Also sent by email.'),
    )
    expect(email?.to).toBe('patient@demo.sehha.eg')
    expect(email?.body).toContain('Where is my prescription?')
  })
})

describe('limits against abuse, in PostgreSQL (issue 45 §1)', () => {
  it('takes 3 questions a day per mobile, per account, and 10 an hour per address', async () => {
    await clearQuestions()
    for (let i = 0; i < 3; i++)
      expect((await ask(undefined, { body: `Q${i}`, mobile: '01005550009' })).statusCode).toBe(201)
    const fourth = await ask(undefined, { body: 'Q3', mobile: '01005550009' })
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json().error.code).toBe('RATE_LIMITED')
    // The same number typed another way is the same mobile.
    expect((await ask(undefined, { body: 'Q4', mobile: '١٠٠٥٥٥٠٠٠٩' })).statusCode).toBe(429)
    await clearLimits()
    for (let i = 0; i < 3; i++) expect((await ask(otherPatient, { body: `A${i}` })).statusCode).toBe(201)
    expect((await ask(otherPatient, { body: 'A3' })).statusCode).toBe(429)
    await clearLimits()
    for (let i = 0; i < 10; i++)
      expect((await ask(undefined, { body: 'B', mobile: `0100666000${i}` })).statusCode, `${i}`).toBe(201)
    const eleventh = await ask(undefined, { body: 'B', mobile: '01006661000' })
    expect(eleventh.statusCode).toBe(429)
    const window = await t.db
      .selectFrom('rateLimitHits')
      .select(['hits'])
      .where('route', '=', 'questions.ask:address')
      .executeTakeFirstOrThrow()
    expect(window.hits).toBe(11)
  })
})
