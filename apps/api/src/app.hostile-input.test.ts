import { validBilling } from '#api/testing/billing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, validAddress, validPatientProfile, demoAdminSignIn } from '#api/testing/journeys'

/**
 * Issue 2 §6 "bad input": every route answers malformed and hostile input with a 4xx carrying a code and a
 * translated message, never a 500. Routes are read from the OpenAPI document, so a new route is covered at once.
 */
let t: TestApp
let cookie: string
let routes: { method: string; url: string; operationId: string; hasBody: boolean }[]
let cookies: Record<'patient' | 'doctor' | 'lab' | 'admin', string>
let doctorId: string
/** The demo patient, whose profile an admin edits (updateProfileFor). */
let patientId: string

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  cookie = await signIn(t.app, demo.patient.phone, demo.patient.password)
  // Its own sessions: the signed-in sweep above also calls sign-out with the shared cookie.
  cookies = {
    patient: await signIn(t.app, demo.patient.phone, demo.patient.password),
    doctor: await signIn(t.app, demo.doctor.phone, demo.doctor.password),
    lab: await signIn(t.app, demo.lab.phone, demo.lab.password),
    admin: (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/session/admin',
        payload: await demoAdminSignIn(t.app),
      })
    ).cookies
      .filter((c) => c.name === 'sid')
      .map((c) => `sid=${c.value}`)[0]!,
  }
  doctorId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', demo.doctor.phone)
      .executeTakeFirstOrThrow()
  ).id
  patientId = (
    await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', demo.patient.phone)
      .executeTakeFirstOrThrow()
  ).id
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, { operationId: string; requestBody?: unknown }>>
  }>()
  routes = Object.entries(spec.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      url,
      operationId: operation.operationId,
      hasBody: operation.requestBody !== undefined,
    })),
  )
})
afterAll(() => t.close())

const huge = 'ع'.repeat(200_000)
const hostileValues = [
  null,
  42,
  true,
  [],
  {},
  huge,
  "' OR 1=1; DROP TABLE users; --",
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '\u0000\u202e',
  { $gt: '' },
]
const fields = [
  'phone',
  'email',
  'password',
  'code',
  'ticket',
  'role',
  'purpose',
  'method',
  'language',
  'token',
  'name',
  'birthday',
  'addresses',
  'newEmail',
  'currentPassword',
  'newPassword',
]

function bodies(): { payload: string; contentType: string }[] {
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' })
  return [
    { payload: 'not json at all {', contentType: 'application/json' },
    { payload: '', contentType: 'application/json' },
    { payload: '<xml/>', contentType: 'application/xml' },
    { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    json(null),
    json([]),
    json('string'),
    json({}),
    json(JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}')),
    ...hostileValues.map((value) => json(Object.fromEntries(fields.map((f) => [f, value])))),
    json({ method: 'phone', phone: huge, password: huge }),
    json({
      role: 'patient',
      name: huge,
      gender: 'x',
      birthday: 'yesterday',
      addresses: [{ governorateId: -1 }],
    }),
  ]
}

function concrete(url: string, value: string): string {
  return url.replace(/\{[^}]+\}/g, encodeURIComponent(value))
}

describe('hostile input on every route', () => {
  it('covers every route of the API', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40)
  })

  for (const signedIn of [false, true]) {
    it(`never answers 500 ${signedIn ? 'to a signed-in patient' : 'to a signed-out visitor'}`, async () => {
      const failures: string[] = []
      for (const route of routes) {
        const pathValues = ["' OR 1=1 --", '00000000-0000-4000-8000-000000000000', 'x'.repeat(5000)]
        for (const pathValue of pathValues) {
          const url = concrete(route.url, pathValue)
          const requests =
            route.method === 'GET' || route.method === 'DELETE'
              ? [{ payload: undefined, contentType: undefined }]
              : bodies()
          for (const body of requests) {
            const response = await t.app.inject({
              method: route.method as 'GET',
              url: `${url}?page=-1&pageSize=abc&q=%00`,
              headers: {
                ...(signedIn ? { cookie } : {}),
                ...(body.contentType ? { 'content-type': body.contentType } : {}),
              },
              ...(body.payload !== undefined ? { payload: body.payload } : {}),
            })
            const where = `${route.method} ${route.url} [${pathValue.slice(0, 12)}] ${String(body.payload).slice(0, 60)}`
            if (response.statusCode >= 500)
              failures.push(`${response.statusCode} ${where}: ${response.body.slice(0, 200)}`)
            else if (response.statusCode >= 400) {
              const error = response.json<{ error?: { code?: string; message?: string } }>().error
              if (!error?.code || !error.message)
                failures.push(`no code/message ${where}: ${response.body.slice(0, 200)}`)
            }
          }
        }
      }
      expect(failures).toEqual([])
    }, 180_000)
  }

  it('refuses a body over 1 MB with PAYLOAD_TOO_LARGE', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ method: 'phone', phone: 'x'.repeat(2 * 1024 * 1024), password: 'x' }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('does not let a prototype-polluting body grant admin rights', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session/admin',
      headers: { 'content-type': 'application/json' },
      payload:
        '{"method":"phone","phone":"01000000001","password":"Patient123","__proto__":{"isAdmin":true}}',
    })
    // The JSON parser refuses __proto__ outright (400); either way no session is opened.
    expect([400, 403]).toContain(response.statusCode)
    expect(response.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined()
  })

  it('stores hostile text as text, never as markup or SQL; and refuses it as a name (issue 41 §3)', async () => {
    const fresh = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
    const hostile = `<script>alert(1)</script>'); DROP TABLE users; --`
    const profile = {
      role: 'doctor',
      gender: 'male',
      birthday: '1980-01-01',
      specialtyId: 1,
      medTitle: 'consultant',
    }
    const asName = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profiles/me',
      headers: { cookie: fresh },
      payload: { ...profile, nameAr: `د. ${hostile}` },
    })
    expect(asName.statusCode).toBe(400)
    expect(asName.json().error.issues).toEqual([expect.objectContaining({ path: 'nameAr' })])
    // Free text (a booking's complaint) keeps it as written, as text.
    const patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
    const doctor = await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '01010000004')
      .executeTakeFirstOrThrow()
    const slots = (
      await t.app.inject({ method: 'GET', url: `/api/v1/doctors/${doctor.id}/availability?days=30` })
    ).json().slots as { start: string }[]
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { cookie: patient },
      payload: {
        doctorId: doctor.id,
        practice: 'video',
        startsAt: slots.at(-1)!.start,
        complaint: hostile,
        method: 'wallet',
        timeZone: 'Africa/Cairo',
        timezoneOffsetMinutes: -120,
      },
    })
    expect(booked.statusCode, booked.body).toBe(201)
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${booked.json().bookingId}`,
      headers: { cookie: patient },
    })
    expect(view.json().complaint).toBe(hostile)
    expect(await t.db.selectFrom('users').select('id').execute()).not.toHaveLength(0)
  })
})

/**
 * Issue 7 §1: hostile input that looks valid. Each example is a request the route accepts (or refuses only for a
 * business reason); the test changes one field at a time to a value a careless schema or a missing reference
 * check lets through to the database (999999 names nothing, 2147483648 overflows int4), and expects a 4xx with a
 * code — never a 500.
 */
type Who = 'patient' | 'doctor' | 'lab' | 'admin' | null
interface Example {
  as: Who
  body?: unknown
  query?: Record<string, unknown>
  /** Values for the URL's parameters (default: the demo doctor's id). */
  params?: Record<string, string>
}

const doctorProfileBody = {
  personal: { nameAr: 'د. سارة حسن', nameEn: 'Sara Hassan', gender: 'female', birthday: '1980-05-01' },
  professional: {
    specialtyId: 2,
    subspecialty: 'أطفال',
    medTitle: 'consultant',
    yearsOfExperience: 12,
    medicalDegree: 'بكالوريوس الطب',
    certificates: [{ name: 'زمالة' }],
  },
  residence: { governorateId: 1, areaId: 1 },
  licenceNumber: '12345',
  languages: [{ code: 'ar', level: 'native' }],
}
const practiceBodies = {
  Video: { active: true, price: 20_000 },
  Clinic: {
    active: true,
    price: 30_000,
    governorateId: 1,
    areaId: 1,
    address: 'شارع التحرير',
    phones: ['0225551234'],
    location: { latitude: 30.05, longitude: 31.24 },
  },
  Home: { active: true, price: 40_000, areaIds: [1, 2] },
}
const scheduleBody = {
  timeslotMinutes: 30,
  defaultWeek: { sa: { checked: true, ranges: [{ start: '09:00', end: '12:00' }] } },
  weeks: { '10-2027': { mo: { checked: true, ranges: [{ start: '10:00', end: '11:00' }] } } },
  days: { '2027-01-05': [{ start: '13:00', end: '14:00' }] },
}
const unknownPhone = '01099999999'
const nobody = '00000000-0000-4000-8000-000000000000'
const offerBody = { price: 15_000, insurancePrice: 12_000, homeCollection: true, homeCollectionPrice: 5_000 }
const hoursBody = { days: [{ weekday: 0, ranges: [{ opens: '09:00', closes: '17:00' }] }] }

const examples: Record<string, Example[]> = {
  updateProfile: [
    {
      as: 'patient',
      body: {
        ...validPatientProfile,
        height: '170',
        weight: '70',
        nationalityId: 1,
        maritalStatus: 'single',
        arabicProficiency: 'native',
      },
    },
    {
      as: 'doctor',
      body: {
        role: 'doctor',
        nameAr: 'د. سارة',
        gender: 'female',
        birthday: '1980-05-01',
        specialtyId: 2,
        medTitle: 'consultant',
      },
    },
    {
      as: 'lab',
      body: {
        role: 'lab',
        businessName: 'معمل',
        businessInfo: 'تحاليل',
        commercialRegNo: '1',
        contactPerson: 'أ',
        receptionPhone: '0225551234',
        openingTimes: '9-5',
        homeVisit: false,
        certificates: ['ISO'],
        addresses: [validAddress],
      },
    },
  ],
  createProfile: [{ as: 'patient', body: { ...validPatientProfile, nationalityId: 1 } }],
  updateMyDoctorProfile: [{ as: 'doctor', body: doctorProfileBody }],
  updateDoctorProfile: [{ as: 'admin', body: doctorProfileBody }],
  // Issue 10 §1: an admin saves a patient's profile (the id is read once the app runs).
  updateProfileFor: [
    {
      as: 'admin',
      get params() {
        return { role: 'patient', userId: patientId }
      },
      body: { ...validPatientProfile, nationalityId: 1 },
    },
  ],
  // Issue 10 §2, §3: a dialog's texts and a send to the admins' topic (one idempotency key: changed texts are 409).
  updateDialog: [
    {
      as: 'admin',
      params: { document: 'dr', key: 'schedule.intro' },
      body: { ar: 'ساعات العمل', en: 'Working **hours**' },
    },
  ],
  // Issue 45 §1: an admin publishes the next version of a legal text.
  publishLegalText: [
    {
      as: 'admin',
      params: { key: 'about' },
      body: { ar: '# عن صحّة\n\nمنصة مصرية.', en: '# About Sehha\n\nAn Egyptian platform.' },
    },
  ],
  // Issue 45 §1: a patient accepts the terms' current version (already accepted: nothing changes).
  acceptLegal: [{ as: 'patient', body: { items: [{ key: 'terms', version: 1 }] } }],
  // Issue 45 §5: an admin saves the payment settings (the defaults, so the example itself changes no price).
  updatePaymentSettings: [
    {
      as: 'admin',
      body: {
        doctorCutPercent: 62.72,
        ePaymentSurchargePercent: 3.55,
        serviceChargePercent: 10,
        vatPercent: 14,
        maxPricePiastres: 1_000_000,
      },
    },
  ],
  sendTopicNotification: [
    {
      as: 'admin',
      body: {
        topic: 'admins',
        language: 'ar',
        titleAr: 'تجربة',
        titleEn: 'Test',
        bodyAr: 'نص',
        bodyEn: 'Text',
        idempotencyKey: '3f0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f',
      },
    },
  ],
  // Issue 10 §2, §4: a visitor's and a patient's home-visit request, an admin's toggle, the audit log's filters.
  createLead: [
    {
      as: null,
      body: {
        name: 'منى علي',
        mobile: '1001234567',
        specialtyId: 1,
        governorateId: 1,
        areaId: 1,
        latitude: 30.05,
        longitude: 31.24,
        addressNote: 'بجوار المسجد',
      },
    },
    { as: 'patient', body: { name: 'Omar', mobile: '01112223344', governorateId: 1 } },
  ],
  updateLead: [
    { as: 'admin', params: { leadId: '00000000-0000-4000-8000-000000000000' }, body: { closed: true } },
  ],
  listAudit: [
    {
      as: 'admin',
      query: {
        actor: '01000000005',
        subject: '00000000-0000-4000-8000-000000000000',
        action: 'file',
        from: '2026-01-01',
        to: '2026-12-31',
      },
    },
  ],
  listLeads: [{ as: 'admin', query: { q: 'منى', page: 1 } }],
  saveMyDoctorEditor: [
    {
      as: 'doctor',
      body: { profile: doctorProfileBody, practice: { kind: 'clinic', input: practiceBodies.Clinic } },
    },
  ],
  saveDoctorEditor: [
    {
      as: 'admin',
      body: { profile: doctorProfileBody, practice: { kind: 'home', input: practiceBodies.Home } },
    },
  ],
  ...Object.fromEntries(
    Object.entries(practiceBodies).flatMap(([kind, body]) => [
      [`updateMy${kind}Practice`, [{ as: 'doctor', body }]],
      [`updateDoctor${kind}Practice`, [{ as: 'admin', body }]],
    ]),
  ),
  updateMySchedule: [{ as: 'doctor', body: scheduleBody }],
  saveMyOffer: [{ as: 'lab', params: { serviceId: 'lab:cbc' }, body: offerBody }],
  saveMyHours: [{ as: 'lab', body: hoursBody }],
  saveCentreOffer: [{ as: 'admin', params: { centreId: nobody, serviceId: 'lab:cbc' }, body: offerBody }],
  saveCentreHours: [{ as: 'admin', params: { centreId: nobody }, body: hoursBody }],
  updateDoctorSchedule: [{ as: 'admin', body: scheduleBody }],
  searchDoctors: [
    {
      as: null,
      query: {
        specialtyId: 2,
        governorateId: 1,
        areaId: 1,
        practice: 'clinic',
        page: 1,
        pageSize: 10,
        q: 'محمد',
      },
    },
  ],
  listFavourites: [{ as: 'patient', query: { practice: 'video' } }],
  getAvailability: [{ as: null, query: { from: '2027-01-01T00:00:00+02:00', days: 30 } }],
  getAllReservedTimes: [{ as: null, query: { day: '2027-01-01' } }],
  signIn: [{ as: null, body: { method: 'phone', phone: unknownPhone, password: 'Secret12' } }],
  adminSignIn: [{ as: null, body: { method: 'phone', phone: unknownPhone, password: 'Secret12' } }],
  sendOtp: [{ as: null, body: { phone: unknownPhone, purpose: 'resetPassword', role: 'patient' } }],
  verifyOtp: [{ as: null, body: { phone: unknownPhone, purpose: 'signUp', code: '123456' } }],
  signUp: [
    { as: null, body: { ticket: 'x'.repeat(40), role: 'patient', password: 'Secret12', language: 'ar' } },
  ],
  resetPassword: [{ as: null, body: { ticket: 'x'.repeat(40), password: 'Secret12' } }],
  changePhone: [{ as: 'patient', body: { ticket: 'x'.repeat(40) } }],
  verifyEmail: [{ as: null, body: { token: 'x'.repeat(40) } }],
  setLanguage: [{ as: null, body: { language: 'en' } }],
  saveNotificationChoices: [
    { as: 'doctor', body: { choices: [{ category: 'practice', channel: 'sms', enabled: true }] } },
  ],
  returnDoctor: [{ as: 'admin', body: { reason: 'صورة الترخيص غير واضحة' } }],
  changeAccount: [{ as: 'admin', body: { testing: false } }],
  // An unregistered number: the refusal is checked without making the demo patient an admin.
  grantAdmin: [{ as: 'admin', body: { phone: '01099999999' } }],
  // The demo patient asks in this file's own database (one request; asking again answers it).
  requestDeletion: [{ as: 'patient', body: { password: 'Patient123', reason: 'لم أعد أحتاجه' } }],
  refuseDeletion: [{ as: 'admin', body: { reason: 'راجع الدعم' } }],
  // An unknown account: the refusals are what is checked, not a deletion of a demo account.
  deleteAccount: [
    { as: 'admin', body: { userId: '00000000-0000-4000-8000-000000000000', reason: 'حساب وهمي' } },
  ],
  addDependent: [
    { as: 'patient', body: { name: 'يوسف', gender: 'male', birthday: '2019-03-02', relation: 'child' } },
  ],
  linkMedicalFile: [{ as: 'patient', body: { phone: '01000000004', password: 'Radio123' } }],
  quoteBooking: [
    {
      as: 'patient',
      query: {
        doctorId: '00000000-0000-4000-8000-000000000001',
        practice: 'video',
        startsAt: '2027-01-02T08:00:00Z',
      },
    },
  ],
  createBooking: [
    {
      as: 'patient',
      body: {
        doctorId: '00000000-0000-4000-8000-000000000001',
        practice: 'video',
        startsAt: '2027-01-02T08:00:00Z',
        complaint: 'صداع',
        method: 'card',
        timeZone: 'Africa/Cairo',
        timezoneOffsetMinutes: -120,
        total: 10_000,
        billing: { ...validBilling, postalCode: '11511' },
      },
    },
  ],
  cashInPayment: [{ as: 'patient', body: { amount: 10_000, method: 'mobileWallet' } }],
  cashOutPayment: [
    {
      as: 'doctor',
      body: {
        amount: 600,
        msisdn: '٠١٠١٢٣٤٥٦٧٠',
        issuer: 'vodafone',
        fullName: 'د. سارة',
        email: 'sara@example.com',
      },
    },
  ],
  paySandboxOrder: [
    {
      as: 'patient',
      params: { orderId: '00000000-0000-4000-8000-000000000002' },
      body: { method: 'mobileWallet', walletNumber: '01010101010', pin: '123456', otp: '123456' },
    },
  ],
  receivePaymentCallback: [
    {
      as: null,
      params: { provider: 'sandbox' },
      query: { hmac: 'ab'.repeat(64) },
      body: {
        type: 'TRANSACTION',
        obj: {
          id: 1,
          amount_cents: 100,
          success: true,
          pending: false,
          order: { id: 2, merchant_order_id: '00000000-0000-4000-8000-000000000002' },
          source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
        },
      },
    },
  ],
  savePushSubscription: [
    {
      as: 'patient',
      body: {
        endpoint: 'https://push.example.net/send/x1',
        keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
      },
    },
  ],
  // Issue 11: a height or weight in the patient's own file (Arabic-Indic digits), and who read their record.
  addMeasurement: [{ as: 'patient', body: { kind: 'weight', value: '٧٢٫٥', measuredOn: '2026-01-02' } }],
  listMeasurements: [{ as: 'patient', query: { fileId: '00000000-0000-4000-8000-000000000000' } }],
  listMyRecordReads: [{ as: 'patient', query: { page: 2 } }],
  // Issue 11: a booking that is not the caller's answers 404; the shapes are checked first.
  saveSessionSummary: [
    {
      as: 'doctor',
      body: {
        note: {
          history: 'صداع',
          examination: 'normal',
          diagnosisCode: 'J06.9',
          diagnosisText: 'نزلة برد',
          note: '',
          interviewResult: 'rest',
        },
        prescription: [
          {
            medicineCode: 'paracetamol-500',
            drugName: 'Paracetamol 500 mg',
            form: 'tablet',
            dose: '1',
            frequency: '3/day',
            duration: '5 days',
            instructions: 'بعد الأكل',
          },
        ],
        referrals: [
          { kind: 'specialty', specialtyId: 2, doctorId: null, note: '' },
          { kind: 'lab', code: 'cbc', name: 'CBC', note: '' },
        ],
      },
    },
  ],
  rateConsult: [{ as: 'patient', body: { stars: 5, comment: 'ممتاز' } }],
  // Issue 45 §4: a pharmacy marks a prescription dispensed; a code no prescription has answers 404 once the body's
  // shape is checked (an unknown code spends no prescription's tries).
  dispensePrescription: [{ as: null, params: { code: 'ZZZZZ-ZZZZZ' }, body: { dispenseCode: '١٢٣ ٤٥٦' } }],
  postCallMessage: [{ as: 'patient', body: { text: 'مرحبا' } }],
  // Issue 43: a lab test at a centre that offers nothing under this id (SERVICE_NOT_OFFERED once the shape is checked);
  // an order nobody has (CENTRE_ORDER_NOT_FOUND) to cancel or deliver.
  createCentreOrder: [
    {
      as: 'patient',
      body: {
        centreId: '00000000-0000-4000-8000-000000000043',
        serviceId: 'lab:cbc',
        place: 'home',
        address: '12 Abbas El Akkad St., Nasr City',
        startsAt: '2027-01-02T08:00:00Z',
        note: 'متابعة أنيميا',
        insurance: false,
        method: 'wallet',
        timeZone: 'Africa/Cairo',
        total: 22_500,
      },
    },
  ],
  cancelCentreOrder: [
    { as: 'lab', params: { orderId: '00000000-0000-4000-8000-000000000043' }, body: { reason: 'صيانة' } },
  ],
  retryCentreOrderPayment: [
    { as: 'patient', params: { orderId: '00000000-0000-4000-8000-000000000043' }, body: { method: 'card' } },
  ],
  deliverCentreOrder: [
    {
      as: 'lab',
      params: { orderId: '00000000-0000-4000-8000-000000000043' },
      body: { results: [{ test: 'Haemoglobin', value: 11.2, unit: 'g/dL', low: 12, high: 16 }] },
    },
  ],
  // Issue 12: changes to a booking that is not the caller's answer 404; the shapes are checked first.
  cancelBooking: [{ as: 'patient', body: { refundTo: 'wallet', reason: '' } }],
  retryBookingPayment: [{ as: 'patient', body: { method: 'mobileWallet' } }],
  rescheduleBooking: [{ as: 'patient', body: { startsAt: '2027-01-02T08:00:00Z' } }],
  createFollowUp: [
    {
      as: 'patient',
      body: {
        startsAt: '2027-01-02T08:00:00Z',
        complaint: 'متابعة',
        timeZone: 'Africa/Cairo',
        timezoneOffsetMinutes: -120,
      },
    },
  ],
  // Issue 12 §1: my bookings' tabs and pages; a doctor marks an absence on a booking that is not theirs (404).
  listBookings: [
    { as: 'patient', query: { tab: 'upcoming', page: 2, pageSize: 25 } },
    { as: 'doctor', query: { tab: 'past', page: 1, pageSize: 100 } },
  ],
  markPatientNoShow: [{ as: 'doctor', params: { bookingId: '00000000-0000-4000-8000-000000000000' } }],
  // Issue 45 §1: a visitor's question with a mobile, and an admin's answer to a question that is not there.
  askQuestion: [{ body: { body: 'متى تصلني نتيجة التحليل؟', name: 'سارة أحمد', mobile: '01012345678' } }],
  answerQuestion: [
    { as: 'admin', params: { questionId: nobody }, body: { channel: 'sms', answer: 'خلال يومين.' } },
  ],
  // Issue 45 §3: the waiting list (a doctor that is not there is not bookable; the shapes are checked first).
  joinWaitingList: [
    {
      as: 'patient',
      body: { doctorId: nobody, practice: 'video', fromDate: '2027-01-02', toDate: '2027-01-09' },
    },
  ],
}
/** Routes with a body but no example, and why. */
const withoutExample: Record<string, string> = {
  changePassword: 'a changed password would sign the other tests out; its fields are plain strings',
  changeEmail: 'the password check comes first; its fields are plain strings',
  uploadProfilePhoto: 'multipart: covered by the upload tests',
  uploadIdDocument: 'multipart: covered by the upload tests',
  uploadDoctorDocument: 'multipart: covered by the upload tests',
  uploadDoctorDocumentFor: 'multipart: covered by the upload tests',
  uploadDoctorPhotoFor: 'multipart: covered by the upload tests',
  postCallFile: 'multipart: covered by consults.routes.test.ts',
  uploadCentreOrderReport: 'multipart: covered by centre-orders.routes.test.ts',
}

const lookAlikes: unknown[] = [
  0,
  -1,
  1.5,
  999_999,
  2_147_483_648,
  1e20,
  '',
  'x'.repeat(5000),
  '999999',
  true,
  null,
  [],
  {},
]

/** Every path to a value in `value`: object keys and array items, depth first. */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return [prefix, ...value.flatMap((item, index) => leafPaths(item, [...prefix, index]))].filter(
      (p) => p.length,
    )
  if (value && typeof value === 'object')
    return [
      ...(prefix.length ? [prefix] : []),
      ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key])),
    ]
  return [prefix]
}

function withValue(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>
  let at = copy
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>
  const last = path[path.length - 1]!
  if (replacement === undefined) delete at[last]
  else at[last] = replacement
  return copy
}

describe('valid-looking input, one field changed at a time', () => {
  it('has an example body for every route that takes one', () => {
    const missing = routes
      .filter((r) => r.hasBody && !(r.operationId in examples) && !(r.operationId in withoutExample))
      .map((r) => r.operationId)
    expect(missing).toEqual([])
  })

  it('never answers 500, and every refusal has a code and a message', async () => {
    const failures: string[] = []
    let requests = 0
    for (const route of routes) {
      for (const example of examples[route.operationId] ?? []) {
        const url = route.url.replace(/\{[^}]+\}/g, (name) => example.params?.[name.slice(1, -1)] ?? doctorId)
        const headers = example.as ? { cookie: cookies[example.as] } : {}
        const variants: { body?: unknown; query?: Record<string, unknown>; where: string }[] = [
          { body: example.body, query: example.query, where: 'as given' },
        ]
        for (const path of example.body === undefined ? [] : leafPaths(example.body))
          for (const value of [...lookAlikes, undefined])
            variants.push({
              body: withValue(example.body, path, value),
              query: example.query,
              where: `${path.join('.')}=${JSON.stringify(value)?.slice(0, 20)}`,
            })
        for (const key of Object.keys(example.query ?? {}))
          for (const value of lookAlikes)
            variants.push({
              body: example.body,
              query: { ...example.query, [key]: value },
              where: `?${key}=${JSON.stringify(value)?.slice(0, 20)}`,
            })
        for (const variant of variants) {
          requests++
          const search = new URLSearchParams(
            Object.entries(variant.query ?? {}).map(([k, v]): [string, string] => [
              k,
              typeof v === 'string' ? v : JSON.stringify(v),
            ]),
          ).toString()
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: search ? `${url}?${search}` : url,
            headers,
            ...(variant.body !== undefined ? { payload: variant.body as object } : {}),
          })
          const where = `${route.operationId} as ${example.as ?? 'visitor'} ${variant.where}`
          // The example itself must reach the route's own checks: signed in as whom it needs.
          if (example.as && variant.where === 'as given' && [401, 403].includes(response.statusCode))
            failures.push(`example refused ${where}: ${response.body.slice(0, 160)}`)
          if (response.statusCode >= 500)
            failures.push(`${response.statusCode} ${where}: ${response.body.slice(0, 160)}`)
          else if (response.statusCode >= 400) {
            const error = response.json<{ error?: { code?: string; message?: string } }>().error
            if (!error?.code || !error.message)
              failures.push(`no code/message ${where}: ${response.body.slice(0, 160)}`)
          }
        }
      }
    }
    expect(failures).toEqual([])
    expect(requests).toBeGreaterThan(1000)
  }, 240_000)
})

describe('references that name nothing', () => {
  const put = (who: 'patient' | 'doctor', payload: object, url = '/api/v1/profiles/me') =>
    t.app.inject({ method: 'PUT', url, headers: { cookie: cookies[who] }, payload })
  const issuesOf = (response: { json: () => unknown }) =>
    (response.json() as { error: { code: string; issues?: { path: string; code: string }[] } }).error

  for (const id of [999_999, 2_147_483_648]) {
    it(`refuses a patient's nationality ${id} with a 400 naming the field`, async () => {
      const response = await put('patient', { ...validPatientProfile, nationalityId: id })
      expect(response.statusCode).toBe(400)
      expect(issuesOf(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'nationalityId', code: 'validation:unknownReference' }],
      })
    })

    it(`refuses a doctor's specialty ${id} with a 400 naming the field`, async () => {
      const response = await put('doctor', {
        role: 'doctor',
        nameAr: 'د. سارة',
        gender: 'female',
        birthday: '1980-05-01',
        specialtyId: id,
        medTitle: 'consultant',
      })
      expect(response.statusCode).toBe(400)
      expect(issuesOf(response).issues).toEqual([
        { path: 'specialtyId', code: 'validation:unknownReference' },
      ])
    })

    it(`refuses an address's governorate and area ${id}`, async () => {
      const response = await put('patient', {
        ...validPatientProfile,
        addresses: [{ ...validAddress, governorateId: id, areaId: id }],
      })
      expect(response.statusCode).toBe(400)
      expect(issuesOf(response).issues?.map((i) => i.path)).toContain('addresses.0.governorateId')
    })

    it(`refuses the doctor editor's specialty ${id}`, async () => {
      const response = await put(
        'doctor',
        { ...doctorProfileBody, professional: { ...doctorProfileBody.professional, specialtyId: id } },
        '/api/v1/doctors/me/profile',
      )
      expect(response.statusCode).toBe(400)
      expect(issuesOf(response).issues).toEqual([
        { path: 'professional.specialtyId', code: 'validation:unknownReference' },
      ])
    })
  }

  it("refuses an address whose area lies in another governorate, and says so in the reader's language", async () => {
    const other = await t.db
      .selectFrom('areas')
      .select('id')
      .where('governorateId', '<>', 1)
      .executeTakeFirstOrThrow()
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profiles/me',
      headers: { cookie: cookies.patient, 'accept-language': 'en' },
      payload: { ...validPatientProfile, addresses: [{ ...validAddress, areaId: other.id }] },
    })
    expect(response.statusCode).toBe(400)
    expect(issuesOf(response).issues).toEqual([
      { path: 'addresses.0.areaId', code: 'validation:unknownReference' },
    ])
    const stored = await t.db
      .selectFrom('patients')
      .innerJoin('users', 'users.id', 'patients.userId')
      .select('addresses')
      .where('users.phone', '=', demo.patient.phone)
      .executeTakeFirstOrThrow()
    expect(JSON.stringify(stored.addresses)).not.toContain(`"areaId":${other.id}`)
  })
})
