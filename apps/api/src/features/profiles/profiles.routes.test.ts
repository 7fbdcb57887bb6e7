import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, testClock, type TestApp } from '#api/testing/build-test-app'
import {
  demo,
  multipart,
  pdfBytes,
  pngBytes,
  signIn,
  signUp,
  validAddress,
  validPatientProfile,
  demoAdminSignIn,
} from '#api/testing/journeys'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ clock: testClock(new Date('2026-11-21T10:00:00Z')), rateLimit: false })
})
afterAll(() => t.close())

const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const png = pngBytes
const pdf = pdfBytes

describe('patient profile (SPEC 3.1, 5)', () => {
  it('creates the profile, links the first email and answers the session a guard needs', async () => {
    const cookie = await signUp(t.app, 'patient', '01100000001')
    const created = await send('POST', '/api/v1/profiles/me', cookie, validPatientProfile)
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      role: 'patient',
      name: 'أحمد علي',
      phoneNumber: '01100000001',
      email: 'ahmed@example.com',
    })
    const session = await send('GET', '/api/v1/session', cookie)
    expect(session.json()).toMatchObject({
      user: { email: 'ahmed@example.com' },
      profile: { name: 'أحمد علي', hasAddress: true },
    })
    expect((await send('POST', '/api/v1/profiles/me', cookie, validPatientProfile)).json().error.code).toBe(
      'PROFILE_EXISTS',
    )
  })

  it('refuses a birthday after today and a patient under 18, naming the field', async () => {
    const cookie = await signUp(t.app, 'patient', '01100000002')
    const future = await send('POST', '/api/v1/profiles/me', cookie, {
      ...validPatientProfile,
      birthday: '2026-12-01',
    })
    expect(future.statusCode).toBe(400)
    expect(future.json().error.issues).toEqual([{ path: 'birthday', code: 'validation:birthday.future' }])
    const minor = await send('POST', '/api/v1/profiles/me', cookie, {
      ...validPatientProfile,
      birthday: '2010-01-01',
    })
    expect(minor.json().error.issues).toEqual([{ path: 'birthday', code: 'validation:birthday.underage' }])
    expect(minor.json().error.message).toMatch(/تاريخ الميلاد/)
  })

  it('refuses no address, a duplicate address and an address with an empty district', async () => {
    const cookie = await signUp(t.app, 'patient', '01100000003')
    const none = await send('POST', '/api/v1/profiles/me', cookie, { ...validPatientProfile, addresses: [] })
    expect(none.json().error.issues).toContainEqual({
      path: 'addresses',
      code: 'validation:address.required',
    })
    const twice = await send('POST', '/api/v1/profiles/me', cookie, {
      ...validPatientProfile,
      addresses: [validAddress, validAddress],
    })
    expect(twice.json().error.issues).toContainEqual({
      path: 'addresses.1',
      code: 'validation:address.duplicate',
    })
    const empty = await send('POST', '/api/v1/profiles/me', cookie, {
      ...validPatientProfile,
      addresses: [{ ...validAddress, districtTownVillage: '  ' }],
    })
    expect(empty.json().error.issues).toContainEqual({
      path: 'addresses.0.districtTownVillage',
      code: 'validation:required',
    })
  })

  it('refuses a reseller code that is not 4 letters or digits, and height not starting with a digit', async () => {
    const cookie = await signUp(t.app, 'patient', '01100000004')
    const response = await send('POST', '/api/v1/profiles/me', cookie, {
      ...validPatientProfile,
      resellerCode: 'AB1',
      height: 'cm170',
    })
    const codes = response.json().error.issues.map((i: { code: string }) => i.code)
    expect(codes).toEqual(expect.arrayContaining(['validation:resellerCode', 'validation:startWithDigit']))
  })

  it('flags another account with the same national ID as a duplicate', async () => {
    const idNumber = '29001150101234'
    const first = await signUp(t.app, 'patient', '01100000005')
    await send('POST', '/api/v1/profiles/me', first, {
      ...validPatientProfile,
      email: 'a1@example.com',
      idNumber,
    })
    const second = await signUp(t.app, 'patient', '01100000006')
    const created = await send('POST', '/api/v1/profiles/me', second, {
      ...validPatientProfile,
      email: 'a2@example.com',
      idNumber,
    })
    expect(created.json()).toMatchObject({ idNumber, duplicateNationalId: true })
  })

  it('accepts Arabic-Indic digits in the national ID and stores Western digits', async () => {
    const cookie = await signUp(t.app, 'patient', '01100000007')
    const idNumber = '٢٩٠٠١١٥٠١٠١٢٣٥'
    const created = await send('POST', '/api/v1/profiles/me', cookie, {
      ...validPatientProfile,
      email: 'a3@example.com',
      idNumber,
    })
    expect(created.json().idNumber).toBe('29001150101235')
  })

  it('refuses a profile for another role than the session acts in', async () => {
    const cookie = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const response = await send('PUT', '/api/v1/profiles/me', cookie, { ...validPatientProfile, role: 'lab' })
    expect(response.statusCode).toBe(400)
  })
})

describe('doctor, lab and radio profiles', () => {
  it('starts a doctor profile in Arabic and keeps the doctor behind the guard (tabStart below 4)', async () => {
    const cookie = await signUp(t.app, 'doctor', '01200000001')
    const english = await send('POST', '/api/v1/profiles/me', cookie, {
      role: 'doctor',
      nameAr: 'Ahmed',
      gender: 'male',
      birthday: '1980-01-01',
      specialtyId: 1,
      medTitle: 'specialist',
    })
    expect(english.json().error.issues).toContainEqual({ path: 'nameAr', code: 'validation:arabicRequired' })
    const created = await send('POST', '/api/v1/profiles/me', cookie, {
      role: 'doctor',
      nameAr: 'د. أحمد سمير',
      nameEn: 'Dr. Ahmed Samir',
      gender: 'male',
      birthday: '1980-01-01',
      specialtyId: 1,
      medTitle: 'specialist',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ verified: false, regCompleteness: { tabStart: 2 } })
  })

  it('creates a lab profile with a digits-only reception phone', async () => {
    const cookie = await signUp(t.app, 'lab', '01200000002')
    const lab = {
      role: 'lab',
      businessName: 'Alpha Lab',
      businessInfo: 'Tests',
      commercialRegNo: '5555',
      contactPerson: 'Mona',
      receptionPhone: '02-2400',
      openingTimes: '9-5',
      homeVisit: true,
      certificates: [],
      addresses: [validAddress],
    }
    const bad = await send('POST', '/api/v1/profiles/me', cookie, lab)
    expect(bad.json().error.issues).toContainEqual({ path: 'receptionPhone', code: 'validation:digitsOnly' })
    const created = await send('POST', '/api/v1/profiles/me', cookie, {
      ...lab,
      receptionPhone: '0224000000',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ role: 'lab', businessName: 'Alpha Lab', homeVisit: true })
  })
})

describe('uploads (SPEC 5 files; ASVS 12)', () => {
  it('stores an avatar checked by content and serves it', async () => {
    const cookie = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/me/photo',
      ...withCookie(multipart(png, 'me.png', 'image/png'), cookie),
    })
    expect(upload.statusCode).toBe(200)
    const { url } = upload.json()
    const file = await t.app.inject({ method: 'GET', url, headers: { cookie } })
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.rawPayload.subarray(0, 8).equals(png.subarray(0, 8))).toBe(true)
    expect((await send('GET', '/api/v1/session', cookie)).json().profile.photoUrl).toBe(url)

    // A new photo replaces it: the old file is gone from the table and the store.
    const replaced = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/me/photo',
      ...withCookie(multipart(png, 'new.png', 'image/png'), cookie),
    })
    expect(replaced.statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'GET', url: replaced.json().url, headers: { cookie } })).statusCode,
    ).toBe(200)
    const oldId = url.split('/').pop()
    expect(
      await t.db.selectFrom('files').select('id').where('id', '=', oldId).executeTakeFirst(),
    ).toBeUndefined()
  })

  it('refuses a PDF renamed as an image for the avatar', async () => {
    const cookie = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/me/photo',
      ...withCookie(multipart(pdf, 'me.png', 'image/png'), cookie),
    })
    expect(upload.statusCode).toBe(415)
    expect(upload.json().error.code).toBe('FILE_TYPE_NOT_SUPPORTED')
  })

  it('refuses a file over 5 MB with FILE_TOO_BIG', async () => {
    const cookie = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)])
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/me/photo',
      ...withCookie(multipart(big, 'big.png', 'image/png'), cookie),
    })
    expect(upload.statusCode).toBe(413)
    expect(upload.json().error).toMatchObject({ code: 'FILE_TOO_BIG', params: { limit: '5 MB' } })
  })

  it('shows an ID document to its owner and an admin (audited), and to nobody else', async () => {
    const owner = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/me/id-document',
      ...withCookie(multipart(pdf, 'id.pdf', 'application/pdf'), owner),
    })
    expect(upload.statusCode).toBe(200)
    const { url, fileId } = upload.json()
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: owner } })).statusCode).toBe(200)
    const other = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other } })).statusCode).toBe(404)
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/admin',
      payload: await demoAdminSignIn(t.app),
    })
    const adminCookie = `sid=${admin.cookies.find((c) => c.name === 'sid')?.value}`
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } })).statusCode).toBe(
      200,
    )
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('resource', '=', `files/${fileId}`)
      .execute()
    expect(audit).toHaveLength(1)
  })

  it('refuses files to a signed-out visitor', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/files/00000000-0000-4000-8000-000000000000',
    })
    expect(response.statusCode).toBe(401)
  })
})

function withCookie(request: { payload: Buffer; headers: Record<string, string> }, cookie: string) {
  return { payload: request.payload, headers: { ...request.headers, cookie } }
}
