/**
 * Issue 9 §6: booking creation over HTTP with the wallet method (32 clients at once: throughput, p50 and p99) beside
 * the raw rate of inserting into the constrained bookings table directly (32 connections), on the same database in
 * the same run. Each HTTP booking is the whole of createBooking: the session, the doctor, the schedule's slot, the
 * methods, the price, the booking row under bookings_no_overlap, the wallet's ledger posting, two notifications and
 * their delivery job; bookings asked for at once share one transaction (ADR 0025). Each side is warmed up first
 * with 320 of its own that are not counted. The clients run in the server's process, on `node:http` with keep-alive
 * as load generators do (ADR 0025): `fetch` costs about 0.3 ms of that one thread per request here, which the
 * figure would count against the server.
 */
import { Agent } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'kysely'
import { pino } from 'pino'
import { createAdapters } from '../apps/api/src/adapters/adapters'
import { buildApp } from '../apps/api/src/app'
import { loadConfig } from '../apps/api/src/config'
import { connectionStringOf, createDatabase, type Database } from '../apps/api/src/db/database'
import { startJobs } from '../apps/api/src/jobs/start'
import { bookableSlots, makePatients, percentile, post, type ScriptSlot } from './booking-fixtures'

const clients = Number(process.env.BENCH_CLIENTS ?? 32)

export interface BookingBenchFigures {
  http: { count: number; perSecond: number; p50: number; p99: number; failed: number }
  raw: { count: number; perSecond: number }
}

export async function benchBookings(db: Database, count = 2000): Promise<BookingBenchFigures> {
  const env = { ...process.env }
  delete env.DATABASE_URL
  const config = loadConfig(env, { LOG_LEVEL: 'silent', RATE_LIMIT: 'off', SEED_DEMO: 'off', WORKERS: 'off' })
  const jobs = await startJobs({
    config,
    db,
    connectionString: connectionStringOf(db),
    adapters: createAdapters(config, db),
    log: pino({ level: 'silent' }),
    workers: false,
    instanceName: 'bench-bookings',
  })
  const app = await buildApp({ config, db, jobs })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const agent = new Agent({ keepAlive: true, maxSockets: clients })
  try {
    const patients = await makePatients(db, clients, { phonePrefix: '0155', wallet: 100_000_000 })
    const tokens = patients.map((p) => p.token)
    // A warm-up of each kind first, not measured: the server's first requests compile its code and open its pool's
    // connections, and the raw side opens its own 32 (ADR 0025, Figures).
    const warm = 10 * clients
    const slots = await bookableSlots(db, (count + warm) * 2, 120)
    if (slots.length < (count + warm) * 2)
      throw new Error(`only ${slots.length} free slots for ${(count + warm) * 2} bookings`)
    const httpWarm = slots.slice(0, warm)
    const httpSlots = slots.slice(warm, warm + count)
    const rawWarm = slots.slice(warm + count, 2 * warm + count)
    const rawSlots = slots.slice(2 * warm + count)

    // HTTP: 32 clients, each taking the next slot until none is left, each on a kept-alive connection of its own.
    const book = async (slots: readonly ScriptSlot[]) => {
      const latencies: number[] = []
      let next = 0
      let failed = 0
      await Promise.all(
        tokens.map(async (token) => {
          for (;;) {
            const slot = slots[next++]
            if (!slot) return
            const t0 = performance.now()
            const { status } = await post(`${base}/api/v1/bookings`, agent, token, {
              doctorId: slot.doctorId,
              practice: 'video',
              startsAt: slot.start,
              complaint: 'bench',
              method: 'wallet',
              timeZone: 'Africa/Cairo',
              timezoneOffsetMinutes: -120,
            })
            latencies.push(performance.now() - t0)
            if (status !== 201) failed++
          }
        }),
      )
      return { latencies, failed }
    }

    // Raw: the same table, one insert per statement, 32 connections of their own.
    const patientId = patients[0]?.id ?? ''
    const raw = createDatabase(connectionStringOf(db), clients)
    const insert = async (slots: readonly ScriptSlot[]) => {
      let next = 0
      await Promise.all(
        Array.from({ length: clients }, async () => {
          for (;;) {
            const slot = slots[next++]
            if (!slot) return
            await sql`
              insert into bookings (doctor_id, patient_id, payer_id, practice, status, starts_at, ends_at)
              values (${slot.doctorId}, ${patientId}, ${patientId}, 'video', 'opened', ${slot.start}, ${slot.end})
            `.execute(raw)
          }
        }),
      )
    }

    await book(httpWarm)
    await insert(rawWarm)
    // A live database's tables are analysed by autovacuum within a minute of growing; this one is a few seconds old,
    // and the plans its connections cache (foreign-key checks, triggers) would still be those of its empty tables.
    await sql`analyze`.execute(db)
    const began = performance.now()
    const { latencies, failed } = await book(httpSlots)
    const httpSeconds = (performance.now() - began) / 1000
    latencies.sort((a, b) => a - b)

    const rawBegan = performance.now()
    await insert(rawSlots)
    const rawSeconds = (performance.now() - rawBegan) / 1000
    await raw.destroy()
    return {
      http: {
        count,
        perSecond: count / httpSeconds,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        failed,
      },
      raw: { count, perSecond: count / rawSeconds },
    }
  } finally {
    agent.destroy()
    await app.close()
    await jobs.stop()
  }
}
