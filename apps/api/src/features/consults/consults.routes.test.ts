import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import {
  demo,
  multipart,
  pngBytes,
  signIn,
  signInAdmin,
  signUp,
  validPatientProfile,
} from '#api/testing/journeys'
import { postBookingPayment } from '#api/features/payments/ledger.service'
import { closeDue } from './consults.service'

/**
 * Issue 11 §1–4 against the real app and PostgreSQL: getVideoToken's window and parties (SPEC 4, 7.2, 9), the
 * booking's call states, the closing sweep's no-shows, the session summary and the fee it releases, one rating,
 * the chat's files, and who may read a record (every read by someone else audited).
 */

let t: TestApp
let now = new Date()
const clock = { now: () => new Date(now.getTime()) }
let patient: string
let otherPatient: string
let doctor: string
let otherDoctor: string
let patientId: string
let doctorId: string

const minute = 60_000

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false, clock })
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
  otherDoctor = await signIn(t.app, '01010000004', 'Doctor123')
  otherPatient = await signUp(t.app, 'patient', '01220007771')
  expect((await send('POST', '/api/v1/profiles/me', otherPatient, validPatientProfile)).statusCode).toBe(201)
  patientId = await userIdOf(demo.patient.phone)
  doctorId = await userIdOf(demo.doctor.phone)
}, 60_000)
afterAll(() => t.close())

async function userIdOf(phone: string): Promise<string> {
  return (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
}

const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

/**
 * Each booking gets its own two hours from an hour after the real start, so the doctor's no-overlap rule never
 * joins two tests, and the clock moves forward little enough that the sessions stay alive (the admin's, 30 minutes
 * idle, is signed in again where it is used).
 */
const base = Math.ceil(Date.now() / (60 * minute)) * 60 * minute + 60 * minute
let hourCursor = 0
async function makeBooking(
  options: { status?: string; practice?: string; minutes?: number; total?: number } = {},
): Promise<{ id: string; startsAt: Date; endsAt: Date }> {
  hourCursor += 1
  const startsAt = new Date(base + hourCursor * 120 * minute)
  const endsAt = new Date(startsAt.getTime() + (options.minutes ?? 15) * minute)
  const total = options.total ?? 6840
  const row = await t.db
    .insertInto('bookings')
    .values({
      doctorId,
      patientId,
      dependentId: null,
      payerId: patientId,
      practice: options.practice ?? 'video',
      status: options.status ?? 'opened',
      type: 'initial',
      complaint: 'صداع منذ يومين',
      method: total ? 'wallet' : 'free',
      doctorPrice: total ? 6000 : 0,
      serviceFee: total ? 840 : 0,
      vat: 0,
      surcharge: 0,
      discount: 0,
      total,
      timeZone: 'Africa/Cairo',
      timezoneOffsetMinutes: -120,
      holdExpiresAt: options.status === 'pending' ? endsAt : null,
      startsAt,
      endsAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  // A paid booking held the doctor's share (issue 9's visit pay), as createBooking would have posted it.
  if (total && options.status !== 'pending')
    await postBookingPayment(t.db, {
      bookingId: row.id,
      payerId: patientId,
      doctorId,
      from: 'gateway',
      price: { doctor: 6000, serviceFee: total - 6000, vat: 0, surcharge: 0, discount: 0, total },
    })
  return { id: row.id, startsAt, endsAt }
}

const token = (bookingId: string, cookie: string | undefined) =>
  send('POST', `/api/v1/consults/${bookingId}/video-token`, cookie)

const statusOf = async (bookingId: string) =>
  t.db
    .selectFrom('bookings')
    .select(['status', 'doctorNoShow', 'patientNoShow', 'startedAt', 'finishedAt', 'documentedAt'])
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow()

/** Both sides in, the doctor ends: a finished consult. */
async function finishedConsult() {
  const booking = await makeBooking()
  now = new Date(booking.startsAt.getTime() + minute)
  expect((await token(booking.id, patient)).statusCode).toBe(200)
  expect((await token(booking.id, doctor)).statusCode).toBe(200)
  expect((await send('POST', `/api/v1/consults/${booking.id}/end`, doctor)).statusCode).toBe(200)
  return booking
}

const completeSummary = {
  note: {
    history: 'صداع منذ يومين مع زكام',
    examination: 'Throat congested, no fever on video',
    diagnosisCode: 'J06.9',
    diagnosisText: 'نزلة برد',
    note: 'راحة وسوائل',
    interviewResult: 'Symptomatic treatment; review if fever',
  },
  prescription: [
    {
      medicineCode: null,
      drugName: 'Paracetamol 500 mg',
      form: 'tablet',
      dose: '1 tablet',
      frequency: 'every 8 hours',
      duration: '5 days',
      instructions: 'قرص واحد بعد الأكل',
    },
  ],
  referrals: [{ kind: 'lab', code: 'cbc', name: 'CBC', note: 'صائم' }],
}

describe('getVideoToken: who and when (SPEC 4, 7.2, 9; issue 11 §1, §4)', () => {
  it('opens the room 300 s before the start, to the booking’s two sides only', async () => {
    const booking = await makeBooking()
    now = new Date(booking.startsAt.getTime() - 301_000)
    const early = await token(booking.id, patient)
    expect(early.statusCode).toBe(409)
    expect(early.json().error).toMatchObject({
      code: 'CALL_NOT_OPEN_YET',
      params: { opensAt: expect.any(String) },
    })

    now = new Date(booking.startsAt.getTime() - 300_000)
    for (const stranger of [otherPatient, otherDoctor, await signInAdmin(t.app)]) {
      const refused = await token(booking.id, stranger)
      expect(refused.statusCode).toBe(404)
      expect(refused.json().error.code).toBe('BOOKING_NOT_FOUND')
      expect((await send('GET', `/api/v1/consults/${booking.id}`, stranger)).statusCode).toBe(404)
    }
    expect((await token(booking.id, undefined)).statusCode).toBe(401)

    const entered = await token(booking.id, patient)
    expect(entered.statusCode).toBe(200)
    expect(entered.json()).toMatchObject({
      role: 'patient',
      video: { width: 1280, height: 720, frameRate: 24 },
      iceServers: [{ urls: ['stun:stun.l.google.com:19302'] }],
    })
    const view = (await send('GET', `/api/v1/consults/${booking.id}`, patient)).json()
    expect(view).toMatchObject({
      status: 'opened',
      role: 'patient',
      joined: { patient: true, doctor: false },
    })
    expect((await statusOf(booking.id)).status).toBe('opened')
  })

  it('moves opened → going when both sides are in, and lets them back in during the overrun only', async () => {
    const booking = await makeBooking()
    now = new Date(booking.startsAt.getTime())
    expect((await token(booking.id, doctor)).json().role).toBe('doctor')
    expect((await token(booking.id, patient)).statusCode).toBe(200)
    const going = await statusOf(booking.id)
    expect(going.status).toBe('going')
    expect(going.startedAt?.getTime()).toBe(now.getTime())

    now = new Date(booking.endsAt.getTime() + 59 * minute)
    expect((await token(booking.id, patient)).statusCode).toBe(200)
    now = new Date(booking.endsAt.getTime() + 60 * minute)
    expect((await token(booking.id, patient)).json().error.code).toBe('CALL_ENDED')
  })

  it('refuses a booking not paid, not a video consult, or past its end', async () => {
    const pending = await makeBooking({ status: 'pending' })
    now = new Date(pending.startsAt.getTime())
    expect((await token(pending.id, patient)).json().error.code).toBe('CALL_NOT_PAID')

    const clinic = await makeBooking({ practice: 'clinic' })
    now = new Date(clinic.startsAt.getTime())
    expect((await token(clinic.id, patient)).json().error.code).toBe('CALL_NOT_VIDEO')

    const late = await makeBooking()
    now = new Date(late.endsAt.getTime())
    const ended = await token(late.id, patient)
    expect(ended.statusCode).toBe(409)
    expect(ended.json().error.code).toBe('CALL_ENDED')
  })

  it('gives TURN credentials of the coturn REST scheme when configured', async () => {
    const { iceServersFor } = await import('./consults.service')
    const servers = iceServersFor(
      {
        stunUrls: [],
        turn: { urls: ['turn:turn.example:3478'], secret: 'a-shared-secret-of-coturn', ttlSeconds: 3600 },
      },
      '00000000-0000-4000-8000-000000000001',
      new Date('2026-11-26T10:00:00Z'),
    )
    expect(servers).toHaveLength(1)
    expect(servers[0]?.username).toBe(
      `${Date.parse('2026-11-26T11:00:00Z') / 1000}:00000000-0000-4000-8000-000000000001`,
    )
    expect(servers[0]?.credential).toMatch(/^[A-Za-z0-9+/]{27}=$/)
  })
})

describe('ending and closing consults (SPEC 4; issue 11 §1)', () => {
  it('lets only the doctor end a consult under way', async () => {
    const booking = await makeBooking()
    now = new Date(booking.startsAt.getTime())
    expect((await send('POST', `/api/v1/consults/${booking.id}/end`, doctor)).json().error.code).toBe(
      'BOOKING_TRANSITION_REFUSED',
    )
    await token(booking.id, doctor)
    await token(booking.id, patient)
    expect((await send('POST', `/api/v1/consults/${booking.id}/end`, patient)).statusCode).toBe(403)
    expect((await send('POST', `/api/v1/consults/${booking.id}/end`, otherDoctor)).statusCode).toBe(404)
    const ended = await send('POST', `/api/v1/consults/${booking.id}/end`, doctor)
    expect(ended.statusCode).toBe(200)
    expect(ended.json().status).toBe('finished')
    expect((await statusOf(booking.id)).finishedAt?.getTime()).toBe(now.getTime())
  })

  it('fails a consult nobody or one side joined, recording who was absent, once, and finishes an abandoned one', async () => {
    const nobody = await makeBooking()
    const patientOnly = await makeBooking()
    const abandoned = await makeBooking()
    now = new Date(patientOnly.startsAt.getTime())
    await token(patientOnly.id, patient)
    now = new Date(abandoned.startsAt.getTime())
    await token(abandoned.id, patient)
    await token(abandoned.id, doctor)

    now = new Date(abandoned.endsAt.getTime() + 60 * minute)
    const ctx = { db: t.db, clock, jobs: t.jobs }
    expect(await closeDue(ctx)).toBeGreaterThanOrEqual(3)
    expect(await statusOf(nobody.id)).toMatchObject({
      status: 'failed',
      doctorNoShow: true,
      patientNoShow: true,
    })
    expect(await statusOf(patientOnly.id)).toMatchObject({
      status: 'failed',
      doctorNoShow: true,
      patientNoShow: false,
    })
    expect((await statusOf(abandoned.id)).status).toBe('finished')
    expect(await closeDue(ctx)).toBe(0)
    const told = await t.db
      .selectFrom('notifications')
      .select(['recipientId', 'type'])
      .where('type', 'like', 'consults.%')
      .where((eb) =>
        eb.or([eb('link', '=', `/call-summary/${patientOnly.id}`), eb('link', '=', '/bookings')]),
      )
      .execute()
    expect(told).toEqual(
      expect.arrayContaining([
        { recipientId: patientId, type: 'consults.doctorAbsent' },
        { recipientId: doctorId, type: 'consults.youMissed' },
      ]),
    )
  })
})

describe('the session summary (SPEC 2.8, 3.7, 9; issue 11 §2)', () => {
  it('is refused before the consult starts and to anyone but the booking’s doctor', async () => {
    const booking = await makeBooking()
    now = new Date(booking.startsAt.getTime() - 10 * minute)
    const early = await send('PUT', `/api/v1/consults/${booking.id}/summary`, doctor, completeSummary)
    expect(early.json().error.code).toBe('CONSULT_NOT_FINISHED')
    expect((await send('GET', `/api/v1/consults/${booking.id}/summary`, otherDoctor)).statusCode).toBe(404)
    expect((await send('GET', `/api/v1/consults/${booking.id}/summary`, patient)).statusCode).toBe(404)
    expect(
      (await send('PUT', `/api/v1/consults/${booking.id}/summary`, otherDoctor, completeSummary)).statusCode,
    ).toBe(404)
  })

  it('refuses bad items and references naming the field, saving nothing', async () => {
    const booking = await finishedConsult()
    const noDrug = await send('PUT', `/api/v1/consults/${booking.id}/summary`, doctor, {
      ...completeSummary,
      prescription: [{ ...completeSummary.prescription[0], drugName: ' ' }],
    })
    expect(noDrug.statusCode).toBe(400)
    expect(noDrug.json().error.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'prescription.0.drugName' })]),
    )
    const arabicDrug = await send('PUT', `/api/v1/consults/${booking.id}/summary`, doctor, {
      ...completeSummary,
      prescription: [{ ...completeSummary.prescription[0], drugName: 'باراسيتامول' }],
    })
    expect(arabicDrug.json().error.issues[0]).toMatchObject({
      path: 'prescription.0.drugName',
      code: 'validation:prescription.drugNameLatin',
    })
    for (const specialtyId of [999_999, 2_147_483_647]) {
      const unknown = await send('PUT', `/api/v1/consults/${booking.id}/summary`, doctor, {
        ...completeSummary,
        referrals: [{ kind: 'specialty', specialtyId, note: '' }],
      })
      expect(unknown.statusCode).toBe(400)
      expect(unknown.json().error.issues[0].path).toBe('referrals.0.specialtyId')
    }
    expect(
      await t.db.selectFrom('consultNotes').select('bookingId').where('bookingId', '=', booking.id).execute(),
    ).toEqual([])
  })

  it('keeps the observations picked from the SPEC 3.7 catalogue, each once, and refuses others naming the field', async () => {
    const booking = await finishedConsult()
    const url = `/api/v1/consults/${booking.id}/summary`
    const saved = await send('PUT', url, doctor, {
      ...completeSummary,
      note: { ...completeSummary.note, observationCodes: ['fever', 'dry-cough', 'fever'] },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await send('GET', url, doctor)).json().note.observationCodes).toEqual(['fever', 'dry-cough'])
    for (const [observationCodes, path, code] of [
      [['not-an-observation'], 'note.observationCodes.0', 'validation:unknownReference'],
      [[42], 'note.observationCodes.0', 'validation:invalidType'],
      ['fever', 'note.observationCodes', 'validation:invalidType'],
      [Array.from({ length: 31 }, () => 'fever'), 'note.observationCodes', 'validation:tooLong'],
      [['x'.repeat(10_000)], 'note.observationCodes.0', 'validation:tooLong'],
    ] as const) {
      const refused = await send('PUT', url, doctor, {
        ...completeSummary,
        note: { ...completeSummary.note, observationCodes },
      })
      expect(refused.statusCode, refused.body).toBe(400)
      expect(refused.json().error.issues).toEqual(
        expect.arrayContaining([expect.objectContaining({ path, code })]),
      )
    }
    // Refused saves left the first one as it was; another doctor and the patient cannot write them.
    expect((await send('GET', url, doctor)).json().note.observationCodes).toEqual(['fever', 'dry-cough'])
    const intruder = { ...completeSummary, note: { ...completeSummary.note, observationCodes: ['pallor'] } }
    expect((await send('PUT', url, otherDoctor, intruder)).statusCode).toBe(404)
    expect((await send('PUT', url, patient, intruder)).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'PUT', url, payload: intruder })).statusCode).toBe(401)
  })

  it('documents the consult once the ADD section is complete, releasing the held fee once', async () => {
    const booking = await finishedConsult()
    const earnings = async () =>
      Number(
        (
          await t.db
            .selectFrom('ledgerAccounts')
            .select('balance')
            .where('kind', '=', 'doctorEarnings')
            .where('ownerId', '=', doctorId)
            .executeTakeFirst()
        )?.balance ?? 0,
      )
    const before = await earnings()
    const partial = await send('PUT', `/api/v1/consults/${booking.id}/summary`, doctor, {
      ...completeSummary,
      note: { ...completeSummary.note, examination: '' },
    })
    expect(partial.statusCode).toBe(200)
    expect(partial.json()).toMatchObject({ missing: ['examination'], documentedAt: null })
    expect(partial.json().verificationCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/)
    expect(await earnings()).toBe(before)

    const complete = await send('PUT', `/api/v1/consults/${booking.id}/summary`, doctor, completeSummary)
    expect(complete.statusCode).toBe(200)
    expect(complete.json()).toMatchObject({
      missing: [],
      documentedAt: now.toISOString(),
      verificationCode: partial.json().verificationCode,
      prescription: [
        expect.objectContaining({ drugName: 'Paracetamol 500 mg', instructions: 'قرص واحد بعد الأكل' }),
      ],
      referrals: [{ kind: 'lab', code: 'cbc', name: 'CBC', note: 'صائم' }],
    })
    expect(await earnings()).toBe(before + 6000)
    // Saved again: still documented, the fee not released twice; a required field cannot be emptied now.
    expect(
      (await send('PUT', `/api/v1/consults/${booking.id}/summary`, doctor, completeSummary)).statusCode,
    ).toBe(200)
    expect(await earnings()).toBe(before + 6000)
    const emptied = await send('PUT', `/api/v1/consults/${booking.id}/summary`, doctor, {
      ...completeSummary,
      note: { ...completeSummary.note, history: '' },
    })
    expect(emptied.statusCode).toBe(400)
    expect(emptied.json().error.issues[0].path).toBe('note.history')
    const told = await t.db
      .selectFrom('notifications')
      .select('type')
      .where('recipientId', '=', patientId)
      .where('link', '=', `/call-summary/${booking.id}`)
      .execute()
    expect(told).toEqual([{ type: 'consults.summaryReady' }])
  })
})

describe('the patient’s side: rating, summary and record (SPEC 2.8, 4, 6; issue 11 §3)', () => {
  it('rates a finished consult once, updating the doctor’s mean and count in the same transaction', async () => {
    const open = await makeBooking()
    now = new Date(open.startsAt.getTime())
    expect(
      (await send('POST', `/api/v1/consults/${open.id}/rating`, patient, { stars: 5 })).json().error.code,
    ).toBe('CONSULT_NOT_FINISHED')
    const booking = await finishedConsult()
    const doctorRow = () =>
      t.db
        .selectFrom('doctors')
        .select(['rating', 'ratingCount', 'ratingSum'])
        .where('userId', '=', doctorId)
        .executeTakeFirstOrThrow()
    const before = await doctorRow()
    expect(
      (await send('POST', `/api/v1/consults/${booking.id}/rating`, patient, { stars: 6 })).statusCode,
    ).toBe(400)
    expect(
      (await send('POST', `/api/v1/consults/${booking.id}/rating`, doctor, { stars: 5 })).statusCode,
    ).toBe(403)
    expect(
      (await send('POST', `/api/v1/consults/${booking.id}/rating`, otherPatient, { stars: 1 })).statusCode,
    ).toBe(404)
    const rated = await send('POST', `/api/v1/consults/${booking.id}/rating`, patient, {
      stars: 4,
      comment: 'شكرا',
    })
    expect(rated.statusCode).toBe(200)
    expect(rated.json()).toMatchObject({ rating: { stars: 4, comment: 'شكرا' }, canRate: false })
    const after = await doctorRow()
    expect(after.ratingCount).toBe(before.ratingCount + 1)
    const sumBefore = before.ratingSum || Math.round((before.rating ?? 0) * before.ratingCount)
    expect(after.ratingSum).toBe(sumBefore + 4)
    expect(after.rating).toBe(Math.round((after.ratingSum / after.ratingCount) * 10) / 10)
    const again = await send('POST', `/api/v1/consults/${booking.id}/rating`, patient, { stars: 1 })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('CONSULT_ALREADY_RATED')
    expect((await doctorRow()).ratingCount).toBe(after.ratingCount)
  })

  it('shows the consultation summary to the patient side, the doctor and admins (audited)', async () => {
    const booking = await finishedConsult()
    await send('PUT', `/api/v1/consults/${booking.id}/summary`, doctor, completeSummary)
    const summary = await send('GET', `/api/v1/consults/${booking.id}/summary-view`, patient)
    expect(summary.statusCode).toBe(200)
    expect(summary.json()).toMatchObject({
      status: 'finished',
      durationMinutes: 1,
      documented: true,
      canRate: true,
      note: { diagnosisCode: 'J06.9' },
      receipt: { method: 'wallet', paid: 6840, freeFollowUp: false, price: { total: 6840 } },
      followUpUntil: new Date(now.getTime() + 14 * 86_400_000).toISOString(),
    })
    expect((await send('GET', `/api/v1/consults/${booking.id}/summary-view`, doctor)).json().canRate).toBe(
      false,
    )
    expect((await send('GET', `/api/v1/consults/${booking.id}/summary-view`, otherPatient)).statusCode).toBe(
      404,
    )
    expect((await send('GET', `/api/v1/consults/${booking.id}/summary-view`, otherDoctor)).statusCode).toBe(
      404,
    )
    expect((await send('GET', `/api/v1/consults/${booking.id}/summary-view`, undefined)).statusCode).toBe(401)
    expect(
      (await send('GET', `/api/v1/consults/${booking.id}/summary-view`, await signInAdmin(t.app))).statusCode,
    ).toBe(200)
    const audited = await t.db
      .selectFrom('auditLog')
      .select(['action', 'subjectUserId'])
      .where('resource', '=', `consults/${booking.id}/summary`)
      .execute()
    expect(audited).toEqual([{ action: 'healthRecord.read', subjectUserId: patientId }])
  })

  it('lets the patient read their record, the booking’s doctor read that patient’s (audited), nobody else', async () => {
    const booking = await finishedConsult()
    await send('PUT', `/api/v1/consults/${booking.id}/summary`, doctor, completeSummary)
    const own = await send('GET', '/api/v1/health-records', patient)
    expect(own.statusCode).toBe(200)
    const record = own.json()
    expect(record.file.id).toBe(patientId)
    expect(record.consults.find((c: { bookingId: string }) => c.bookingId === booking.id)).toMatchObject({
      documented: true,
      diagnosisCode: 'J06.9',
      prescriptionItems: 1,
    })
    expect(record.labTests.some((r: { bookingId: string }) => r.bookingId === booking.id)).toBe(true)
    expect((await send('GET', `/api/v1/health-records?fileId=${doctorId}`, patient)).json().error.code).toBe(
      'MEDICAL_FILE_NOT_FOUND',
    )
    expect((await send('GET', '/api/v1/health-records', doctor)).statusCode).toBe(403)

    const read = await send('GET', `/api/v1/consults/${booking.id}/record`, doctor)
    expect(read.statusCode).toBe(200)
    expect(read.json().file.name).toBe(record.file.name)
    expect((await send('GET', `/api/v1/consults/${booking.id}/record`, otherDoctor)).statusCode).toBe(404)
    expect((await send('GET', `/api/v1/consults/${booking.id}/record`, patient)).statusCode).toBe(404)
    expect((await send('GET', `/api/v1/consults/${booking.id}/record`, otherPatient)).statusCode).toBe(404)
    const audited = await t.db
      .selectFrom('auditLog')
      .select(['actorUserId', 'action', 'subjectUserId', 'resource'])
      .where('action', '=', 'healthRecord.read')
      .where('actorUserId', '=', doctorId)
      .where('resource', '=', `health-records/${patientId}`)
      .execute()
    expect(audited.length).toBeGreaterThanOrEqual(1)
  })
})

describe('the prescription PDF (issue 11 §3)', () => {
  it('is a bilingual PDF attachment for the patient side, the doctor and admins, once written', async () => {
    const booking = await finishedConsult()
    const url = `/api/v1/consults/${booking.id}/prescription.pdf`
    expect((await send('GET', url, patient)).json().error.code).toBe('NOT_FOUND')
    await send('PUT', `/api/v1/consults/${booking.id}/summary`, doctor, completeSummary)
    const pdf = await send('GET', url, patient)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="prescription-[0-9A-Z]{5}-[0-9A-Z]{5}\.pdf"$/,
    )
    expect(pdf.headers['cache-control']).toBe('no-store')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect((await send('GET', url, doctor)).statusCode).toBe(200)
    expect((await send('GET', url, otherPatient)).statusCode).toBe(404)
    expect((await send('GET', url, otherDoctor)).statusCode).toBe(404)
    expect((await send('GET', url, undefined)).statusCode).toBe(401)
  })
})

describe('the call’s chat (issue 11 §1)', () => {
  it('keeps texts and files of the booking for its two sides only', async () => {
    const booking = await makeBooking()
    now = new Date(booking.startsAt.getTime())
    const posted = await send('POST', `/api/v1/consults/${booking.id}/messages`, patient, {
      text: 'عندي طفح جلدي',
    })
    expect(posted.statusCode).toBe(201)
    expect(
      (await send('POST', `/api/v1/consults/${booking.id}/messages`, otherPatient, { text: 'x' })).statusCode,
    ).toBe(404)
    const upload = multipart(pngBytes, 'rash.png', 'image/png')
    const file = await t.app.inject({
      method: 'POST',
      url: `/api/v1/consults/${booking.id}/messages/file`,
      headers: { cookie: patient, ...upload.headers },
      payload: upload.payload,
    })
    expect(file.statusCode).toBe(201)
    const url = file.json().file.url as string
    const listed = (await send('GET', `/api/v1/consults/${booking.id}/messages`, doctor)).json().items
    expect(listed).toEqual([
      expect.objectContaining({ text: 'عندي طفح جلدي', senderRole: 'patient', mine: false }),
      expect.objectContaining({ text: null, senderRole: 'patient', file: expect.objectContaining({ url }) }),
    ])
    expect((await send('GET', url, doctor)).statusCode).toBe(200)
    expect((await send('GET', url, otherDoctor)).statusCode).toBeGreaterThanOrEqual(403)
    expect((await send('GET', url, otherPatient)).statusCode).toBeGreaterThanOrEqual(403)

    now = new Date(booking.endsAt.getTime())
    expect(
      (await send('POST', `/api/v1/consults/${booking.id}/messages`, patient, { text: 'late' })).json().error
        .code,
    ).toBe('CALL_ENDED')
  })
})

// Last in the file: its consult moves the clock on two hours, past the idle time of sessions used earlier.
describe('the session summary’s first values (issue 41 §4)', () => {
  it("starts the complaint and history from the patient's complaint until the doctor saves it (issue 41 §4)", async () => {
    const booking = await finishedConsult()
    const { complaint } = await t.db
      .selectFrom('bookings')
      .select('complaint')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow()
    expect(complaint).not.toBe('')
    const fresh = (await send('GET', `/api/v1/consults/${booking.id}/summary`, doctor)).json()
    expect(fresh.note.history).toBe(complaint)
    expect(fresh.missing).not.toContain('history')
    expect(fresh.updatedAt).toBeNull()
    const saved = await send('PUT', `/api/v1/consults/${booking.id}/summary`, doctor, completeSummary)
    expect(saved.statusCode).toBe(200)
    expect((await send('GET', `/api/v1/consults/${booking.id}/summary`, doctor)).json().note.history).toBe(
      completeSummary.note.history,
    )
  })
})
