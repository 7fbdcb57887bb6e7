import { verificationCodePattern } from '@app/domain/consults'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, jobsIdle, type TestApp } from '#api/testing/build-test-app'
import { cookieOf, demo, demoAdminSignIn, signIn, signUp, validPatientProfile } from '#api/testing/journeys'
import * as migration from '#api/db/migrations/2026_12_05_0300_prescription_dispensing'

/**
 * Issue 45 §4 against the real app and PostgreSQL, its request limits on as in production: a prescription's codes,
 * what /verify/{code} shows anyone (and never), marking it dispensed once with the code the patient holds, the
 * limits that make guessing either code impractical, and the patient's view of it all (their codes, the pharmacy's
 * reads in "who read my record", the notification). Each test that counts requests sends from its own address.
 */

type Who = 'patient' | 'doctor' | 'otherPatient' | 'otherDoctor' | 'admin' | 'signedOut'
const cookies: Record<Who, string> = {
  patient: '',
  doctor: '',
  otherPatient: '',
  otherDoctor: '',
  admin: '',
  signedOut: '',
}
let t: TestApp
let patientId = ''
let doctorId = ''
let addresses = 0

/** A fresh client address: the per-address limits of one test do not reach another. */
const nextAddress = () => `198.51.100.${(addresses += 1)}`

const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who: Who = 'signedOut',
  payload?: unknown,
  options: { address?: string; language?: 'ar' | 'en' } = {},
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: options.address ?? nextAddress(),
    headers: {
      ...(cookies[who] ? { cookie: cookies[who] } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const verify = (code: string, who: Who = 'signedOut', address?: string) =>
  send('GET', `/api/v1/prescriptions/verify/${encodeURIComponent(code)}`, who, undefined, {
    ...(address ? { address } : {}),
  })

const dispense = (
  code: string,
  dispenseCode: unknown,
  options: { address?: string; language?: 'ar' | 'en' } = {},
) =>
  send(
    'POST',
    `/api/v1/prescriptions/verify/${encodeURIComponent(code)}/dispense`,
    'signedOut',
    { dispenseCode },
    options,
  )

const summary = {
  note: {
    history: 'سعال منذ أسبوع',
    examination: 'Chest clear',
    diagnosisCode: 'J20.9',
    diagnosisText: 'التهاب شعبي حاد',
    note: 'Avoid cold drinks',
    interviewResult: 'Rest and fluids',
  },
  prescription: [
    {
      drugName: 'Amoxicillin 500 mg',
      form: 'capsules',
      dose: '1 capsule',
      frequency: 'every 8 hours',
      duration: '7 days',
      instructions: 'بعد الأكل',
    },
    { drugName: 'Paracetamol 500 mg', dose: '1 tablet', instructions: 'عند اللزوم' },
  ],
  referrals: [],
}

let minutesBack = 0
/** A finished, documented video consult of the demo patient with the demo doctor; its note's codes. */
async function prescribed(prescription = summary.prescription) {
  minutesBack += 30
  const startsAt = new Date(Date.now() - minutesBack * 60_000 - 60_000)
  const booking = await t.db
    .insertInto('bookings')
    .values({
      doctorId,
      patientId,
      dependentId: null,
      payerId: patientId,
      practice: 'video',
      status: 'finished',
      method: 'free',
      timeZone: 'Africa/Cairo',
      timezoneOffsetMinutes: -120,
      holdExpiresAt: null,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 15 * 60_000),
      startedAt: startsAt,
      finishedAt: new Date(startsAt.getTime() + 10 * 60_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const saved = await send('PUT', `/api/v1/consults/${booking.id}/summary`, 'doctor', {
    ...summary,
    prescription,
  })
  expect(saved.statusCode).toBe(200)
  const note = await t.db
    .selectFrom('consultNotes')
    .select(['verificationCode', 'dispenseCode'])
    .where('bookingId', '=', booking.id)
    .executeTakeFirstOrThrow()
  return { bookingId: booking.id, code: note.verificationCode, dispenseCode: note.dispenseCode }
}

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: true })
  cookies.patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  cookies.doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  cookies.otherDoctor = await signIn(t.app, '01010000004', 'Doctor123')
  cookies.admin = cookieOf(
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/admin',
      payload: await demoAdminSignIn(t.app),
    }),
  )
  cookies.otherPatient = await signUp(t.app, 'patient', '01220004451')
  expect((await send('POST', '/api/v1/profiles/me', 'otherPatient', validPatientProfile)).statusCode).toBe(
    201,
  )
  const idOf = async (phone: string) =>
    (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
  patientId = await idOf(demo.patient.phone)
  doctorId = await idOf(demo.doctor.phone)
  await t.db.updateTable('patients').set({ name: 'منى عبد الرحمن' }).where('userId', '=', patientId).execute()
}, 60_000)
afterAll(() => t.close())

describe('the codes of a prescription (issue 45 §4)', () => {
  it('are made when the doctor first saves it: a 50-bit public code and a 6-digit dispense code, kept after', async () => {
    const { bookingId, code, dispenseCode } = await prescribed()
    expect(code).toMatch(verificationCodePattern)
    expect(dispenseCode).toMatch(/^\d{6}$/)
    expect((await send('PUT', `/api/v1/consults/${bookingId}/summary`, 'doctor', summary)).statusCode).toBe(
      200,
    )
    const again = await t.db
      .selectFrom('consultNotes')
      .select(['verificationCode', 'dispenseCode'])
      .where('bookingId', '=', bookingId)
      .executeTakeFirstOrThrow()
    expect(again).toEqual({ verificationCode: code, dispenseCode })
  })

  it('gives the dispense code to the patient side only; the verification code and state to every reader', async () => {
    const { bookingId, code, dispenseCode } = await prescribed()
    const view = async (who: Who) => send('GET', `/api/v1/consults/${bookingId}/summary-view`, who)
    const mine = await view('patient')
    expect(mine.json()).toMatchObject({ verificationCode: code, dispenseCode, dispensedAt: null })
    for (const reader of ['doctor', 'admin'] as const) {
      const seen = await view(reader)
      expect(seen.statusCode).toBe(200)
      expect(seen.json()).toMatchObject({ verificationCode: code, dispenseCode: null, dispensedAt: null })
    }
    expect((await view('otherPatient')).statusCode).toBe(404)
    expect((await view('otherDoctor')).statusCode).toBe(404)
    expect((await view('signedOut')).statusCode).toBe(401)

    // The record: the patient's own lists the codes; the doctor's reading of it has no dispense code.
    const own = (await send('GET', '/api/v1/health-records', 'patient')).json()
    expect(own.prescriptions).toContainEqual(
      expect.objectContaining({ bookingId, verificationCode: code, dispenseCode, dispensedAt: null }),
    )
    const doctors = (await send('GET', `/api/v1/consults/${bookingId}/record`, 'doctor')).json()
    const seenByDoctor = doctors.prescriptions.find((p: { bookingId: string }) => p.bookingId === bookingId)
    expect(seenByDoctor).toMatchObject({ verificationCode: code, dispenseCode: null })
    expect(JSON.stringify(doctors.prescriptions)).not.toContain(`"dispenseCode":"`)
  })
})

describe('GET /api/v1/prescriptions/verify/{code} (verifyPrescription)', () => {
  it('shows a pharmacist what they need and nothing else, to anyone, signed in or not', async () => {
    const { code, dispenseCode } = await prescribed()
    for (const who of ['signedOut', 'otherPatient', 'otherDoctor', 'patient'] as const) {
      const answer = await verify(code, who)
      expect(answer.statusCode, who).toBe(200)
      expect(answer.headers['cache-control']).toBe('no-store')
      const body = answer.json()
      expect(Object.keys(body).sort()).toEqual(
        ['code', 'dispensedAt', 'doctor', 'issuedAt', 'items', 'patientInitials'].sort(),
      )
      expect(body).toMatchObject({
        code,
        dispensedAt: null,
        patientInitials: 'م. ع. ر.',
        doctor: {
          nameAr: expect.any(String),
          specialtyAr: expect.any(String),
          specialtyEn: expect.any(String),
        },
        items: [
          {
            drugName: 'Amoxicillin 500 mg',
            form: 'capsules',
            dose: '1 capsule',
            frequency: 'every 8 hours',
            duration: '7 days',
          },
          { drugName: 'Paracetamol 500 mg', form: '', dose: '1 tablet', frequency: '', duration: '' },
        ],
      })
      expect(Object.keys(body.doctor).sort()).toEqual(
        ['licenceNumber', 'nameAr', 'nameEn', 'specialtyAr', 'specialtyEn'].sort(),
      )
      const text = answer.body
      for (const secret of [
        'منى',
        'عبد الرحمن',
        'التهاب',
        'J20.9',
        'Avoid cold',
        'بعد الأكل',
        'سعال',
        dispenseCode,
      ])
        expect(text, secret).not.toContain(secret)
    }
  })

  it('reads a code however it was typed: lower case, no dash, spaces, Arabic-Indic digits, O for 0', async () => {
    const { code } = await prescribed()
    const plain = code.replace('-', '')
    const arabicDigits = plain.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))
    for (const typed of [
      plain.toLowerCase(),
      ` ${code.slice(0, 3)} ${code.slice(3)} `,
      arabicDigits,
      code.replace(/0/g, 'O'),
    ])
      expect((await verify(typed)).json().code, typed).toBe(code)
  })

  it('answers 404 for an unknown or impossible code, and for a note without medicines', async () => {
    const { code: withoutMedicines } = await prescribed([])
    for (const code of ['ZZZZZ-ZZZZZ', 'ABCDE', 'UUUUU-UUUUU', "' OR 1=1 --", withoutMedicines]) {
      const answer = await verify(code)
      expect(answer.statusCode, code).toBe(404)
      expect(answer.json().error.code).toBe('PRESCRIPTION_NOT_FOUND')
    }
    const english = await send('GET', '/api/v1/prescriptions/verify/ZZZZZ-ZZZZZ', 'signedOut', undefined, {
      language: 'en',
    })
    expect(english.json().error.message).toBe('No prescription has this code.')
    expect((await verify('x'.repeat(65))).statusCode).toBe(400)
  })

  it('answers one address 20 checks a minute, then RATE_LIMITED: guessing 50-bit codes is impractical', async () => {
    const address = nextAddress()
    const { code } = await prescribed()
    for (let i = 0; i < 19; i++)
      expect((await verify('ZZZZZ-ZZZZZ', 'signedOut', address)).statusCode).toBe(404)
    expect((await verify(code, 'signedOut', address)).statusCode).toBe(200)
    const limited = await verify(code, 'signedOut', address)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      params: { seconds: expect.any(Number) },
    })
    // Another address is not held up.
    expect((await verify(code)).statusCode).toBe(200)
  })
})

describe('POST /api/v1/prescriptions/verify/{code}/dispense (dispensePrescription)', () => {
  it('refuses a wrong code, marks it dispensed once with the right one, then refuses clearly', async () => {
    const { bookingId, code, dispenseCode } = await prescribed()
    const wrong = String((Number(dispenseCode) + 1) % 1_000_000).padStart(6, '0')
    const refused = await dispense(code, wrong, { language: 'en' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toMatchObject({
      code: 'DISPENSE_CODE_WRONG',
      message: 'The dispense code is not correct.',
    })
    expect((await verify(code)).json().dispensedAt).toBeNull()

    // The patient reads it out in Arabic-Indic digits, with a space.
    const spoken = `${dispenseCode.slice(0, 3)} ${dispenseCode.slice(3)}`.replace(/\d/g, (d) =>
      String.fromCharCode(0x0660 + Number(d)),
    )
    const done = await dispense(code.toLowerCase(), spoken)
    expect(done.statusCode).toBe(200)
    const dispensedAt = done.json().dispensedAt as string
    expect(Date.now() - Date.parse(dispensedAt)).toBeLessThan(60_000)
    expect(done.json()).toMatchObject({ code, items: [expect.anything(), expect.anything()] })
    expect((await verify(code)).json().dispensedAt).toBe(dispensedAt)

    const twice = await dispense(code, dispenseCode, { language: 'ar' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error).toMatchObject({
      code: 'PRESCRIPTION_ALREADY_DISPENSED',
      params: { dispensedAt },
    })
    expect(twice.json().error.message).toMatch(/^صُرفت هذه الروشتة بالفعل في .*٢٠/)

    // The patient sees it: the summary and the record, and a notification that opens the prescription.
    expect(
      (await send('GET', `/api/v1/consults/${bookingId}/summary-view`, 'patient')).json().dispensedAt,
    ).toBe(dispensedAt)
    const own = (await send('GET', '/api/v1/health-records', 'patient')).json()
    expect(own.prescriptions.find((p: { bookingId: string }) => p.bookingId === bookingId).dispensedAt).toBe(
      dispensedAt,
    )
    await jobsIdle(t.app)
    const told = await t.db
      .selectFrom('notifications')
      .select(['recipientId', 'type', 'params'])
      .where('link', '=', `/health_records_prescription/${bookingId}`)
      .execute()
    expect(told).toEqual([
      {
        recipientId: patientId,
        type: 'consults.prescriptionDispensed',
        params: expect.objectContaining({ dispensedAt }),
      },
    ])
  })

  it('takes 5 tries an hour per prescription, from any address: then even the right code waits', async () => {
    const { code, dispenseCode } = await prescribed()
    const wrong = dispenseCode === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++)
      expect((await dispense(code, wrong)).json().error.code).toBe('DISPENSE_CODE_WRONG')
    const locked = await dispense(code, dispenseCode, { language: 'en' })
    expect(locked.statusCode).toBe(429)
    expect(locked.json().error).toMatchObject({
      code: 'DISPENSE_LOCKED',
      message: 'Too many wrong codes. Try again in an hour.',
    })
    expect((await verify(code)).json().dispensedAt).toBeNull()
  })

  it('marks it once when two pharmacists send the right code at the same moment', async () => {
    const { bookingId, code, dispenseCode } = await prescribed()
    const answers = await Promise.all([dispense(code, dispenseCode), dispense(code, dispenseCode)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    const entries = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'prescription.dispense')
      .where('resource', '=', `consults/${bookingId}/prescription`)
      .execute()
    expect(entries).toHaveLength(1)
  })

  it('refuses a malformed code, an unknown prescription, and an address that sends too many', async () => {
    const { code } = await prescribed()
    for (const bad of [
      '12345',
      '1234567',
      'abcdef',
      null,
      123456,
      ['123456'],
      { $gt: '' },
      '1'.repeat(5000),
    ]) {
      const answer = await dispense(code, bad)
      expect(answer.statusCode, JSON.stringify(bad).slice(0, 20)).toBe(400)
      expect(answer.json().error.code).toBe('VALIDATION_FAILED')
    }
    expect((await dispense('ZZZZZ-ZZZZZ', '123456')).json().error.code).toBe('PRESCRIPTION_NOT_FOUND')

    const address = nextAddress()
    for (let i = 0; i < 10; i++)
      expect((await dispense('ZZZZZ-ZZZZZ', '123456', { address })).statusCode).toBe(404)
    expect((await dispense('ZZZZZ-ZZZZZ', '123456', { address })).statusCode).toBe(429)
  })
})

describe('POST /api/v1/prescriptions/verify/{code}/send-dispense-code (sendDispenseCode)', () => {
  it('texts the dispense code to the patient’s phone, never to the pharmacist, 3 times a day at most', async () => {
    const { bookingId, code, dispenseCode } = await prescribed()
    const sendCode = (options: { address?: string; language?: 'ar' | 'en' } = {}) =>
      send('POST', `/api/v1/prescriptions/verify/${code}/send-dispense-code`, 'signedOut', undefined, options)
    const sent = await sendCode()
    expect(sent.statusCode).toBe(204)
    expect(sent.body).not.toContain(dispenseCode)
    await jobsIdle(t.app)
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).json<{
      items: { to: string; channel: string; body: string }[]
    }>().items
    const texted = outbox.filter((m) => m.channel === 'sms' && m.body.includes(dispenseCode))
    expect(texted.map((m) => m.to)).toEqual([demo.patient.phone])
    const kept = await t.db
      .selectFrom('notifications')
      .select(['recipientId', 'type'])
      .where('link', '=', `/health_records_prescription/${bookingId}`)
      .execute()
    expect(kept).toEqual([{ recipientId: patientId, type: 'security.dispenseCode' }])

    expect((await sendCode()).statusCode).toBe(204)
    expect((await sendCode()).statusCode).toBe(204)
    const fourth = await sendCode({ language: 'en' })
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json().error).toMatchObject({
      code: 'DISPENSE_CODE_SENT_TOO_OFTEN',
      message: 'The code was already texted 3 times today.',
    })
  })

  it('sends nothing for an unknown or a dispensed prescription', async () => {
    const { code, dispenseCode } = await prescribed()
    expect((await dispense(code, dispenseCode)).statusCode).toBe(200)
    const again = await send('POST', `/api/v1/prescriptions/verify/${code}/send-dispense-code`)
    expect(again.json().error.code).toBe('PRESCRIPTION_ALREADY_DISPENSED')
    const unknown = await send('POST', '/api/v1/prescriptions/verify/ZZZZZ-ZZZZZ/send-dispense-code')
    expect(unknown.statusCode).toBe(404)
  })
})

describe('who read my record: the pharmacy’s checks (issue 45 §4, issue 11 §3)', () => {
  it('shows the patient each check and the dispensing as a pharmacy’s, never by name, and not their own', async () => {
    const { bookingId, code, dispenseCode } = await prescribed()
    const before = await t.db
      .selectFrom('auditLog')
      .select('id')
      .where('resource', '=', `consults/${bookingId}/prescription`)
      .execute()
    expect(before).toEqual([])
    expect((await verify(code, 'otherDoctor')).statusCode).toBe(200)
    expect((await verify(code, 'patient')).statusCode).toBe(200)
    expect((await dispense(code, dispenseCode)).statusCode).toBe(200)

    const entries = await t.db
      .selectFrom('auditLog')
      .select(['action', 'subjectUserId', 'detail'])
      .where('resource', '=', `consults/${bookingId}/prescription`)
      .orderBy('createdAt')
      .execute()
    expect(entries.map((e) => e.action)).toEqual([
      'prescription.verify',
      'prescription.verify',
      'prescription.dispense',
    ])
    expect(entries.every((e) => e.subjectUserId === patientId)).toBe(true)

    const reads = (await send('GET', '/api/v1/record-reads', 'patient')).json()
    const mine = reads.items.filter(
      (r: { resource: string }) => r.resource === `consults/${bookingId}/prescription`,
    )
    // The patient's own check is not someone else's read.
    expect(mine.map((r: { action: string; reader: unknown }) => [r.action, r.reader])).toEqual([
      ['prescription.dispense', { role: 'pharmacy', name: null }],
      ['prescription.verify', { role: 'pharmacy', name: null }],
    ])
    // Nobody else sees the patient's reads.
    expect((await send('GET', '/api/v1/record-reads', 'otherPatient')).json().items).toEqual([])
  })
})

describe('the migration (2026_12_05_0300_prescription_dispensing)', () => {
  it('gives every prescription written before it a code of the new form and a dispense code', async () => {
    const { bookingId } = await prescribed()
    const rolledBack = new Error('rolled back')
    await expect(
      t.db.transaction().execute(async (trx) => {
        await migration.down(trx as unknown as Kysely<unknown>)
        await sql`update consult_notes set verification_code = 'K7P3-9QXD' where booking_id = ${bookingId}`.execute(
          trx,
        )
        await migration.up(trx as unknown as Kysely<unknown>)
        const notes = await trx
          .selectFrom('consultNotes')
          .select(['bookingId', 'verificationCode', 'dispenseCode', 'dispensedAt'])
          .execute()
        expect(notes.length).toBeGreaterThanOrEqual(2)
        for (const note of notes) {
          expect(note.verificationCode).toMatch(verificationCodePattern)
          expect(note.dispenseCode).toMatch(/^\d{6}$/)
          expect(note.dispensedAt).toBeNull()
        }
        // Each note drew its own random bytes.
        expect(new Set(notes.map((n) => n.verificationCode)).size).toBe(notes.length)
        expect(new Set(notes.map((n) => n.dispenseCode)).size).toBeGreaterThan(1)
        throw rolledBack
      }),
    ).rejects.toBe(rolledBack)
  })
})
