import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn } from '#api/testing/journeys'

/**
 * Issue 41 §3: the prescription PDF is rendered once per version of the summary and kept where every API instance
 * reads it, and each user may download only so many a minute (the rate limit on, as in production).
 */

let a: TestApp
let b: TestApp
let now = new Date()
const clock = { now: () => new Date(now.getTime()) }
let patient: string
let doctor: string
let bookingId: string
const minute = 60_000

const summary = (note: string) => ({
  note: {
    history: 'صداع منذ يومين مع زكام',
    examination: 'Throat congested, no fever on video',
    diagnosisCode: 'J06.9',
    diagnosisText: 'نزلة برد',
    note,
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
  referrals: [],
})

beforeAll(async () => {
  a = await buildTestApp({ rateLimit: true, clock })
  b = await buildTestApp({ rateLimit: true, clock, sameDatabaseAs: a })
  const idOf = async (phone: string) =>
    (await a.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
  const patientId = await idOf(demo.patient.phone)
  const startsAt = new Date(Math.ceil(Date.now() / (60 * minute)) * 60 * minute + 120 * minute)
  bookingId = (
    await a.db
      .insertInto('bookings')
      .values({
        doctorId: await idOf(demo.doctor.phone),
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
        endsAt: new Date(startsAt.getTime() + 15 * minute),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  now = new Date(startsAt.getTime() + 20 * minute)
  patient = await signIn(a.app, demo.patient.phone, demo.patient.password)
  doctor = await signIn(a.app, demo.doctor.phone, demo.doctor.password)
}, 60_000)

afterAll(async () => {
  await b?.close()
  await a?.close()
})

const url = () => `/api/v1/consults/${bookingId}/prescription.pdf`
const download = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'GET', url: url(), headers: { cookie } })
const save = (note: string) =>
  a.app.inject({
    method: 'PUT',
    url: `/api/v1/consults/${bookingId}/summary`,
    headers: { cookie: doctor },
    payload: summary(note),
  })

describe('the prescription PDF: one render per summary version, a limit per user (issue 41 §3)', () => {
  it('keeps the render of a summary version where every instance reads it, and renders anew when it changes', async () => {
    expect((await save('راحة وسوائل')).statusCode).toBe(200)
    const first = await download(a, patient)
    expect(first.statusCode).toBe(200)
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    // What is served is the kept render, not a new one: a marked copy in the store comes back from both instances.
    const marked = Buffer.from('%PDF-kept render')
    const kept = await a.db
      .updateTable('prescriptionPdfs')
      .set({ pdf: marked })
      .where('bookingId', '=', bookingId)
      .executeTakeFirst()
    expect(Number(kept.numUpdatedRows)).toBe(1)
    expect((await download(a, patient)).rawPayload).toEqual(marked)
    expect((await download(b, doctor)).rawPayload).toEqual(marked)

    // A new version of the summary (even within the same second) is rendered again, with what it now says.
    expect((await save('راحة وسوائل، وأعد القياس غدًا')).statusCode).toBe(200)
    const second = await download(b, patient)
    expect(second.statusCode).toBe(200)
    expect(second.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(second.rawPayload).not.toEqual(marked)
    expect(second.rawPayload).not.toEqual(first.rawPayload)
  })

  it('refuses a user past their downloads a minute, while another user on the same address still gets theirs', async () => {
    let refused: Awaited<ReturnType<typeof download>> | undefined
    for (let i = 0; i < 40 && !refused; i += 1) {
      const response = await download(a, patient)
      if (response.statusCode === 429) refused = response
      else expect(response.statusCode).toBe(200)
    }
    expect(refused?.json().error.code).toBe('RATE_LIMITED')
    expect((await download(a, doctor)).statusCode).toBe(200)
  })
})
