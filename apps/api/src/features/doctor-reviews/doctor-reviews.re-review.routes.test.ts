import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, multipart, pdfBytes, signIn, signInAdmin, signUp } from '#api/testing/journeys'

/**
 * Issue 10 §1 re-review (docs/decisions/0016): a verified doctor who changes a reviewed field (identity and
 * professional data, documents) waits for review again, unlisted, the admins told; prices, practices and the about
 * text do not. An admin's own edit needs no review and is audited with before and after.
 */

let t: TestApp
let admin: string
let patient: string
let doctor: { cookie: string; userId: string; phone: string }

const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

async function specialtyId(key: string): Promise<number> {
  return (await t.db.selectFrom('specialties').select('id').where('key', '=', key).executeTakeFirstOrThrow())
    .id
}

async function profileInput() {
  return {
    personal: {
      nameAr: 'د. سمير فهمي',
      nameEn: 'Dr. Samir Fahmy',
      gender: 'male',
      birthday: '1985-03-03',
      aboutAr: 'استشاري أمراض القلب.',
    },
    professional: {
      specialtyId: await specialtyId('cardiology'),
      subspecialty: 'قسطرة',
      medTitle: 'consultant',
      yearsOfExperience: 15,
      medicalDegree: 'دكتوراه أمراض القلب',
      certificates: [{ name: 'زمالة الجمعية الأوروبية' }],
    },
    licenceNumber: 'EMS-555',
    languages: [{ code: 'ar', level: 'native' }],
  }
}

/** The admins' verification, as its decision leaves the row (the review flow itself is tested beside). */
async function markVerified() {
  await t.db
    .updateTable('doctors')
    .set({ verified: true, submittedAt: new Date('2026-01-01T10:00:00Z'), reviewNote: null })
    .where('userId', '=', doctor.userId)
    .execute()
}

const statusOf = async () =>
  (await send('GET', `/api/v1/doctors/${doctor.userId}/profile`, admin)).json().review.status as string
const listed = async () => (await send('GET', `/api/v1/doctors/${doctor.userId}`, patient)).statusCode === 200
const audit = () =>
  t.db
    .selectFrom('auditLog')
    .select(['action', 'actorUserId', 'detail'])
    .where('subjectUserId', '=', doctor.userId)
    .orderBy('id')
    .execute()
const told = (type: string) =>
  t.db.selectFrom('notifications').select('recipientId').where('type', '=', type).execute()

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  admin = await signInAdmin(t.app)
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  const phone = '01220007771'
  const cookie = await signUp(t.app, 'doctor', phone, 'Doctor123')
  const created = await send('POST', '/api/v1/profiles/me', cookie, {
    role: 'doctor',
    nameAr: 'د. سمير فهمي',
    gender: 'male',
    birthday: '1985-03-03',
    specialtyId: await specialtyId('cardiology'),
    medTitle: 'specialist',
  })
  expect(created.statusCode, created.body).toBe(201)
  const userId = (
    await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()
  ).id
  doctor = { cookie, userId, phone }
  const saved = await send('PUT', '/api/v1/doctors/me/profile', cookie, await profileInput())
  expect(saved.statusCode, saved.body).toBe(200)
}, 60_000)
afterAll(() => t.close())

describe('a verified doctor changes their profile (issue 10 §1 re-review)', () => {
  it('stays listed after changing a price, a practice, the about text or languages: none is reviewed', async () => {
    await markVerified()
    expect(await listed()).toBe(true)
    const price = await send('PUT', '/api/v1/doctors/me/practices/video', doctor.cookie, {
      active: true,
      price: 25000,
    })
    expect(price.statusCode, price.body).toBe(200)
    const input = await profileInput()
    const about = await send('PUT', '/api/v1/doctors/me/profile', doctor.cookie, {
      ...input,
      personal: { ...input.personal, aboutAr: 'استشاري القلب والأوعية.' },
      languages: [
        { code: 'ar', level: 'native' },
        { code: 'en', level: 'fluent' },
      ],
    })
    expect(about.statusCode, about.body).toBe(200)
    expect(await statusOf()).toBe('verified')
    expect(await listed()).toBe(true)
    expect(await audit()).toEqual([])
  })

  it('waits for review again after changing a reviewed field: unlisted, audited, the doctor and the admins told', async () => {
    const input = await profileInput()
    const renamed = await send('PUT', '/api/v1/doctors/me/profile', doctor.cookie, {
      ...input,
      personal: { ...input.personal, nameEn: 'Dr. Samir Fahmi' },
      licenceNumber: 'EMS-556',
    })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json().review).toMatchObject({ status: 'waiting' })
    expect(await listed()).toBe(false)
    const waiting = (await send('GET', '/api/v1/doctor-reviews?status=waiting', admin)).json()
    expect(waiting.items.map((d: { doctorId: string }) => d.doctorId)).toContain(doctor.userId)
    expect(await audit()).toEqual([
      {
        action: 'doctor.reReview',
        actorUserId: doctor.userId,
        detail: {
          before: { status: 'verified', nameEn: 'Dr. Samir Fahmy', licenceNumber: 'EMS-555' },
          after: { status: 'waiting', nameEn: 'Dr. Samir Fahmi', licenceNumber: 'EMS-556' },
        },
      },
    ])
    expect((await told('practice.profileSubmitted')).map((n) => n.recipientId)).toEqual([doctor.userId])
    const adminId = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', demo.admin.phone)
        .executeTakeFirstOrThrow()
    ).id
    expect((await told('practice.reviewRequested')).map((n) => n.recipientId)).toContain(adminId)
    // The admins verify it again: listed once more.
    expect((await send('POST', `/api/v1/doctor-reviews/${doctor.userId}/verify`, admin)).statusCode).toBe(200)
    expect(await listed()).toBe(true)
  })

  it('waits again after the start profile changes the title, or a document is added or removed', async () => {
    const start = await send('PUT', '/api/v1/profiles/me', doctor.cookie, {
      role: 'doctor',
      nameAr: 'د. سمير فهمي',
      nameEn: 'Dr. Samir Fahmi',
      gender: 'male',
      birthday: '1985-03-03',
      specialtyId: await specialtyId('cardiology'),
      medTitle: 'specialist',
    })
    expect(start.statusCode, start.body).toBe(200)
    expect(await statusOf()).toBe('waiting')
    expect(await listed()).toBe(false)
    expect((await audit()).at(-1)).toMatchObject({
      action: 'doctor.reReview',
      detail: { before: { medTitle: 'consultant' }, after: { medTitle: 'specialist' } },
    })

    await markVerified()
    const file = multipart(pdfBytes, 'licence.pdf', 'application/pdf')
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/doctors/me/documents',
      payload: file.payload,
      headers: { ...file.headers, cookie: doctor.cookie },
    })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    expect(await statusOf()).toBe('waiting')

    await markVerified()
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/doctors/me/documents/${uploaded.json().fileId}`,
      headers: { cookie: doctor.cookie },
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(await statusOf()).toBe('waiting')
    expect((await audit()).slice(-2).map((entry) => entry.action)).toEqual([
      'doctor.reReview',
      'doctor.reReview',
    ])
  })

  it('needs no second review while one waits: a waiting doctor’s change writes no entry', async () => {
    const entries = (await audit()).length
    const input = await profileInput()
    const changed = await send('PUT', '/api/v1/doctors/me/profile', doctor.cookie, {
      ...input,
      professional: { ...input.professional, yearsOfExperience: 16 },
    })
    expect(changed.statusCode).toBe(200)
    expect(await statusOf()).toBe('waiting')
    expect(await audit()).toHaveLength(entries)
  })
})

describe("an admin edits a verified doctor's profile (issue 10 §5)", () => {
  it('keeps the doctor listed and audits the fields it moved, before and after', async () => {
    await markVerified()
    const entries = (await audit()).length
    const input = await profileInput()
    const edited = await send('PUT', `/api/v1/doctors/${doctor.userId}/profile`, admin, {
      ...input,
      professional: { ...input.professional, yearsOfExperience: 16, subspecialty: 'قسطرة قلبية' },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(await statusOf()).toBe('verified')
    expect(await listed()).toBe(true)
    const adminId = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', demo.admin.phone)
        .executeTakeFirstOrThrow()
    ).id
    const added = (await audit()).slice(entries)
    expect(added).toHaveLength(1)
    expect(added[0]).toMatchObject({ action: 'doctor.profile.update', actorUserId: adminId })
    expect(added[0]?.detail).toMatchObject({
      before: { subspecialty: 'قسطرة' },
      after: { subspecialty: 'قسطرة قلبية' },
    })
  })
})
