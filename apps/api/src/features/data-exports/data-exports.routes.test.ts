import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn, signInAdmin } from '#api/testing/journeys'

/**
 * Issue 10 §4 against the real app and PostgreSQL: the exports' zips of CSV (one per dataset, or all), with personal
 * data only where listed, each download audited; admins only.
 */

let t: TestApp
let admin: string

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  admin = await signInAdmin(t.app)
}, 60_000)
afterAll(() => t.close())

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

const csvOf = (files: Record<string, Uint8Array>, name: string) =>
  Buffer.from(files[name]!)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')

describe('data exports (issue 10 §4)', () => {
  it('lists what each export holds and which columns are personal', async () => {
    const list = (await get('/api/v1/data-exports', admin)).json()
    expect(list.items.map((i: { dataset: string }) => i.dataset)).toEqual([
      'doctors',
      'patients',
      'bookings',
      'payments',
      'ledger',
      'leads',
    ])
    const patients = list.items.find((i: { dataset: string }) => i.dataset === 'patients')
    expect(patients.personal).toEqual([])
    expect(patients.columns).not.toContain('name')
  })

  it('streams every dataset into one zip, a CSV each, with as many rows as the tables', async () => {
    const response = await get('/api/v1/data-exports/all', admin)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toMatch(/filename="sehha-all-\d{4}-\d{2}-\d{2}\.zip"/)
    const files = unzipSync(new Uint8Array(response.rawPayload))
    expect(Object.keys(files)).toEqual([
      'doctors.csv',
      'patients.csv',
      'bookings.csv',
      'payments.csv',
      'ledger.csv',
      'leads.csv',
    ])
    const count = async (table: 'doctors' | 'patients' | 'bookings' | 'paymentOrders' | 'ledgerEntries') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    expect(csvOf(files, 'doctors.csv')).toHaveLength((await count('doctors')) + 1)
    expect(csvOf(files, 'patients.csv')).toHaveLength((await count('patients')) + 1)
    expect(csvOf(files, 'bookings.csv').length).toBe((await count('bookings')) + 1)
    expect(csvOf(files, 'ledger.csv').length).toBe((await count('ledgerEntries')) + 1)
    // A patient is an account id, never a name or a mobile.
    const patients = csvOf(files, 'patients.csv').join('\n')
    expect(patients).not.toContain(demo.patient.phone)
    const [header] = csvOf(files, 'doctors.csv')
    expect(header).toBe(
      'doctor_id,created_at,name_ar,name_en,mobile,specialty_id,specialty,med_title,governorate,verified,testing,deactivated,submitted_at,reviewed_at,video_active,video_price_piastres,clinic_active,clinic_price_piastres,home_active,home_price_piastres,rating,rating_count',
    )
  })

  it('exports one dataset alone and audits each download', async () => {
    const response = await get('/api/v1/data-exports/doctors', admin)
    expect(Object.keys(unzipSync(new Uint8Array(response.rawPayload)))).toEqual(['doctors.csv'])
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'resource', 'detail'])
      .where('action', '=', 'data.export')
      .orderBy('id')
      .execute()
    expect(audit).toEqual([
      {
        action: 'data.export',
        resource: 'exports/all',
        detail: {
          datasets: ['doctors', 'patients', 'bookings', 'payments', 'ledger', 'leads'],
          personal: ['doctors', 'leads'],
        },
      },
      {
        action: 'data.export',
        resource: 'exports/doctors',
        detail: { datasets: ['doctors'], personal: ['doctors'] },
      },
    ])
  })

  it('answers an unknown dataset 400 with a code', async () => {
    const unknown = await get('/api/v1/data-exports/passwords', admin)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.code).toBe('VALIDATION_FAILED')
  })
})

describe('who may export (issue 10 §5)', () => {
  it('answers a visitor 401 and a patient, a doctor, a lab and a radio 403', async () => {
    const others = [
      await signIn(t.app, demo.patient.phone, demo.patient.password),
      await signIn(t.app, demo.doctor.phone, demo.doctor.password),
      await signIn(t.app, demo.lab.phone, demo.lab.password),
      await signIn(t.app, demo.radio.phone, demo.radio.password),
    ]
    for (const url of [
      '/api/v1/data-exports',
      '/api/v1/data-exports/all',
      '/api/v1/data-exports/leads',
      '/api/v1/data-exports/passwords',
    ]) {
      expect((await get(url)).statusCode, url).toBe(401)
      for (const cookie of others) expect((await get(url, cookie)).statusCode, url).toBe(403)
    }
    expect(
      await t.db.selectFrom('auditLog').select('id').where('action', '=', 'data.export').execute(),
    ).toHaveLength(2)
  })
})
