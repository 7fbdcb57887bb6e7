/**
 * `npm run money-check` (issue 9 §6, money conservation): drives random operations — book with the wallet, book by
 * card, mobile wallet or kiosk and then pay, fail, replay the callback or let the hold time out, top up the wallet —
 * against a real API process over HTTP; and for doctors (issue 12 §5), a paid consult's fee released to their
 * earnings and payouts asked for to wallet numbers whose last digit makes the sandbox succeed, fail, or stay pending
 * until the poll settles it; and (issue 12 §2–3) cancellations (sometimes twice at once), moves to another slot of
 * the same doctor, and consults nobody joined failed by the closing job as no-shows; and (issue 43 §5) lab and
 * radiology orders paid the same ways, cancelled by the patient (refunded to the wallet or the card) or the
 * centre, and scans marked done. It kills that process with SIGKILL at random moments and starts it again, then
 * checks the books:
 *   - all ledger entries sum to zero, and every transaction does;
 *   - no wallet is below zero, and each wallet's kept balance equals the sum of its entries;
 *   - every completed payment order is posted exactly once;
 *   - every confirmed booking has its money: paid from the wallet, or its order completed and posted;
 *   - no order is left pending past its deadline once the jobs have run;
 *   - no doctor's earnings below zero; every payout took its money once, and arrived (settled once) or came back
 *     (returned once), never both; nothing is left in transit once the jobs have run;
 *   - a cancelled or failed paid booking was refunded once or its fee released once, never both, never twice;
 *   - every paid centre order has its payment; one that ended was refunded or earned once, never both; one refunded
 *     to the card (the patient's choice) had its refund sent once.
 * MONEY_OPS (default 100000) operations, MONEY_CLIENTS (default 16) at once; a small database of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync, openSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { sandboxTransaction, sign } from '../apps/api/src/adapters/payments'
import { createDatabase } from '../apps/api/src/db/database'
import { closeAndStop, ensureDatabase, startEmbeddedPostgres } from '../apps/api/src/db/embedded'
import { migrateToLatest } from '../apps/api/src/db/migrate'
import { openSession } from '../apps/api/src/features/accounts/sessions.service'
import * as ledgerService from '../apps/api/src/features/payments/ledger.service'
import { seedCatalog, seedDemo } from '../apps/api/src/db/seed/seed'
import { bookableSlots, makePatients, type ScriptPatient, type ScriptSlot } from './booking-fixtures'

const root = path.resolve(import.meta.dirname, '..')
const totalOps = Number(process.env.MONEY_OPS ?? 100_000)
const clients = Number(process.env.MONEY_CLIENTS ?? 16)
const port = Number(process.env.MONEY_PORT ?? 3298)
const secret = 'money-check-sandbox-secret-0123456789'
const base = `http://127.0.0.1:${port}`

const moneyBilling = {
  firstName: 'A',
  lastName: 'B',
  email: 'a@b.co',
  phoneNumber: '01012345678',
  street: 's',
  building: '1',
  apartment: '1',
  floor: '1',
  city: 'Cairo',
  country: 'EG',
}

const random = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T

function startServer(databaseUrl: string, dataDir: string): ChildProcess {
  return spawn('npx', ['tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      // MONEY_LOG=file: the API's warnings and errors, appended to that file (to find what answered a 5xx).
      LOG_LEVEL: process.env.MONEY_LOG ? 'warn' : 'silent',
      RATE_LIMIT: 'off',
      SEED_DEMO: 'off',
      SANDBOX_HMAC_SECRET: secret,
    },
    // The server's own complaints (a failed start) go to the terminal; requests are not logged.
    stdio: ['ignore', process.env.MONEY_LOG ? openSync(process.env.MONEY_LOG, 'a') : 'ignore', 'inherit'],
    detached: true,
  })
}

async function ready(timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`the API did not come back in ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    // The whole group: npx, tsx and the server behind them.
    process.kill(-(child.pid ?? 0), 'SIGKILL')
  })
}

interface Counters {
  [name: string]: number
}

/** Runs the check; true when the books hold. */
async function main(): Promise<boolean> {
  const dir = mkdtempSync(path.join(tmpdir(), 'sehha-money-'))
  chmodSync(dir, 0o755)
  const server = await startEmbeddedPostgres(path.join(dir, 'pg'), { persistent: false })
  await ensureDatabase(server.url('postgres'), 'sehha')
  const databaseUrl = server.url('sehha')
  const db = createDatabase(databaseUrl, 4)
  const counters: Counters = {}
  const count = (name: string) => (counters[name] = (counters[name] ?? 0) + 1)
  let api: ChildProcess | null = null
  try {
    await migrateToLatest(db)
    await seedCatalog(db)
    await seedDemo(db)
    const patients = await makePatients(db, clients * 2, { phonePrefix: '0156' })
    const slots = await bookableSlots(db, Number.MAX_SAFE_INTEGER, 300)
    let slotIndex = 0
    // The doctors whose slots are booked, each with a session (issue 12 §5: they pay their earnings out).
    const doctors = await Promise.all(
      [...new Set(slots.map((slot) => slot.doctorId))].map(async (id) => ({
        id,
        token: (
          await openSession(
            db,
            new Date(),
            { userId: id, contextRole: 'doctor', language: 'ar' },
            { ip: '127.0.0.1', userAgent: 'money-check' },
          )
        ).token,
      })),
    )
    // The demo lab and radiology centre (issue 43 §5), each with a session: they deliver and cancel orders.
    const centres = await Promise.all(
      (
        await sql<{ id: string; kind: 'lab' | 'radio' }>`
          select c.user_id as id, c.kind from centres c where c.phone_number in ('01000000003', '01000000004')`.execute(
          db,
        )
      ).rows.map(async (centre) => ({
        ...centre,
        serviceId: centre.kind === 'lab' ? 'lab:cbc' : 'radio:xray-chest',
        token: (
          await openSession(
            db,
            new Date(),
            { userId: centre.id, contextRole: centre.kind, language: 'ar' },
            { ip: '127.0.0.1', userAgent: 'money-check' },
          )
        ).token,
      })),
    )
    api = startServer(databaseUrl, dir)
    await ready()

    const call = async (token: string, method: string, url: string, body?: unknown) => {
      try {
        const response = await fetch(`${base}${url}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        })
        const text = await response.text()
        if (response.status >= 500) count(`http ${response.status}`)
        return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
      } catch {
        // Killed under it: this operation is lost (as a client's would be); wait for the API before the next.
        count('request lost (API killed)')
        await ready()
        return { status: 0, json: {} }
      }
    }
    const callback = async (orderId: string, amount: number, success: boolean) => {
      // The gateway's own order for ours, numbered when the payer opened the checkout (issue 41 §1): the callback
      // signs it. Played here as the checkout would number it.
      const opened = await sql<{ ref: string }>`
        update payment_orders
           set provider_order_ref = coalesce(provider_order_ref, (floor(random() * 1e12))::bigint::text)
         where id = ${orderId} returning provider_order_ref as ref
      `.execute(db)
      const providerOrderId = opened.rows[0]?.ref
      if (!providerOrderId) return 404
      const obj = sandboxTransaction({
        orderId,
        providerOrderId,
        amount,
        method: 'card',
        success,
        pan: '4242',
        transactionId: Math.floor(Math.random() * 1e9),
      })
      try {
        const response = await fetch(`${base}/api/v1/payments/callback/sandbox?hmac=${sign(obj, secret)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'TRANSACTION', obj }),
          signal: AbortSignal.timeout(15_000),
        })
        if (response.status >= 500) count(`callback ${response.status}`)
        return response.status
      } catch {
        count('callback lost (API killed)')
        await ready()
        return 0
      }
    }
    const nextSlot = () => slots[slotIndex++ % slots.length] as ScriptSlot

    /**
     * A paid consult held and documented: it is finished and its doctor's held fee becomes earnings (SPEC 3.5 'visit
     * receive'). The call itself is not driven here: the status and the posting are made as the consult feature
     * makes them.
     */
    const documentConsult = async () => {
      const booking = await sql<{ id: string; doctorId: string; doctorPrice: number }>`
        select b.id, b.doctor_id as "doctorId", b.doctor_price as "doctorPrice" from bookings b
        where b.status = 'opened' and b.total > 0
          and exists (select 1 from ledger_transactions t where t.booking_id = b.id and t.kind = 'visitPay')
          and not exists (select 1 from ledger_transactions t where t.booking_id = b.id and t.kind <> 'visitPay')
        order by random() limit 1`.execute(db)
      const row = booking.rows[0]
      if (!row) return
      // The consult happened and ended (issue 11: going → finished), then its report released the fee.
      const released = await db.transaction().execute(async (trx) => {
        const finished = await sql`
          update bookings set status = 'finished', finished_at = now() where id = ${row.id} and status = 'opened'`.execute(
          trx,
        )
        if (!finished.numAffectedRows) return false
        return ledgerService.postConsultDocumented(trx, {
          bookingId: row.id,
          doctorId: row.doctorId,
          amount: row.doctorPrice,
          paid: true,
        })
      })
      count(released ? 'consult finished and documented' : 'consult changed meanwhile')
    }

    /**
     * A doctor with earnings pays out part or all of them, now and then twice at once for the whole balance (one must
     * be refused); the number's last digit picks the sandbox's outcome (success, failure, pending then either).
     */
    const payOut = async () => {
      const earner = await sql<{ ownerId: string }>`
        select owner_id as "ownerId" from ledger_accounts
        where kind = 'doctorEarnings' and balance >= 600 order by random() limit 1`.execute(db)
      const doctor = doctors.find((d) => d.id === earner.rows[0]?.ownerId)
      if (!doctor) return
      const earnings = await call(doctor.token, 'GET', '/api/v1/earnings')
      const available = typeof earnings.json.available === 'number' ? earnings.json.available : 0
      if (available < 600) return
      const request = (amount: number) =>
        call(doctor.token, 'POST', '/api/v1/payouts', {
          amount,
          msisdn: `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
          issuer: 'vodafone',
          fullName: 'Money Check',
          email: 'money@check.example',
        })
      const answers =
        Math.random() < 0.2
          ? await Promise.all([request(available), request(available)])
          : [
              await request(
                Math.random() < 0.3 ? available : 600 + Math.floor(Math.random() * (available - 599)),
              ),
            ]
      for (const { status } of answers) count(`payout → ${status}`)
    }

    /**
     * The patient changes one of their paid bookings (issue 12 §2): cancels it (a tenth of the time twice at once:
     * one is refused), or moves it to another free slot of the same doctor.
     */
    const change = async (patient: ScriptPatient) => {
      const mine = await sql<{ id: string; doctorId: string }>`
        select id, doctor_id as "doctorId" from bookings
        where payer_id = ${patient.id} and status = 'opened' and starts_at > now() + interval '1 minute'
        order by random() limit 1`.execute(db)
      const booking = mine.rows[0]
      if (!booking) return
      if (Math.random() < 0.6) {
        const cancel = () => call(patient.token, 'POST', `/api/v1/bookings/${booking.id}/cancel`, {})
        const answers = Math.random() < 0.1 ? await Promise.all([cancel(), cancel()]) : [await cancel()]
        for (const { status } of answers) count(`cancel → ${status}`)
        return
      }
      const others = slots.filter((slot) => slot.doctorId === booking.doctorId)
      const to = others[Math.floor(Math.random() * others.length)]
      if (!to) return
      const { status } = await call(patient.token, 'POST', `/api/v1/bookings/${booking.id}/reschedule`, {
        startsAt: to.start,
      })
      count(`move → ${status}`)
    }

    /**
     * A consult nobody joined (issue 12 §3): a paid video booking's time is made past, as time passing would; the
     * API's closing job (every minute) fails it — the doctor absent, so the patient's money comes back.
     */
    const noShow = async () => {
      try {
        const due = await sql<{ id: string }>`
          update bookings set starts_at = now() - interval '20 minutes', ends_at = now() - interval '5 minutes'
          where id = (
            select id from bookings where status = 'opened' and practice = 'video' and total > 0
            order by random() limit 1 for update skip locked)
          returning id`.execute(db)
        if (due.rows[0]) count('made a no-show')
      } catch {
        // Another of the doctor's bookings holds that past time: the no-overlap constraint refuses; another time.
        count('no-show refused (overlap)')
      }
    }

    /** The visit times of each centre's next days (issue 43 §2), read once: a centre takes any number a time. */
    const centreTimes = new Map<string, string[]>()
    const timesOf = async (token: string, centre: (typeof centres)[number]) => {
      const known = centreTimes.get(centre.id)
      if (known?.length) return known
      const query = `centreId=${centre.id}&serviceId=${centre.serviceId}`
      const first = await call(token, 'GET', `/api/v1/centre-orders/quote?${query}`)
      const days = Array.isArray(first.json.days) ? (first.json.days as string[]) : []
      const times: string[] = []
      for (const day of days.slice(1, 6)) {
        const quote = await call(token, 'GET', `/api/v1/centre-orders/quote?${query}&date=${day}`)
        if (Array.isArray(quote.json.times)) times.push(...(quote.json.times as string[]))
      }
      centreTimes.set(centre.id, times)
      return times
    }

    /**
     * A patient orders a test or a scan (issue 43 §2, §5): from the wallet, or by card, mobile wallet or kiosk with
     * the payment's fates of a doctor booking; or cancels one of their booked orders.
     */
    const centreOrder = async (patient: ScriptPatient) => {
      if (Math.random() < 0.2) {
        const mine = await sql<{ id: string; method: string }>`
          select id, method from centre_orders
          where payer_id = ${patient.id} and status = 'booked' and starts_at > now()
          order by random() limit 1`.execute(db)
        const order = mine.rows[0]
        if (!order) return
        // Paid by card, the patient has it back on the card half the time (issue 12 §2's choice, for orders too).
        const refundTo = order.method === 'card' && Math.random() < 0.5 ? 'card' : 'wallet'
        const { status } = await call(patient.token, 'POST', `/api/v1/centre-orders/${order.id}/cancel`, {
          refundTo,
        })
        count(`centre order: patient cancel (refund to ${refundTo}) → ${status}`)
        return
      }
      const centre = random(centres)
      const times = await timesOf(patient.token, centre)
      if (times.length === 0) return
      const method = Math.random() < 0.5 ? 'wallet' : random(['card', 'mobileWallet', 'kiosk'] as const)
      const quote = await call(
        patient.token,
        'GET',
        `/api/v1/centre-orders/quote?centreId=${centre.id}&serviceId=${centre.serviceId}`,
      )
      const prices = Array.isArray(quote.json.prices)
        ? (quote.json.prices as { method: string; total: number }[])
        : []
      const total = prices.find((price) => price.method === method)?.total
      if (total === undefined) return
      const { status, json } = await call(patient.token, 'POST', '/api/v1/centre-orders', {
        centreId: centre.id,
        serviceId: centre.serviceId,
        startsAt: random(times),
        note: 'money check',
        method,
        timeZone: 'Africa/Cairo',
        total,
        ...(method === 'card' ? { billing: moneyBilling } : {}),
      })
      count(`centre order ${method} → ${status}`)
      const orderId = typeof json.paymentOrderId === 'string' ? json.paymentOrderId : null
      if (!orderId) return
      const fate = Math.random()
      if (fate < 0.6) await callback(orderId, total, true)
      else if (fate < 0.75) await callback(orderId, total, false)
      else if (fate < 0.9) await Promise.all(Array.from({ length: 3 }, () => callback(orderId, total, true)))
      // else: left pending (its deadline job settles it later).
    }

    /** A centre works a booked order: a scan is marked done, or the centre cancels (a full refund). */
    const centreWork = async () => {
      const booked = await sql<{ id: string; centreId: string; kind: string }>`
        select id, centre_user_id as "centreId", kind from centre_orders where status = 'booked'
        order by random() limit 1`.execute(db)
      const order = booked.rows[0]
      const centre = centres.find((c) => c.id === order?.centreId)
      if (!order || !centre) return
      const deliver = order.kind === 'radio' && Math.random() < 0.7
      const { status } = deliver
        ? await call(centre.token, 'POST', `/api/v1/centre-orders/${order.id}/deliver`, { results: [] })
        : await call(centre.token, 'POST', `/api/v1/centre-orders/${order.id}/cancel`, {
            reason: 'money check',
          })
      count(`centre order: centre ${deliver ? 'deliver' : 'cancel'} → ${status}`)
    }

    /** One random operation of a patient, or now and then of a doctor. */
    const operate = async (patient: ScriptPatient) => {
      const doctorRoll = Math.random()
      if (doctorRoll < 0.1) return documentConsult()
      if (doctorRoll < 0.18) return payOut()
      if (doctorRoll < 0.26) return change(patient)
      if (doctorRoll < 0.29) return noShow()
      if (doctorRoll < 0.37) return centreOrder(patient)
      if (doctorRoll < 0.41) return centreWork()
      const roll = Math.random()
      if (roll < 0.2) {
        const amount = 600 + Math.floor(Math.random() * 50_000)
        const { json } = await call(patient.token, 'POST', '/api/v1/payments/cash-in', {
          amount,
          method: random(['mobileWallet', 'kiosk'] as const),
        })
        count('cash in')
        if (typeof json.orderId === 'string') await callback(json.orderId, amount, Math.random() < 0.9)
        return
      }
      const slot = nextSlot()
      const method = roll < 0.5 ? 'wallet' : random(['card', 'mobileWallet', 'kiosk'] as const)
      const { status, json } = await call(patient.token, 'POST', '/api/v1/bookings', {
        doctorId: slot.doctorId,
        practice: 'video',
        startsAt: slot.start,
        complaint: 'money check',
        method,
        timeZone: 'Africa/Cairo',
        timezoneOffsetMinutes: -120,
        ...(method === 'card' ? { billing: moneyBilling } : {}),
      })
      count(`book ${method} → ${status}`)
      const orderId = typeof json.orderId === 'string' ? json.orderId : null
      if (!orderId) return
      const order = await call(patient.token, 'GET', `/api/v1/payments/orders/${orderId}`)
      const amount = typeof order.json.amount === 'number' ? order.json.amount : 0
      const fate = Math.random()
      if (fate < 0.5) await callback(orderId, amount, true)
      else if (fate < 0.65) await callback(orderId, amount, false)
      else if (fate < 0.8) await Promise.all(Array.from({ length: 5 }, () => callback(orderId, amount, true)))
      else if (fate < 0.9) {
        // The hold's deadline comes now: the expiry job is made due, as time passing would.
        await sql`update pgboss.job set start_after = now() where name = 'payments.expire' and data->>'orderId' = ${orderId}`.execute(
          db,
        )
        count('hold expired early')
        // Sometimes the payment arrives after all, late.
        if (Math.random() < 0.5) {
          await new Promise((resolve) => setTimeout(resolve, 200))
          await callback(orderId, amount, true)
        }
      }
      // else: left pending (its deadline job settles it later).
    }

    let done = 0
    let kills = 0
    const began = performance.now()
    let stopping = false
    const killer = (async () => {
      while (!stopping) {
        await new Promise((resolve) => setTimeout(resolve, 3000 + Math.random() * 5000))
        if (stopping || !api) break
        await kill(api)
        kills++
        const down = performance.now()
        api = startServer(databaseUrl, dir)
        await ready()
        if (process.env.MONEY_VERBOSE)
          console.log(`killed, back in ${((performance.now() - down) / 1000).toFixed(1)} s`)
      }
    })()
    await Promise.all(
      Array.from({ length: clients }, async (_, i) => {
        while (done < totalOps) {
          const n = ++done
          await operate(patients[(i + n) % patients.length] as ScriptPatient)
          if (n % 5000 === 0) console.log(`${n} operations, ${kills} kills`)
        }
      }),
    )
    stopping = true
    await killer
    // Let every deadline fall due and the jobs run, then check.
    // Only the deadlines of orders still pending matter: the others' jobs would find nothing to do (tens of
    // thousands of them after 100,000 operations, queued ahead of the ones that count).
    await sql`
      update pgboss.job set start_after = now()
      where name = 'payments.expire' and state = 'created'
        and (data->>'orderId')::uuid in (select id from payment_orders where status = 'pending')`.execute(db)
    // The payments' jobs decide the books (deadlines, the sandbox's callbacks): up to 15 minutes for them. The
    // notifications' deliveries (hundreds of thousands after 100,000 operations) only tell people; they are counted.
    for (let i = 0; i < 1800; i++) {
      const pending = await sql<{ n: string }>`
        select count(*) as n from pgboss.job
        where (name like 'payments.%' or name like '%.endFailedHold')
          and state in ('created', 'retry', 'active') and start_after <= now()`.execute(db)
      if (Number(pending.rows[0]?.n) === 0) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    // Consults made no-shows are failed by the closing job, every minute: up to 3 minutes for it.
    for (let i = 0; i < 360; i++) {
      const open = await sql<{ n: string }>`
        select count(*) as n from bookings where status = 'opened' and practice = 'video' and ends_at <= now()`.execute(
        db,
      )
      if (Number(open.rows[0]?.n) === 0) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    // Payouts still on their way are settled by the poll, one inquiry per 15 s (50 payouts each): up to 10 minutes.
    for (let i = 0; i < 1200; i++) {
      const open = await sql<{ n: string }>`
        select count(*) as n from payouts where status in ('requested', 'pending')`.execute(db)
      if (Number(open.rows[0]?.n) === 0) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const backlog = await sql<{ name: string; state: string; n: string }>`
      select name, state, count(*) as n from pgboss.job where state <> 'completed' group by 1, 2 order by 1, 2`.execute(
      db,
    )
    console.table(backlog.rows)
    const seconds = (performance.now() - began) / 1000

    const one = async (query: ReturnType<typeof sql<{ n: string }>>) =>
      Number((await query.execute(db)).rows[0]?.n)
    const checks = {
      'all entries sum to zero':
        (await one(sql`select coalesce(sum(amount), 0) as n from ledger_entries`)) === 0,
      'every transaction balances':
        (await one(sql`
        select count(*) as n from (select transaction_id from ledger_entries group by 1 having sum(amount) <> 0) x`)) ===
        0,
      'no wallet below zero':
        (await one(sql`select count(*) as n from ledger_accounts where kind = 'wallet' and balance < 0`)) ===
        0,
      'each wallet balance equals its entries':
        (await one(sql`
        select count(*) as n from ledger_accounts a
        left join (select account_id, sum(amount) as total from ledger_entries group by 1) e on e.account_id = a.id
        where a.owner_id is not null and a.balance <> coalesce(e.total, 0)`)) === 0,
      // Its payment once; a second real payment of a paid order (another transaction: the payer paid twice) is the
      // payer's, credited to the wallet once per transaction (issue 41 §1), and counted apart.
      'every completed order posted exactly once':
        (await one(sql`
        select count(*) as n from payment_orders o
        left join (
          select order_id, count(*) as postings from ledger_transactions
          where idempotency_key not like 'order:%:extra:%' group by 1
        ) t on t.order_id = o.id
        where o.status = 'completed' and coalesce(t.postings, 0) <> 1`)) === 0,
      'every second payment of a paid order credited to the wallet once':
        (await one(sql`
        select count(*) as n from payment_orders o
        where (select count(*) from payment_transactions x where x.order_id = o.id and x.outcome = 'extra')
           <> (select count(*) from ledger_transactions t
               where t.order_id = o.id and t.idempotency_key like 'order:%:extra:%')`)) === 0,
      'no posting for an order that is not completed':
        (await one(sql`
        select count(*) as n from ledger_transactions t join payment_orders o on o.id = t.order_id
        where o.status <> 'completed'`)) === 0,
      'every confirmed booking has its money':
        (await one(sql`
        select count(*) as n from bookings b
        where b.status = 'opened' and b.total > 0
          and not exists (select 1 from ledger_transactions t where t.booking_id = b.id and t.kind = 'visitPay')`)) ===
        0,
      'no order pending past its deadline':
        (await one(sql`
        select count(*) as n from payment_orders where status = 'pending' and expires_at < now()`)) === 0,
      'no earnings below zero':
        (await one(
          sql`select count(*) as n from ledger_accounts where kind = 'doctorEarnings' and balance < 0`,
        )) === 0,
      'every payout took its money once, and arrived or came back once':
        (await one(sql`
        select count(*) as n from payouts p
        left join lateral (
          select count(*) filter (where t.idempotency_key = 'payout:' || p.id || ':request') as requested,
                 count(*) filter (where t.idempotency_key = 'payout:' || p.id || ':settle') as settled,
                 count(*) filter (where t.idempotency_key = 'payout:' || p.id || ':return') as returned
          from ledger_transactions t where t.idempotency_key like 'payout:' || p.id || ':%'
        ) x on true
        where x.requested <> 1
           or x.settled <> (case when p.status = 'succeeded' then 1 else 0 end)
           or x.returned <> (case when p.status = 'failed' then 1 else 0 end)`)) === 0,
      'a cancelled or failed paid booking refunded once or its fee released once, never both':
        (await one(sql`
        select count(*) as n from bookings b
        left join lateral (
          select count(*) filter (where t.kind = 'visitRefund' and t.order_id is null) as refunds,
                 count(*) filter (where t.kind = 'visitReceive') as releases
          from ledger_transactions t where t.booking_id = b.id
        ) x on true
        where b.status in ('canceled', 'failed') and b.total > 0
          and exists (select 1 from ledger_transactions t where t.booking_id = b.id and t.kind = 'visitPay')
          and (x.refunds + x.releases <> 1)`)) === 0,
      // Issue 43 §5: a lab or radiology order's money, as a booking's.
      'every booked or delivered centre order has its money':
        (await one(sql`
        select count(*) as n from centre_orders o
        where o.status in ('booked', 'delivered', 'undelivered') and o.total > 0
          and not exists (
            select 1 from ledger_transactions t where t.centre_order_id = o.id and t.kind = 'visitPay')`)) ===
        0,
      'a centre order paid is refunded once or earned once, never both, and only when it ended':
        (await one(sql`
        select count(*) as n from centre_orders o
        left join lateral (
          select count(*) filter (where t.kind = 'visitRefund' and t.order_id is null) as refunds,
                 count(*) filter (where t.kind = 'visitReceive') as releases
          from ledger_transactions t where t.centre_order_id = o.id
        ) x on true
        where o.total > 0
          and exists (select 1 from ledger_transactions t where t.centre_order_id = o.id and t.kind = 'visitPay')
          and x.refunds + x.releases <> (case when o.status in ('canceled', 'delivered', 'undelivered') then 1 else 0 end)`)) ===
        0,
      'a centre order refunded to the card had its refund sent once, and no other did':
        (await one(sql`
        select count(*) as n from centre_orders o
        left join payment_refunds r on r.centre_order_id = o.id
        where (o.refund_to is not distinct from 'card') <> (r.status is not distinct from 'sent')
           or (r.centre_order_id is not null and r.amount <> o.total)`)) === 0,
      'no centre order pending past its deadline':
        (await one(sql`
        select count(*) as n from centre_orders where status = 'pending' and hold_expires_at < now()`)) === 0,
      'nothing left in transit':
        (await one(sql`
        select count(*) as n from payouts where status in ('requested', 'pending')`)) === 0 &&
        (await one(sql`
        select coalesce(sum(e.amount), 0) as n from ledger_entries e
        join ledger_accounts a on a.id = e.account_id where a.kind = 'payoutsInTransit'`)) === 0,
    }
    const figures = await sql<{
      bookings: string
      centreOrders: string
      orders: string
      payouts: string
      postings: string
      entries: string
    }>`
      select (select count(*) from bookings) as bookings, (select count(*) from centre_orders) as "centreOrders",
             (select count(*) from payment_orders) as orders,
             (select count(*) from payouts) as payouts,
             (select count(*) from ledger_transactions) as postings, (select count(*) from ledger_entries) as entries`.execute(
      db,
    )
    console.table(counters)
    console.table(figures.rows)
    console.table(Object.entries(checks).map(([check, ok]) => ({ check, ok })))
    if (!checks['every completed order posted exactly once']) {
      // What a failure looks like: the orders, what they pay for, and their postings.
      const unposted = await sql`
        select o.id, o.kind, o.method, o.booking_id, o.centre_order_id, c.status as centre_status,
               (select string_agg(t.idempotency_key, ', ') from ledger_transactions t where t.order_id = o.id) as keys,
               (select string_agg(x.outcome, ', ') from payment_transactions x where x.order_id = o.id) as claims
        from payment_orders o left join centre_orders c on c.id = o.centre_order_id
        where o.status = 'completed'
          and (select count(*) from ledger_transactions t
               where t.order_id = o.id and t.idempotency_key not like 'order:%:extra:%') <> 1
        limit 10`.execute(db)
      console.table(unposted.rows)
    }
    if (!checks['no order pending past its deadline']) {
      // What a failure looks like: the orders and the state of their deadline's job.
      const late = await sql`
        select o.id, o.method, o.expires_at, j.state, j.retry_count, j.output
        from payment_orders o left join pgboss.job j on j.name = 'payments.expire' and j.data->>'orderId' = o.id::text
        where o.status = 'pending' and o.expires_at < now() limit 10`.execute(db)
      console.table(late.rows)
    }
    console.log(
      `${done} operations by ${clients} clients in ${seconds.toFixed(0)} s, the API killed ${kills} times`,
    )
    return Object.values(checks).every((ok) => ok)
  } finally {
    if (api) await kill(api)
    await closeAndStop(db, server)
    rmSync(dir, { recursive: true, force: true })
  }
}

// Set here, after the embedded server stopped: an exit code set inside main did not survive its shutdown.
process.exit((await main()) ? 0 : 1)
