import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testClock, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signUp, validPatientProfile } from '#api/testing/journeys'

/**
 * SPEC 2.8, 6 and issue 9 §1 against the real app and PostgreSQL: booking for someone else. A family member's file
 * held by the account, another patient's file opened with their mobile and password, the booking in that file and
 * the account holder paying; every other file refused as not found.
 */

const clock = testClock()
let t: TestApp
let holder: string
let holderId: string
let relative: string
let relativeId: string
let stranger: string
let doctor: string
let doctorId: string

// Profiles without an email: an email belongs to one account.
const { email: _email, ...profile } = validPatientProfile
const relativePhone = '01220007771'
const relativePassword = 'Secret12'

beforeAll(async () => {
  t = await buildTestApp({ clock, rateLimit: false })
  holder = await signIn(t.app, demo.patient.phone, demo.patient.password)
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  relative = await signUp(t.app, 'patient', relativePhone, relativePassword)
  expect(
    (await send('POST', '/api/v1/profiles/me', relative, { ...profile, name: 'سعاد حسن' })).statusCode,
  ).toBe(201)
  stranger = await signUp(t.app, 'patient', '01220007772')
  expect((await send('POST', '/api/v1/profiles/me', stranger, profile)).statusCode).toBe(201)
  holderId = await userIdOf(demo.patient.phone)
  relativeId = await userIdOf(relativePhone)
  doctorId = await userIdOf('01010000004') // Dr. Aya Mahmoud: video, daily slots
}, 60_000)
afterAll(() => t.close())

async function userIdOf(phone: string): Promise<string> {
  return (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
}

const send = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

let slotCursor = 0
async function nextSlot(): Promise<string> {
  const response = await send('GET', `/api/v1/doctors/${doctorId}/availability?days=30`)
  const slot = (response.json() as { slots: { start: string }[] }).slots[slotCursor + 2]
  slotCursor += 1
  if (!slot) throw new Error('no free slot')
  return slot.start
}

const booking = (startsAt: string, medicalFileId?: string) => ({
  doctorId,
  practice: 'video',
  startsAt,
  complaint: 'حرارة وكحة',
  method: 'wallet',
  timeZone: 'Africa/Cairo',
  timezoneOffsetMinutes: -120,
  ...(medicalFileId ? { medicalFileId } : {}),
})

const child = { name: 'يوسف أحمد', gender: 'male', birthday: '2019-03-02', relation: 'child' }

describe('a family member’s file (SPEC 2.8)', () => {
  it('lists the account’s own file first, with its identity', async () => {
    const list = await send('GET', '/api/v1/medical-files', holder)
    expect(list.statusCode).toBe(200)
    expect(list.json().files[0]).toMatchObject({
      id: holderId,
      kind: 'own',
      phone: demo.patient.phone,
      relation: null,
      expiresAt: null,
    })
  })

  it('opens a file for a child, which a booking goes into while the holder pays', async () => {
    const added = await send('POST', '/api/v1/medical-files/dependents', holder, child)
    expect(added.statusCode).toBe(201)
    const file = added.json()
    expect(file).toMatchObject({ kind: 'dependent', name: child.name, birthday: child.birthday, phone: null })
    // The child lives with the holder: the identity note shows the holder's area.
    expect(file.areaId).not.toBeNull()
    const list = (await send('GET', '/api/v1/medical-files', holder)).json().files
    expect(list.map((f: { id: string }) => f.id)).toEqual([holderId, file.id])

    const before = (await send('GET', '/api/v1/payments/wallet', holder)).json().balance
    const created = await send('POST', '/api/v1/bookings', holder, booking(await nextSlot(), file.id))
    expect(created.statusCode).toBe(201)
    const { bookingId } = created.json()
    const receipt = (await send('GET', `/api/v1/bookings/${bookingId}`, holder)).json()
    expect(receipt).toMatchObject({ status: 'opened', patient: { name: child.name, forSomeoneElse: true } })
    expect((await send('GET', '/api/v1/payments/wallet', holder)).json().balance).toBe(before - receipt.paid)
    const row = await t.db
      .selectFrom('bookings')
      .select(['patientId', 'dependentId', 'payerId'])
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ patientId: holderId, dependentId: file.id, payerId: holderId })
    // The doctor is told the child's name, not the holder's.
    const told = await t.db
      .selectFrom('notifications')
      .select('params')
      .where('recipientId', '=', doctorId)
      .where('type', '=', 'bookings.booked')
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow()
    expect(told.params).toMatchObject({ patientName: child.name })
  })

  it('refuses a birthday in the future or a missing relation, naming the field', async () => {
    const future = await send('POST', '/api/v1/medical-files/dependents', holder, {
      ...child,
      birthday: '2999-01-01',
    })
    expect(future.statusCode).toBe(400)
    expect(future.json().error.issues).toEqual([{ path: 'birthday', code: 'validation:birthday.future' }])
    const noRelation = await send('POST', '/api/v1/medical-files/dependents', holder, {
      ...child,
      relation: 'neighbour',
    })
    expect(noRelation.statusCode).toBe(400)
    expect(noRelation.json().error.issues[0].path).toBe('relation')
  })

  it('never lets another account book into someone’s dependent', async () => {
    const file = (await send('POST', '/api/v1/medical-files/dependents', holder, child)).json()
    const refused = await send('POST', '/api/v1/bookings', stranger, booking(await nextSlot(), file.id))
    expect(refused.statusCode).toBe(404)
    expect(refused.json().error.code).toBe('MEDICAL_FILE_NOT_FOUND')
    const quoted = await send(
      'GET',
      `/api/v1/bookings/quote?doctorId=${doctorId}&practice=video&startsAt=${encodeURIComponent(await nextSlot())}&medicalFileId=${file.id}`,
      stranger,
    )
    expect(quoted.statusCode).toBe(404)
    const unknown = await send('POST', '/api/v1/bookings', holder, booking(await nextSlot(), randomUUID()))
    expect(unknown.json().error.code).toBe('MEDICAL_FILE_NOT_FOUND')
  })
})

describe('another patient’s file, opened with their mobile and password (SPEC 2.8)', () => {
  it('refuses a wrong password as sign-in does, and opens nothing', async () => {
    const wrong = await send('POST', '/api/v1/medical-files/links', holder, {
      phone: relativePhone,
      password: 'Wrong123',
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().error.code).toBe('WRONG_PASSWORD')
    const unknown = await send('POST', '/api/v1/medical-files/links', holder, {
      phone: '01229999999',
      password: 'Secret12',
    })
    expect(unknown.json().error.code).toBe('USER_NOT_FOUND')
    const refused = await send('POST', '/api/v1/bookings', holder, booking(await nextSlot(), relativeId))
    expect(refused.json().error.code).toBe('MEDICAL_FILE_NOT_FOUND')
  })

  it('refuses the account’s own mobile, naming the field', async () => {
    const own = await send('POST', '/api/v1/medical-files/links', holder, {
      phone: demo.patient.phone,
      password: demo.patient.password,
    })
    expect(own.statusCode).toBe(400)
    expect(own.json().error.issues).toEqual([{ path: 'phone', code: 'validation:medicalFile.own' }])
  })

  it('books into the other file; both accounts see the booking, the patient is told and the read audited', async () => {
    const linked = await send('POST', '/api/v1/medical-files/links', holder, {
      phone: relativePhone,
      password: relativePassword,
    })
    expect(linked.statusCode).toBe(201)
    expect(linked.json()).toMatchObject({
      id: relativeId,
      kind: 'linked',
      name: 'سعاد حسن',
      phone: relativePhone,
    })
    const tellings = await t.db
      .selectFrom('notifications')
      .select('params')
      .where('recipientId', '=', relativeId)
      .where('type', '=', 'security.medicalFileLinked')
      .execute()
    expect(tellings).toHaveLength(1)
    const audited = await t.db
      .selectFrom('auditLog')
      .select(['actorUserId', 'action'])
      .where('subjectUserId', '=', relativeId)
      .execute()
    expect(audited).toEqual([{ actorUserId: holderId, action: 'medicalFile.link' }])

    const created = await send('POST', '/api/v1/bookings', holder, booking(await nextSlot(), relativeId))
    expect(created.statusCode).toBe(201)
    const { bookingId } = created.json()
    for (const cookie of [holder, relative]) {
      const receipt = await send('GET', `/api/v1/bookings/${bookingId}`, cookie)
      expect(receipt.statusCode).toBe(200)
      expect(receipt.json().patient).toEqual({ name: 'سعاد حسن', forSomeoneElse: true })
    }
    expect((await send('GET', `/api/v1/bookings/${bookingId}`, stranger)).statusCode).toBe(404)
    // The holder paid; the patient whose file it is is told as well.
    const confirmed = await t.db
      .selectFrom('notifications')
      .select('recipientId')
      .where('type', '=', 'bookings.confirmed')
      .where('link', '=', `/booking/${bookingId}/success`)
      .execute()
    expect(confirmed.map((n) => n.recipientId).sort()).toEqual([holderId, relativeId].sort())
  })

  it('lets the opening lapse after two hours', async () => {
    await send('POST', '/api/v1/medical-files/links', holder, {
      phone: relativePhone,
      password: relativePassword,
    })
    clock.advance(2 * 60 * 60_000 + 1000)
    const list = (await send('GET', '/api/v1/medical-files', holder)).json().files
    expect(list.map((f: { kind: string }) => f.kind)).not.toContain('linked')
    const refused = await send('POST', '/api/v1/bookings', holder, booking(await nextSlot(), relativeId))
    expect(refused.json().error.code).toBe('MEDICAL_FILE_NOT_FOUND')
  })
})

describe('who may use medical files (SPEC 6)', () => {
  it('answers a visitor 401 and every other role 403', async () => {
    expect((await send('GET', '/api/v1/medical-files')).statusCode).toBe(401)
    expect((await send('POST', '/api/v1/medical-files/dependents', undefined, child)).statusCode).toBe(401)
    const roles = await Promise.all([
      Promise.resolve(doctor),
      signIn(t.app, demo.lab.phone, demo.lab.password),
      signIn(t.app, demo.radio.phone, demo.radio.password),
    ])
    for (const cookie of roles) {
      expect((await send('GET', '/api/v1/medical-files', cookie)).statusCode).toBe(403)
      expect((await send('POST', '/api/v1/medical-files/dependents', cookie, child)).statusCode).toBe(403)
      const link = await send('POST', '/api/v1/medical-files/links', cookie, {
        phone: relativePhone,
        password: relativePassword,
      })
      expect(link.statusCode).toBe(403)
    }
  })

  it('finds no medical file behind a doctor’s mobile and password', async () => {
    const linked = await send('POST', '/api/v1/medical-files/links', holder, {
      phone: demo.doctor.phone,
      password: demo.doctor.password,
    })
    expect(linked.statusCode).toBe(404)
    expect(linked.json().error.code).toBe('MEDICAL_FILE_NOT_FOUND')
  })
})
