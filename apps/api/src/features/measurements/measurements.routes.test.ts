import { randomUUID } from 'node:crypto'
import { cairoDate } from '@app/domain/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testClock, type TestApp } from '#api/testing/build-test-app'
import { cookieOf, demo, demoAdminSignIn, signIn, signUp, validPatientProfile } from '#api/testing/journeys'
import { listForFile } from './measurements.service'

/**
 * SPEC 2.8 'Height and weight entry (new height, new weight, date)', 3.7 and 5 against the real app and PostgreSQL:
 * a patient keeps height and weight in their own file and their family members'; nobody else reads or deletes them
 * (another patient's are not found, whoever asks); values outside human ranges, days after today in Egypt and text
 * that is not a number are refused naming the field, and nothing is saved.
 */

// 22:30 UTC is already the next day in Cairo (UTC+2, or +3 in summer): "today" is Egypt's.
const start = new Date()
start.setUTCHours(22, 30, 0, 0)
const clock = testClock(start)
const today = cairoDate(start)
const dayAfter = (day: string, days = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

let t: TestApp
let holder: string
let holderId: string
let other: string
let otherId: string
let doctor: string
let admin: string
let childId: string

const { email: _email, ...profile } = validPatientProfile
const otherPhone = '01220007781'
const otherPassword = 'Secret12'

const send = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

beforeAll(async () => {
  t = await buildTestApp({ clock, rateLimit: false })
  holder = await signIn(t.app, demo.patient.phone, demo.patient.password)
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  admin = cookieOf(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/admin',
      payload: await demoAdminSignIn(t.app),
    }),
  )
  other = await signUp(t.app, 'patient', otherPhone, otherPassword)
  expect((await send('POST', '/api/v1/profiles/me', other, { ...profile, name: 'منى حسن' })).statusCode).toBe(
    201,
  )
  const idOf = async (phone: string) =>
    (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
  holderId = await idOf(demo.patient.phone)
  otherId = await idOf(otherPhone)
  const child = await send('POST', '/api/v1/medical-files/dependents', holder, {
    name: 'يوسف أحمد',
    gender: 'male',
    birthday: '2019-03-02',
    relation: 'child',
  })
  expect(child.statusCode).toBe(201)
  childId = child.json().id
}, 60_000)
afterAll(() => t.close())

const issues = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; issues?: { path: string; code: string }[] } }).error

describe('a patient’s own measurements (SPEC 2.8)', () => {
  it('adds, lists newest first and deletes', async () => {
    const weight = await send('POST', '/api/v1/measurements', holder, {
      kind: 'weight',
      value: 72.5,
      measuredOn: dayAfter(today, -30),
    })
    expect(weight.statusCode, weight.body).toBe(201)
    expect(weight.json()).toMatchObject({ kind: 'weight', value: 72.5, measuredOn: dayAfter(today, -30) })
    const height = await send('POST', '/api/v1/measurements', holder, {
      fileId: holderId,
      kind: 'height',
      value: '171',
      measuredOn: today,
    })
    expect(height.statusCode, height.body).toBe(201)

    const list = await send('GET', '/api/v1/measurements', holder)
    expect(list.statusCode).toBe(200)
    expect(list.json().items.map((i: { kind: string; value: number }) => `${i.kind}:${i.value}`)).toEqual([
      'height:171',
      'weight:72.5',
    ])
    expect((await send('GET', `/api/v1/measurements?fileId=${holderId}`, holder)).json()).toEqual(list.json())

    const gone = await send('DELETE', `/api/v1/measurements/${weight.json().id}`, holder)
    expect(gone.statusCode).toBe(204)
    expect((await send('GET', '/api/v1/measurements', holder)).json().items).toHaveLength(1)
    expect((await send('DELETE', `/api/v1/measurements/${weight.json().id}`, holder)).statusCode).toBe(404)
  })

  it('accepts Arabic-Indic digits and the Arabic decimal separator', async () => {
    const response = await send('POST', '/api/v1/measurements', holder, {
      kind: 'weight',
      value: '٦٨٫٤',
      measuredOn: today,
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().value).toBe(68.4)
  })

  it('takes today in Egypt, already tomorrow in UTC, and refuses the day after', async () => {
    expect(today).not.toBe(start.toISOString().slice(0, 10))
    const future = await send('POST', '/api/v1/measurements', holder, {
      kind: 'height',
      value: 171,
      measuredOn: dayAfter(today),
    })
    expect(future.statusCode).toBe(400)
    expect(issues(future)).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'measuredOn', code: 'validation:measurement.future' }],
    })
  })
})

describe('a family member’s measurements (SPEC 2.8, issue 9 §1)', () => {
  it('keeps them in the child’s file, apart from the holder’s', async () => {
    const added = await send('POST', '/api/v1/measurements', holder, {
      fileId: childId,
      kind: 'height',
      value: 112.5,
      measuredOn: today,
    })
    expect(added.statusCode, added.body).toBe(201)
    const childList = (await send('GET', `/api/v1/measurements?fileId=${childId}`, holder)).json().items
    expect(childList).toEqual([added.json()])
    const ownList = (await send('GET', '/api/v1/measurements', holder)).json().items
    expect(ownList.map((i: { id: string }) => i.id)).not.toContain(added.json().id)
    // What the consults feature reads for a doctor: the same file, no access check of its own.
    expect(await listForFile(t.db, { patientId: holderId, dependentId: childId })).toEqual([added.json()])
    expect(await listForFile(t.db, { patientId: holderId, dependentId: null })).toEqual(ownList)
  })

  it('refuses a day before the child was born', async () => {
    const response = await send('POST', '/api/v1/measurements', holder, {
      fileId: childId,
      kind: 'weight',
      value: 3.2,
      measuredOn: '2019-01-01',
    })
    expect(response.statusCode).toBe(400)
    expect(issues(response).issues).toEqual([
      { path: 'measuredOn', code: 'validation:measurement.beforeBirthday' },
    ])
  })

  it('can be deleted by the holder', async () => {
    const added = await send('POST', '/api/v1/measurements', holder, {
      fileId: childId,
      kind: 'weight',
      value: 20,
      measuredOn: today,
    })
    expect((await send('DELETE', `/api/v1/measurements/${added.json().id}`, holder)).statusCode).toBe(204)
  })
})

describe('refusals that name the field; nothing is saved', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a height above 250 cm', { kind: 'height', value: 251 }, 'value', 'validation:measurement.heightRange'],
    [
      'a height below 30 cm',
      { kind: 'height', value: '29.9' },
      'value',
      'validation:measurement.heightRange',
    ],
    [
      'a weight above 400 kg',
      { kind: 'weight', value: 400.1 },
      'value',
      'validation:measurement.weightRange',
    ],
    ['a weight of 0', { kind: 'weight', value: 0 }, 'value', 'validation:measurement.weightRange'],
    ['a negative weight', { kind: 'weight', value: '-70' }, 'value', 'validation:measurement.weightRange'],
    ['two decimals', { kind: 'weight', value: '70.25' }, 'value', 'validation:measurement.oneDecimal'],
    [
      'text not starting with a digit',
      { kind: 'weight', value: 'سبعون' },
      'value',
      'validation:startWithDigit',
    ],
    [
      'digits mixed with letters',
      { kind: 'weight', value: '7o' },
      'value',
      'validation:measurement.notNumber',
    ],
    [
      'a day that does not exist',
      { kind: 'weight', value: 70, measuredOn: '2026-02-30' },
      'measuredOn',
      'validation:measurement.badDate',
    ],
    [
      'a day before 1900',
      { kind: 'weight', value: 70, measuredOn: '1899-12-31' },
      'measuredOn',
      'validation:measurement.badDate',
    ],
    ['an unknown kind', { kind: 'bmi', value: 22 }, 'kind', 'validation:required'],
  ]
  for (const [what, body, path, code] of cases)
    it(`refuses ${what}`, async () => {
      const before = await t.db.selectFrom('measurements').select('id').execute()
      const response = await send('POST', '/api/v1/measurements', holder, { measuredOn: today, ...body })
      expect(response.statusCode, response.body).toBe(400)
      expect(issues(response).issues).toContainEqual({ path, code })
      expect(await t.db.selectFrom('measurements').select('id').execute()).toHaveLength(before.length)
    })

  it('writes the message in the reader’s language, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/measurements',
      headers: { cookie: other, 'accept-language': 'en' },
      payload: { kind: 'height', value: 300, measuredOn: today },
    })
    expect(response.statusCode).toBe(400)
    // The session's language (Arabic by default) wins over Accept-Language: either way the field is named.
    expect(response.json().error.message).toMatch(/(Value|القيمة).*(250|٢٥٠)/)
  })
})

describe('who may read and change measurements', () => {
  let holderMeasurement = ''

  beforeAll(async () => {
    holderMeasurement = (
      await send('POST', '/api/v1/measurements', holder, { kind: 'weight', value: 80, measuredOn: today })
    ).json().id
  })

  it('answers another patient 404 for the holder’s files and measurements, and changes nothing', async () => {
    for (const fileId of [holderId, childId, randomUUID()]) {
      const list = await send('GET', `/api/v1/measurements?fileId=${fileId}`, other)
      expect([list.statusCode, list.json().error?.code], fileId).toEqual([404, 'MEDICAL_FILE_NOT_FOUND'])
      const add = await send('POST', '/api/v1/measurements', other, {
        fileId,
        kind: 'weight',
        value: 70,
        measuredOn: today,
      })
      expect([add.statusCode, add.json().error?.code], fileId).toEqual([404, 'MEDICAL_FILE_NOT_FOUND'])
    }
    const deleted = await send('DELETE', `/api/v1/measurements/${holderMeasurement}`, other)
    expect([deleted.statusCode, deleted.json().error.code]).toEqual([404, 'NOT_FOUND'])
    expect((await send('GET', '/api/v1/measurements', other)).json().items).toEqual([])
    const ids = (await send('GET', '/api/v1/measurements', holder))
      .json()
      .items.map((i: { id: string }) => i.id)
    expect(ids).toContain(holderMeasurement)
  })

  it('gives no access through a file opened for booking with its owner’s password (docs/decisions/0015)', async () => {
    const link = await send('POST', '/api/v1/medical-files/links', holder, {
      phone: otherPhone,
      password: otherPassword,
    })
    expect(link.statusCode, link.body).toBe(201)
    const list = await send('GET', `/api/v1/measurements?fileId=${otherId}`, holder)
    expect([list.statusCode, list.json().error.code]).toEqual([404, 'MEDICAL_FILE_NOT_FOUND'])
    const add = await send('POST', '/api/v1/measurements', holder, {
      fileId: otherId,
      kind: 'weight',
      value: 70,
      measuredOn: today,
    })
    expect(add.statusCode).toBe(404)
  })

  it('refuses doctors and admins (403) and visitors (401) on every route, whatever they send', async () => {
    const routes: ['GET' | 'POST' | 'DELETE', string, unknown?][] = [
      ['GET', '/api/v1/measurements'],
      ['GET', `/api/v1/measurements?fileId=${holderId}`],
      ['GET', '/api/v1/measurements?fileId=nope'],
      ['POST', '/api/v1/measurements', { kind: 'weight', value: 70, measuredOn: today }],
      ['POST', '/api/v1/measurements', { kind: 'weight', value: 999 }],
      ['DELETE', `/api/v1/measurements/${holderMeasurement}`],
      ['DELETE', '/api/v1/measurements/nope'],
    ]
    for (const [method, url, body] of routes) {
      const visitor = await send(method, url, undefined, body)
      expect([visitor.statusCode, visitor.json().error.code], `${method} ${url}`).toEqual([
        401,
        'UNAUTHENTICATED',
      ])
      for (const cookie of [doctor, admin]) {
        const answer = await send(method, url, cookie, body)
        expect([answer.statusCode, answer.json().error.code], `${method} ${url}`).toEqual([403, 'FORBIDDEN'])
      }
    }
    const ids = (await send('GET', '/api/v1/measurements', holder))
      .json()
      .items.map((i: { id: string }) => i.id)
    expect(ids).toContain(holderMeasurement)
  })
})
