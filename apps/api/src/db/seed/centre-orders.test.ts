import { cairoDate } from '@app/domain/shared'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn } from '#api/testing/journeys'
import { seedDemo } from './seed'

/**
 * The demo orders at the demo lab and radiology centre (issue 43; "On a fresh machine `npm ci && npm start` runs the
 * product with demo data"), seeded as `npm start` seeds them (with the storage), read through the API: every tab of
 * the centres' /orders, the patient's orders, reports and chart values, the referring doctor's view; free, with no
 * money moved; seeding again adds nothing.
 */

let t: TestApp
let lab: string
let radio: string
let patient: string
let doctor: string
const dayMs = 86_400_000

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } })

interface OrderView {
  id: string
  status: string
  startsAt: string
  method: string
  total: number
  place: string
  address: string | null
  canceledBy: string | null
  cancelReason: string | null
  reports: { url: string; submitted: boolean }[]
  results: { test: string; value: number; low: number | null; high: number | null }[]
}

async function tab(cookie: string, name: string): Promise<{ items: OrderView[]; counts: object }> {
  const response = await get(`/api/v1/centre-orders?tab=${name}`, cookie)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

async function counts() {
  const { rows } = await sql<{ orders: number; reports: number; files: number; ledger: number }>`
    select (select count(*)::int from centre_orders) as orders,
      (select count(*)::int from centre_order_reports) as reports,
      (select count(*)::int from files where purpose = 'centreReport') as files,
      (select count(*)::int from ledger_transactions where centre_order_id is not null) as ledger`.execute(
    t.db,
  )
  return rows[0]
}

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  // The template database is seeded without the storage (no reports, so no demo orders); `npm start` passes it.
  expect((await counts())?.orders).toBe(0)
  await seedDemo(t.db, t.adapters.storage)
  lab = await signIn(t.app, demo.lab.phone, demo.lab.password)
  radio = await signIn(t.app, demo.radio.phone, demo.radio.password)
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
  doctor = await signIn(t.app, demo.doctor.phone, demo.doctor.password)
}, 120_000)
afterAll(() => t.close())

describe('the demo centre orders', () => {
  it('give every tab of the demo lab and radiology centre something, with the tabs’ counts', async () => {
    const labCounts = { new: 1, upcoming: 1, toReport: 1, delivered: 2, canceled: 1 }
    const radioCounts = { upcoming: 1, delivered: 1, undelivered: 1 }
    for (const [cookie, expected] of [
      [lab, labCounts],
      [radio, radioCounts],
    ] as const) {
      for (const name of ['new', 'upcoming', 'toReport', 'delivered', 'undelivered', 'canceled']) {
        const list = await tab(cookie, name)
        expect(list.counts).toEqual(expected)
        expect(list.items, name).toHaveLength((expected as Record<string, number>)[name] ?? 0)
      }
    }
    const today = cairoDate(new Date())
    const [fresh] = (await tab(lab, 'new')).items
    expect(cairoDate(new Date(fresh?.startsAt ?? ''))).toBe(cairoDate(new Date(Date.now() + dayMs)))
    const [home] = (await tab(lab, 'upcoming')).items
    expect(home).toMatchObject({ place: 'home', address: expect.stringMatching(/\S{2,}/) })
    const [due] = (await tab(lab, 'toReport')).items
    expect(cairoDate(new Date(due?.startsAt ?? ''))).toBe(cairoDate(new Date(Date.now() - dayMs)))
    expect(cairoDate(new Date(due?.startsAt ?? '')) < today).toBe(true)
    const [canceled] = (await tab(lab, 'canceled')).items
    expect(canceled).toMatchObject({ canceledBy: 'centre', cancelReason: expect.any(String) })
    for (const order of [...(await tab(lab, 'delivered')).items, ...(await tab(radio, 'delivered')).items]) {
      expect(order.reports).toEqual([expect.objectContaining({ submitted: true })])
      const pdf = await get(order.reports[0]?.url ?? '', patient)
      expect(pdf.statusCode).toBe(200)
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    }
  })

  it('are visits within the centres’ opening hours, free, with no money moved', async () => {
    const { rows: outside } = await sql<{ id: string }>`
      select o.id from centre_orders o
      where not exists (
        select 1 from centre_hours h
        where h.centre_user_id = o.centre_user_id
          and h.weekday = extract(dow from o.starts_at at time zone 'Africa/Cairo')
          and (o.starts_at at time zone 'Africa/Cairo')::time >= h.opens
          and (o.starts_at at time zone 'Africa/Cairo')::time < h.closes)`.execute(t.db)
    expect(outside).toEqual([])
    const orders = await t.db
      .selectFrom('centreOrders')
      .select(['method', 'total', 'discount', 'price', 'homeCollectionPrice'])
      .execute()
    expect(orders).toHaveLength(9)
    // As the API books a free order: the whole price (and the home-collection extra) discounted.
    for (const order of orders)
      expect(order).toMatchObject({
        method: 'free',
        total: 0,
        discount: order.price + order.homeCollectionPrice,
      })
    expect((await counts())?.ledger).toBe(0)
    const { rows } = await sql<{
      sum: string
    }>`select coalesce(sum(amount), 0) as sum from ledger_entries`.execute(t.db)
    expect(Number(rows[0]?.sum)).toBe(0)
  })

  it('show the patient their orders, reports and two values of the same test for the chart', async () => {
    const mine = (await get('/api/v1/centre-orders', patient)).json() as { items: OrderView[] }
    expect(mine.items).toHaveLength(9)
    const delivered = (await get('/api/v1/centre-orders?status=delivered', patient)).json() as {
      items: OrderView[]
    }
    expect(delivered.items).toHaveLength(3)
    const results = await get('/api/v1/centre-orders/results?test=Haemoglobin', patient)
    expect(results.statusCode, results.body).toBe(200)
    const items = (results.json() as { items: { value: number; low: number; deliveredAt: string }[] }).items
    expect(items.map((item) => item.value)).toEqual([11.2, 12.4])
    // Weeks apart, oldest first; the first below its range.
    expect(Date.parse(items[1]?.deliveredAt ?? '') - Date.parse(items[0]?.deliveredAt ?? '')).toBeGreaterThan(
      21 * dayMs,
    )
    expect(items[0]?.value).toBeLessThan(items[0]?.low ?? 0)
  })

  it('let the demo doctor read the order that answers the demo consult’s referral, and no other', async () => {
    const referred = await t.db
      .selectFrom('centreOrders')
      .select(['id', 'serviceId'])
      .where('referralBookingId', 'is not', null)
      .execute()
    expect(referred).toEqual([expect.objectContaining({ serviceId: 'lab:cbc' })])
    const asDoctor = await get(`/api/v1/centre-orders/${referred[0]?.id}`, doctor)
    expect(asDoctor.statusCode, asDoctor.body).toBe(200)
    const view = asDoctor.json() as OrderView
    expect(view).toMatchObject({ status: 'delivered', results: expect.arrayContaining([expect.anything()]) })
    const report = await get(view.reports[0]?.url ?? '', doctor)
    expect(report.statusCode).toBe(200)
    const other = await t.db
      .selectFrom('centreOrders')
      .select('id')
      .where('referralBookingId', 'is', null)
      .executeTakeFirstOrThrow()
    expect((await get(`/api/v1/centre-orders/${other.id}`, doctor)).statusCode).toBe(404)
  })

  it('are seeded once: seeding again adds nothing', async () => {
    const before = await counts()
    expect(before).toMatchObject({ orders: 9, reports: 3, files: 3, ledger: 0 })
    await seedDemo(t.db, t.adapters.storage)
    expect(await counts()).toEqual(before)
  })
})
