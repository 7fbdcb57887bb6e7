/**
 * Issue 43 §6: labs and radiology at scale, on the bench database (scripts/seed-scale.ts: 5,000 centres offering 200
 * services of their kind each, 1,000,000 offers; one lab with 100,000 orders), over HTTP against an API process of its own on
 * loopback, one client, as the doctor search is measured (bench-search.ts):
 * - the test and scan search (`GET /api/v1/centres/services`) by name, in Arabic and in Latin letters, spelt the ways
 *   people type them, with and without the kind, and by category;
 * - the centres offering a test (`/labs/{serviceId}`: `GET /api/v1/centres/services/{id}/centres`), signed out, with
 *   each filter and both sorts;
 * - the order list of the lab with 100,000 orders (`GET /api/v1/centre-orders`), signed in as it: each tab, searches,
 *   and the next pages by cursor.
 * Each shape: 20 requests of warm-up, then 200 one at a time; p50 / p95 of the wall time. `BENCH_ONLY=centres` runs
 * these alone (scripts/bench.ts).
 */
import http from 'node:http'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ChildProcess } from 'node:child_process'
import { sql } from 'kysely'
import { createDatabase } from '../apps/api/src/db/database'
import { clusterDir, ensureDatabase, freePort, startEmbeddedPostgres } from '../apps/api/src/db/embedded'
import { migrateToLatest } from '../apps/api/src/db/migrate'
import { seedCatalog } from '../apps/api/src/db/seed/seed'
import { openSession } from '../apps/api/src/features/accounts/sessions.service'
import { startApi, stopApi } from './bench-replica'
import { isSeededAtScale, scaleOrdersCentrePhone, seedAtScale } from './seed-scale'

type Row = { figure: string; value: string; goal: string }
type Query = Record<string, string | number | boolean>

interface Shape {
  group: 'search' | 'listing' | 'orders'
  name: string
  /** The path and query of the i-th request. */
  url: (i: number) => string
}

const warmUp = 20
const runs = 200
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T
const withQuery = (pathname: string, query: Query) =>
  `${pathname}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })

function get(base: string, url: string, token?: string): Promise<{ ms: number; body: string }> {
  const began = performance.now()
  return new Promise((resolve, reject) => {
    const request = http.get(
      base + url,
      { agent, headers: token ? { authorization: `Bearer ${token}` } : {} },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString()
          if (response.statusCode !== 200)
            reject(new Error(`${url} answered ${response.statusCode}: ${body.slice(0, 300)}`))
          else resolve({ ms: performance.now() - began, body })
        })
        response.on('error', reject)
      },
    )
    request.setTimeout(10_000, () => request.destroy(new Error(`no answer in 10 s: ${url}`)))
    request.on('error', reject)
  })
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const ms = (value: number) => `${value.toFixed(2)} ms`

/** The shapes, from what the bench database holds (governorates, areas with centres, the lab's orders). */
function shapesOf(input: { governorates: number[]; areas: number[]; cursors: string[] }): Shape[] {
  const services = '/api/v1/centres/services'
  const centresOf = (serviceId: string, query: Query) =>
    withQuery(`${services}/${encodeURIComponent(serviceId)}/centres`, query)
  const labTests = ['lab:cbc', 'lab:hba1c', 'lab:tsh', 'lab:vitamin-d', 'lab:lipid-profile', 'lab:ferritin']
  const scans = ['radio:mri-brain', 'radio:us-abdomen', 'radio:xray-chest', 'radio:ct-chest']
  const tests = [...labTests, ...scans]
  // Where patients share their location from: Nasr City, Dokki, Maadi, Smouha.
  const places = [
    { lat: 30.0561, lng: 31.3417 },
    { lat: 30.0385, lng: 31.2118 },
    { lat: 29.9602, lng: 31.2569 },
    { lat: 31.2156, lng: 29.9425 },
  ]
  const orders = (query: Query) => withQuery('/api/v1/centre-orders', query)
  return [
    {
      group: 'search',
      name: 'test by name, Arabic, labs',
      url: (i) =>
        withQuery(services, {
          kind: 'lab',
          q: pick(['صورة دم', 'السكر التراكمي', 'الغده الدرقيه', 'فيتامين د', 'دهون', 'وظائف الكبد'], i),
        }),
    },
    {
      group: 'search',
      name: 'test by name or code, Latin letters and spellings, labs',
      url: (i) =>
        withQuery(services, {
          kind: 'lab',
          q: pick(['cbc', 'HbA1c', 'vitamin d', 'TSH', 'Lipid', 'ferritin', 'haemoglobin', 'thyroid'], i),
        }),
    },
    {
      group: 'search',
      name: 'scan by name, Arabic and English, radiology',
      url: (i) =>
        withQuery(services, {
          kind: 'radio',
          q: pick(['رنين', 'MRI brain', 'سونار', 'x-ray', 'مقطعيه', 'panoramic', 'دوبلر', 'Ultrasound'], i),
        }),
    },
    {
      group: 'search',
      name: 'name without a kind (tests and scans), both scripts',
      url: (i) => withQuery(services, { q: pick(['دم', 'thyroid', 'الغدة', 'serum', 'أشعة', 'PCR'], i) }),
    },
    {
      group: 'search',
      name: 'name being typed or misspelt',
      url: (i) =>
        withQuery(services, { q: pick(['فيتام', 'Vitamn', 'hemo', 'تحلي', 'كرياتنين', 'magn'], i) }),
    },
    {
      group: 'search',
      name: 'by category (clinical and commercial), with the kind',
      url: (i) => {
        const [kind, categoryId] = pick(
          [
            ['lab', 'lab:chemistry'],
            ['lab', 'lab:hormones'],
            ['lab', 'lab:checkups'],
            ['radio', 'radio:mri'],
            ['radio', 'radio:ultrasound'],
            ['radio', 'radio:pregnancy'],
          ],
          i,
        ) as [string, string]
        return withQuery(services, { kind, categoryId })
      },
    },
    {
      group: 'search',
      name: 'a kind’s whole list (no name), 100 services',
      url: (i) => withQuery(services, { kind: pick(['lab', 'radio'], i), limit: 100 }),
    },
    {
      group: 'listing',
      name: 'no filter, by price',
      url: (i) => centresOf(pick(tests, i), {}),
    },
    {
      group: 'listing',
      name: 'governorate, by price',
      url: (i) => centresOf(pick(tests, i), { governorateId: pick(input.governorates, i) }),
    },
    {
      group: 'listing',
      name: 'area, by price',
      url: (i) => centresOf(pick(tests, i), { areaId: pick(input.areas, i * 7) }),
    },
    {
      group: 'listing',
      name: 'home collection and insurance, by price (labs)',
      url: (i) => centresOf(pick(labTests, i), { homeCollection: true, insurance: true }),
    },
    {
      group: 'listing',
      name: 'price range, by price',
      url: (i) => centresOf(pick(tests, i), { minPrice: 10_000, maxPrice: 40_000 }),
    },
    {
      group: 'listing',
      name: 'nearest, no filter',
      url: (i) => centresOf(pick(tests, i), { sort: 'nearest', ...pick(places, i) }),
    },
    {
      group: 'listing',
      name: 'nearest, governorate, insurance and price range',
      url: (i) =>
        centresOf(pick(tests, i), {
          sort: 'nearest',
          ...pick(places, i),
          governorateId: pick(input.governorates, i),
          insurance: true,
          maxPrice: 200_000,
        }),
    },
    {
      group: 'listing',
      name: 'a far page (page 20), by price',
      url: (i) => centresOf(pick(tests, i), { page: 20 }),
    },
    ...(['new', 'upcoming', 'toReport', 'delivered', 'undelivered', 'canceled'] as const).map(
      (tab): Shape => ({ group: 'orders', name: `tab ${tab}, first page`, url: () => orders({ tab }) }),
    ),
    {
      group: 'orders',
      name: 'search by patient name, delivered',
      url: (i) =>
        orders({ tab: 'delivered', q: pick(['مريم', 'محمد السيد', 'فاطمه', 'يوسف عمر', 'هبة'], i) }),
    },
    {
      group: 'orders',
      name: 'search by mobile, delivered',
      url: (i) => orders({ tab: 'delivered', q: pick(['01510000', '015100012', '0151000987'], i) }),
    },
    {
      group: 'orders',
      name: 'search by test, every tab',
      url: (i) =>
        orders({
          tab: pick(['delivered', 'new', 'upcoming', 'toReport', 'canceled', 'undelivered'], i),
          q: pick(['cbc', 'صورة دم', 'vitamin', 'سكر', 'TSH'], i),
        }),
    },
    {
      group: 'orders',
      name: `delivered, the next pages by cursor (pages 2–${input.cursors.length + 1})`,
      url: (i) => orders({ tab: 'delivered', cursor: pick(input.cursors, i) }),
    },
  ]
}

export async function benchCentres(): Promise<Row[]> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'sehha-bench-centres-'))
  chmodSync(scratch, 0o755)
  const server = await startEmbeddedPostgres(clusterDir(path.resolve('.data/bench')), { persistent: true })
  const db = createDatabase(server.url('sehha'), 2)
  let api: ChildProcess | undefined
  const rows: Row[] = []
  try {
    await ensureDatabase(server.url('postgres'), 'sehha')
    await migrateToLatest(db)
    await seedCatalog(db)
    if (!(await isSeededAtScale(db))) {
      console.log('seeding the bench database at scale (once; kept in .data/bench)…')
      await seedAtScale(db)
    }
    const centre = await db
      .selectFrom('centres')
      .select(['userId', 'kind'])
      .where('phoneNumber', '=', scaleOrdersCentrePhone)
      .executeTakeFirstOrThrow()
    const { token } = await openSession(
      db,
      new Date(),
      { userId: centre.userId, contextRole: centre.kind as 'lab' | 'radio', language: 'ar' },
      { ip: '127.0.0.1', userAgent: 'bench-centres' },
    )
    const places = (
      await sql<{ governorateId: number; areaId: number }>`
        select governorate_id as "governorateId", area_id as "areaId"
        from centres where phone_number like '0152%' group by 1, 2 order by count(*) desc`.execute(db)
    ).rows
    const counted = (
      await sql<{ centres: string; offers: string; orders: string }>`
        select (select count(*) from centres) as centres, (select count(*) from centre_offers) as offers,
          (select count(*) from centre_orders where centre_user_id = ${centre.userId}::uuid) as orders`.execute(
        db,
      )
    ).rows[0]

    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    api = await startApi(port, {
      DATABASE_URL: server.url('sehha'),
      DATA_DIR: path.join(scratch, 'api'),
      SEED_DEMO: 'off',
      RATE_LIMIT: 'off',
      WAL_ARCHIVE: 'off',
      // Nothing in the background: the figures are the requests' own.
      WORKERS: 'off',
    })

    // Fifty pages of the delivered tab, walked once, for the cursor shape.
    const cursors: string[] = []
    let cursor: string | null = null
    for (let page = 0; page < 50; page++) {
      const query: Query = cursor ? { tab: 'delivered', cursor } : { tab: 'delivered' }
      const answer = await get(base, withQuery('/api/v1/centre-orders', query), token)
      cursor = (JSON.parse(answer.body) as { nextCursor: string | null }).nextCursor
      if (!cursor) break
      cursors.push(cursor)
    }

    const shapes = shapesOf({
      governorates: [...new Set(places.map((p) => p.governorateId))],
      areas: places.slice(0, 30).map((p) => p.areaId),
      cursors,
    })
    const table: Record<string, string | number>[] = []
    for (const shape of shapes) {
      const signedIn = shape.group === 'orders' ? token : undefined
      for (let i = 0; i < warmUp; i++) await get(base, shape.url(i + 1000), signedIn)
      const times: number[] = []
      let bytes = 0
      let found = 0
      for (let i = 0; i < runs; i++) {
        const answer = await get(base, shape.url(i), signedIn)
        times.push(answer.ms)
        bytes += answer.body.length
        const body = JSON.parse(answer.body) as { items: unknown[]; total?: number }
        found += body.total ?? body.items.length
      }
      const label =
        shape.group === 'search'
          ? 'test/scan search'
          : shape.group === 'listing'
            ? '/labs/{serviceId} listing'
            : `order list of a centre with ${Number(counted?.orders ?? 0).toLocaleString('en')} orders`
      table.push({
        shape: `${shape.group}: ${shape.name}`,
        'p50 ms': percentile(times, 50).toFixed(1),
        'p95 ms': percentile(times, 95).toFixed(1),
        'mean found': Math.round(found / runs),
        'mean KB': (bytes / runs / 1024).toFixed(1),
      })
      rows.push({
        figure: `${label}: ${shape.name} (${Math.round(found / runs).toLocaleString('en')} found on average), ${runs} requests p50 / p95`,
        value: `${ms(percentile(times, 50))} / ${ms(percentile(times, 95))}`,
        goal: 'p95 < 20 ms',
      })
    }
    console.log(
      `centres bench: ${Number(counted?.centres ?? 0).toLocaleString('en')} centres, ${Number(counted?.offers ?? 0).toLocaleString('en')} offers`,
    )
    console.table(table)
  } finally {
    if (api) await stopApi(api)
    await db.destroy()
    await server.stop()
    rmSync(scratch, { recursive: true, force: true })
  }
  return rows
}
