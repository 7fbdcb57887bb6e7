import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signInAdmin, signUp, validAddress } from '#api/testing/journeys'

/**
 * Issue 43 §1: the catalogue of tests and scans, searched however a name is spelt; what a centre offers, at what
 * price, with insurance and home collection, and its opening hours — its own to edit, an admin's to correct; nobody
 * else's.
 */
let t: TestApp
let lab: { cookie: string; userId: string }
let otherLab: { cookie: string; userId: string }
let radio: { cookie: string; userId: string }
let admin: string
let patient: string
let doctor: string

const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const centreProfile = (role: 'lab' | 'radio', businessName: string) => ({
  role,
  businessName,
  businessInfo: 'Tests and scans',
  commercialRegNo: '5555',
  contactPerson: 'Mona Ali',
  receptionPhone: '0224000000',
  openingTimes: '9-5',
  homeVisit: role === 'lab',
  certificates: [],
  addresses: [validAddress],
})

async function centre(role: 'lab' | 'radio', phone: string, name: string) {
  const cookie = await signUp(t.app, role, phone)
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/v1/profiles/me',
    headers: { cookie },
    payload: centreProfile(role, name),
  })
  expect(made.statusCode, made.body).toBe(201)
  const { id } = await t.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow()
  return { cookie, userId: id }
}

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  lab = await centre('lab', '01200000201', 'Alpha Lab')
  otherLab = await centre('lab', '01200000202', 'Beta Lab')
  radio = await centre('radio', '01200000203', 'Gamma Scan')
  admin = await signInAdmin(t.app)
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
}, 60_000)
afterAll(() => t.close())

const cbc = { price: 15_000, insurancePrice: 12_000, homeCollection: true, homeCollectionPrice: 5_000 }

describe('a centre’s offers (issue 43 §1)', () => {
  it('adds, changes and removes its own offers, of its own kind only', async () => {
    expect((await send('GET', '/api/v1/centres/me/offers', lab.cookie)).json()).toEqual({ items: [] })
    const saved = await send('PUT', '/api/v1/centres/me/offers/lab:cbc', lab.cookie, cbc)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().items).toEqual([
      expect.objectContaining({
        service: expect.objectContaining({
          id: 'lab:cbc',
          nameAr: 'صورة دم كاملة',
          categoryId: 'lab:haematology',
        }),
        ...cbc,
      }),
    ])
    const changed = await send('PUT', '/api/v1/centres/me/offers/lab:cbc', lab.cookie, {
      price: 16_000,
      insurancePrice: null,
      homeCollection: false,
      homeCollectionPrice: null,
    })
    expect(changed.json().items[0]).toMatchObject({
      price: 16_000,
      insurancePrice: null,
      homeCollection: false,
    })

    // A scan is not a lab's; an unknown service is no service.
    for (const serviceId of ['radio:xray-chest', 'lab:no-such-test']) {
      const refused = await send('PUT', `/api/v1/centres/me/offers/${serviceId}`, lab.cookie, cbc)
      expect([refused.statusCode, refused.json().error.code]).toEqual([404, 'NOT_FOUND'])
    }
    const removed = await send('DELETE', '/api/v1/centres/me/offers/lab:cbc', lab.cookie)
    expect(removed.json()).toEqual({ items: [] })
    const again = await send('DELETE', '/api/v1/centres/me/offers/lab:cbc', lab.cookie)
    expect([again.statusCode, again.json().error.code]).toEqual([404, 'NOT_FOUND'])
  })

  it('names the field of a bad offer, in the caller’s language', async () => {
    const cases: [string, object, string, string][] = [
      ['lab:fbs', { ...cbc, price: 50 }, 'price', 'centres:problems.priceRange'],
      [
        'lab:fbs',
        { ...cbc, homeCollectionPrice: null },
        'homeCollectionPrice',
        'centres:problems.homeCollectionPrice',
      ],
      [
        'lab:fbs',
        { ...cbc, homeCollection: false, homeCollectionPrice: 100 },
        'homeCollectionPrice',
        'centres:problems.homeCollectionOff',
      ],
    ]
    for (const [serviceId, body, path, code] of cases) {
      const refused = await send('PUT', `/api/v1/centres/me/offers/${serviceId}`, lab.cookie, body)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error.issues).toContainEqual({ path, code })
    }
    const english = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/centres/me/offers/lab:fbs',
      headers: { cookie: lab.cookie, 'accept-language': 'en' },
      payload: { ...cbc, price: 50 },
    })
    expect(english.json().error.message).toContain('from 1 to 100,000 EGP')
    // A radiology centre collects no samples at home.
    const home = await send('PUT', '/api/v1/centres/me/offers/radio:xray-chest', radio.cookie, cbc)
    expect(home.json().error.issues).toContainEqual({
      path: 'homeCollection',
      code: 'centres:problems.labOnly',
    })
  })

  it('keeps its opening hours by weekday, refusing periods that overlap', async () => {
    const week = {
      days: [
        {
          weekday: 0,
          ranges: [
            { opens: '٠٩:٠٠', closes: '14:00' },
            { opens: '17:00', closes: '00:00' },
          ],
        },
        { weekday: 5, ranges: [] },
      ],
    }
    const saved = await send('PUT', '/api/v1/centres/me/hours', lab.cookie, week)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({
      days: [
        {
          weekday: 0,
          ranges: [
            { opens: '09:00', closes: '14:00' },
            { opens: '17:00', closes: '24:00' },
          ],
        },
      ],
    })
    const overlapping = await send('PUT', '/api/v1/centres/me/hours', lab.cookie, {
      days: [
        {
          weekday: 1,
          ranges: [
            { opens: '09:00', closes: '14:00' },
            { opens: '13:00', closes: '18:00' },
          ],
        },
      ],
    })
    expect(overlapping.statusCode).toBe(400)
    expect(overlapping.json().error.issues.map((i: { code: string }) => i.code)).toContain(
      'validation:schedule.overlap',
    )
    // Refused whole: the saved week is as it was.
    expect((await send('GET', '/api/v1/centres/me/hours', lab.cookie)).json()).toEqual(saved.json())
  })
})

describe('who may touch a centre’s offers and hours (issue 43 §6)', () => {
  it('lets only the centre itself, and an admin by its id', async () => {
    for (const url of ['/api/v1/centres/me/offers', '/api/v1/centres/me/hours']) {
      expect((await send('GET', url)).statusCode).toBe(401)
      for (const cookie of [patient, doctor]) expect((await send('GET', url, cookie)).statusCode).toBe(403)
    }
    await send('PUT', '/api/v1/centres/me/offers/lab:tsh', lab.cookie, { price: 20_000 })
    // Another lab sees its own, never this one's; it cannot name this one.
    expect((await send('GET', '/api/v1/centres/me/offers', otherLab.cookie)).json()).toEqual({ items: [] })
    for (const cookie of [otherLab.cookie, radio.cookie, patient, doctor]) {
      expect((await send('GET', `/api/v1/centres/${lab.userId}/offers`, cookie)).statusCode).toBe(403)
      const put = await send('PUT', `/api/v1/centres/${lab.userId}/offers/lab:tsh`, cookie, { price: 1_000 })
      expect(put.statusCode).toBe(403)
    }
    // An admin corrects it.
    const corrected = await send('PUT', `/api/v1/centres/${lab.userId}/offers/lab:tsh`, admin, {
      price: 21_000,
    })
    expect(corrected.statusCode, corrected.body).toBe(200)
    expect((await send('GET', '/api/v1/centres/me/offers', lab.cookie)).json().items).toEqual([
      expect.objectContaining({ price: 21_000, service: expect.objectContaining({ id: 'lab:tsh' }) }),
    ])
    expect((await send('GET', `/api/v1/centres/${lab.userId}/hours`, admin)).statusCode).toBe(200)
    const nobody = await send('GET', '/api/v1/centres/00000000-0000-4000-8000-000000000000/offers', admin)
    expect([nobody.statusCode, nobody.json().error.code]).toEqual([404, 'NOT_FOUND'])
  })
})

describe('the catalogue search (issue 43 §2, SPEC 5)', () => {
  it('finds a test however it is spelt, counting only the centres a patient may see', async () => {
    // Magnesium: a test none of the demo centres offers, so the counts are these two labs'.
    await send('PUT', '/api/v1/centres/me/offers/lab:magnesium', lab.cookie, cbc)
    await send('PUT', '/api/v1/centres/me/offers/lab:magnesium', otherLab.cookie, { ...cbc, price: 14_000 })
    const search = async (q: string, cookie?: string) =>
      (await send('GET', `/api/v1/centres/services?kind=lab&q=${encodeURIComponent(q)}`, cookie)).json()

    // Neither is verified yet: listed, but with no centre.
    expect((await search('الماغنسيوم')).items[0]).toMatchObject({
      id: 'lab:magnesium',
      centres: 0,
      lowestPrice: null,
    })
    await t.db
      .updateTable('centres')
      .set({ verified: true })
      .where('userId', 'in', [lab.userId, otherLab.userId])
      .execute()
    for (const q of ['الماغنسيوم', 'ماغنسيوم', 'MAGNESIUM', 'serum magn', 'magnesium'])
      expect((await search(q)).items[0], q).toMatchObject({
        id: 'lab:magnesium',
        centres: 2,
        lowestPrice: 14_000,
      })
    // Arabic letter forms and a missing ta marbuta's dots are one (the name search's normalisation).
    expect((await search('صوره دم')).items[0]).toMatchObject({ id: 'lab:cbc' })
    // A testing centre is listed to testing accounts only (SPEC 6).
    await t.db.updateTable('centres').set({ testing: true }).where('userId', '=', otherLab.userId).execute()
    expect((await search('magnesium', patient)).items[0]).toMatchObject({ centres: 1, lowestPrice: 15_000 })
    // One character is no search: the catalogue in its order.
    const one = await search('ص')
    expect(one.items[0].id).toBe('lab:cbc')
    expect(one.items.length).toBe(30)
    expect(one.categories.every((c: { kind: string }) => c.kind === 'lab')).toBe(true)
    const scans = (await send('GET', '/api/v1/centres/services?kind=radio&categoryId=radio:mri')).json()
    expect(scans.items.map((s: { id: string }) => s.id)).toEqual([
      'radio:mri-brain',
      'radio:mri-lumbar',
      'radio:mri-cervical',
      'radio:mri-knee',
      'radio:mri-shoulder',
    ])
    const hostile = await send('GET', `/api/v1/centres/services?q=${encodeURIComponent("%_' or 1=1 --")}`)
    expect(hostile.statusCode).toBe(200)
    expect(hostile.json().items).toEqual([])
  })
})

describe('the centres offering a test (issue 43 §2, SPEC 2.1 /labs/{serviceId})', () => {
  it('lists the visible centres with price, insurance, home collection and hours; filters and sorts them', async () => {
    // Alpha Lab in Cairo (Nasr City), Beta Lab in Giza with a location; both verified and public now.
    await t.db
      .updateTable('centres')
      .set({ verified: true, testing: false })
      .where('userId', 'in', [lab.userId, otherLab.userId])
      .execute()
    const giza = await t.db
      .selectFrom('areas')
      .select('id')
      .where('governorateId', '=', 2)
      .executeTakeFirstOrThrow()
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profiles/me',
      headers: { cookie: otherLab.cookie },
      payload: {
        ...centreProfile('lab', 'Beta Lab'),
        addresses: [
          {
            ...validAddress,
            governorateId: 2,
            areaId: giza.id,
            geolocation: { latitude: 30.0131, longitude: 31.2089 },
          },
        ],
      },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    await send('PUT', '/api/v1/centres/me/offers/lab:d-dimer', lab.cookie, {
      price: 30_000,
      insurancePrice: 25_000,
      homeCollection: true,
      homeCollectionPrice: 5_000,
    })
    await send('PUT', '/api/v1/centres/me/offers/lab:d-dimer', otherLab.cookie, { price: 28_000 })
    const list = async (query = '') =>
      (await send('GET', `/api/v1/centres/services/lab:d-dimer/centres${query}`, patient)).json()

    const all = await list()
    expect(all).toMatchObject({ service: { id: 'lab:d-dimer' }, total: 2, page: 1 })
    expect(all.items.map((c: { businessName: string }) => c.businessName)).toEqual(['Beta Lab', 'Alpha Lab'])
    expect(all.items[1]).toMatchObject({
      centreId: lab.userId,
      price: 30_000,
      insurancePrice: 25_000,
      homeCollection: true,
      homeCollectionPrice: 5_000,
      governorateId: 1,
      distanceKm: null,
      hours: [
        {
          weekday: 0,
          ranges: [
            { opens: '09:00', closes: '14:00' },
            { opens: '17:00', closes: '24:00' },
          ],
        },
      ],
    })
    expect(all.items[1].address).toContain('شارع عباس العقاد')

    for (const [query, names] of [
      ['?insurance=true', ['Alpha Lab']],
      ['?homeCollection=true', ['Alpha Lab']],
      ['?governorateId=2', ['Beta Lab']],
      ['?maxPrice=29000', ['Beta Lab']],
      ['?minPrice=29000', ['Alpha Lab']],
    ] as const)
      expect(
        (await list(query)).items.map((c: { businessName: string }) => c.businessName),
        query,
      ).toEqual(names)
    // Nearest first from the patient's location (Dokki, Giza), with the distance; a centre without one comes last.
    const near = await list('?sort=nearest&lat=30.0385&lng=31.2118')
    expect(near.items.map((c: { businessName: string }) => c.businessName)).toEqual(['Beta Lab', 'Alpha Lab'])
    expect(near.items[0].distanceKm).toBeCloseTo(2.8, 0)

    // Nobody offers it: an empty list (the page says 'no centers'); an unknown test is not found.
    expect((await send('GET', '/api/v1/centres/services/lab:amh/centres')).json()).toMatchObject({
      items: [],
      total: 0,
    })
    const unknown = await send('GET', '/api/v1/centres/services/lab:nothing/centres')
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'NOT_FOUND'])
    const bad = await send('GET', '/api/v1/centres/services/lab:d-dimer/centres?lat=200&page=0')
    expect(bad.statusCode).toBe(400)
  })

  it('shows a centre’s page (SPEC 2.1 /lab_details/{labId}) only while it is listed', async () => {
    const details = await send('GET', `/api/v1/centres/${lab.userId}/details`)
    expect(details.statusCode, details.body).toBe(200)
    expect(details.json()).toMatchObject({
      centreId: lab.userId,
      kind: 'lab',
      businessName: 'Alpha Lab',
      governorateId: 1,
      hours: [{ weekday: 0 }],
      offers: expect.arrayContaining([
        expect.objectContaining({ service: expect.objectContaining({ id: 'lab:d-dimer' }), price: 30_000 }),
      ]),
    })
    // Not verified, or a testing centre for everyone but testing accounts: not found, as an unknown id.
    await t.db.updateTable('centres').set({ testing: true }).where('userId', '=', lab.userId).execute()
    for (const id of [radio.userId, lab.userId, '00000000-0000-4000-8000-000000000000']) {
      const hidden = await send('GET', `/api/v1/centres/${id}/details`, patient)
      expect([hidden.statusCode, hidden.json().error.code]).toEqual([404, 'NOT_FOUND'])
    }
    await t.db.updateTable('centres').set({ testing: false }).where('userId', '=', lab.userId).execute()
  })
})

describe('the counts and the listing kept at scale (issue 43 §6)', () => {
  it('follows offers, prices, addresses, names, verification, testing and deactivated accounts', async () => {
    // D-dimer: Alpha Lab (Cairo) at 300 EGP, Beta Lab (Giza) at 280, both listed.
    const counted = async (cookie?: string) =>
      (await send('GET', '/api/v1/centres/services?kind=lab&q=dimer', cookie)).json().items[0]
    const listed = async (query = '', cookie?: string) =>
      (await send('GET', `/api/v1/centres/services/lab:d-dimer/centres${query}`, cookie)).json()
    const names = async (query = '', cookie?: string) =>
      (await listed(query, cookie)).items.map((c: { businessName: string }) => c.businessName)
    expect(await counted()).toMatchObject({ id: 'lab:d-dimer', centres: 2, lowestPrice: 28_000 })

    // A price change, and the cheapest offer gone: the lowest price follows.
    await send('PUT', '/api/v1/centres/me/offers/lab:d-dimer', otherLab.cookie, { price: 35_000 })
    expect(await counted()).toMatchObject({ centres: 2, lowestPrice: 30_000 })
    expect(await names()).toEqual(['Alpha Lab', 'Beta Lab'])

    // Alpha Lab moves to Giza under a new name: the filters and the sort read the new ones.
    const giza = await t.db
      .selectFrom('areas')
      .select('id')
      .where('governorateId', '=', 2)
      .executeTakeFirstOrThrow()
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/profiles/me',
      headers: { cookie: lab.cookie },
      payload: {
        ...centreProfile('lab', 'Alpha Labs Giza'),
        addresses: [
          {
            ...validAddress,
            governorateId: 2,
            areaId: giza.id,
            geolocation: { latitude: 30.0385, longitude: 31.2118 },
          },
        ],
      },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(await names('?governorateId=2')).toEqual(['Alpha Labs Giza', 'Beta Lab'])
    expect(await names('?governorateId=1')).toEqual([])
    const near = await listed('?sort=nearest&lat=30.0385&lng=31.2118')
    expect(near.items.map((c: { distanceKm: number }) => c.distanceKm)).toEqual([0, expect.any(Number)])

    // An account deactivated is listed nowhere, and counted nowhere; back, it is again.
    await t.db.updateTable('users').set({ deactivated: true }).where('id', '=', lab.userId).execute()
    expect(await counted()).toMatchObject({ centres: 1, lowestPrice: 35_000 })
    expect(await names()).toEqual(['Beta Lab'])
    await t.db.updateTable('users').set({ deactivated: false }).where('id', '=', lab.userId).execute()
    expect(await counted()).toMatchObject({ centres: 2, lowestPrice: 30_000 })

    // A testing centre (SPEC 6): counted and listed for testing accounts only.
    await t.db.updateTable('centres').set({ testing: true }).where('userId', '=', lab.userId).execute()
    const tester = await signUp(t.app, 'patient', '01200000209')
    await t.db.updateTable('users').set({ testing: true }).where('phone', '=', '01200000209').execute()
    expect(await counted(patient)).toMatchObject({ centres: 1, lowestPrice: 35_000 })
    expect(await names('', patient)).toEqual(['Beta Lab'])
    expect(await counted(tester)).toMatchObject({ centres: 2, lowestPrice: 30_000 })
    expect(await names('', tester)).toEqual(['Alpha Labs Giza', 'Beta Lab'])
    await t.db.updateTable('centres').set({ testing: false }).where('userId', '=', lab.userId).execute()

    // Not verified, then an offer withdrawn.
    await t.db.updateTable('centres').set({ verified: false }).where('userId', '=', otherLab.userId).execute()
    expect(await counted()).toMatchObject({ centres: 1, lowestPrice: 30_000 })
    await t.db.updateTable('centres').set({ verified: true }).where('userId', '=', otherLab.userId).execute()
    await send('DELETE', '/api/v1/centres/me/offers/lab:d-dimer', lab.cookie)
    expect(await counted()).toMatchObject({ centres: 1, lowestPrice: 35_000 })
    expect((await listed()).total).toBe(1)

    // Whatever happened, the kept counts are the offers counted afresh, and every offer carries its centre's facts.
    const { rows: stale } = await sql<{ id: string }>`
      select s.id from centre_services s
      left join centre_service_counts k on k.service_id = s.id
      cross join lateral (
        select count(*) filter (where not c.testing) as centres, min(o.price) filter (where not c.testing) as lowest,
          count(*) as all_centres, min(o.price) as all_lowest
        from centre_offers o
        join centres c on c.user_id = o.centre_user_id and c.kind = o.kind and c.verified
        join users u on u.id = c.user_id and not u.deactivated
        where o.service_id = s.id
      ) fresh
      where (coalesce(k.centres, 0), k.lowest_price, coalesce(k.testing_centres, 0), k.testing_lowest_price)
        is distinct from (fresh.centres::int, fresh.lowest, fresh.all_centres::int, fresh.all_lowest)`.execute(
      t.db,
    )
    expect(stale).toEqual([])
    const { rows: unlike } = await sql<{ serviceId: string }>`
      select o.service_id as "serviceId" from centre_offers o
      join centres c on c.user_id = o.centre_user_id and c.kind = o.kind
      join users u on u.id = c.user_id
      where (o.listed, o.testing, o.governorate_id, o.area_id, o.latitude, o.longitude, o.business_name)
        is distinct from (c.verified and not u.deactivated, c.testing, c.governorate_id, c.area_id, c.latitude,
          c.longitude, c.business_name)`.execute(t.db)
    expect(unlike).toEqual([])
  })
})
