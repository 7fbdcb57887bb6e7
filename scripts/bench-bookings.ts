/**
 * Issue 9 §6: booking creation over HTTP with the wallet method (32 clients at once: throughput, p50 and p99) beside
 * the raw rate of inserting into the constrained bookings table directly (32 connections), on the same database in
 * the same run. Each HTTP booking is the whole of createBooking: the session, the doctor, the schedule's slot, the
 * methods, the price, the booking row under bookings_no_overlap, the wallet's ledger posting, two notifications and
 * their delivery jobs, one transaction.
 */
import type { AddressInfo } from 'node:net'
import { availableSlots, type Schedule } from '@app/domain/schedules'
import { sql } from 'kysely'
import { pino } from 'pino'
import { createAdapters } from '../apps/api/src/adapters/adapters'
import { buildApp } from '../apps/api/src/app'
import { loadConfig } from '../apps/api/src/config'
import { connectionStringOf, createDatabase, type Database } from '../apps/api/src/db/database'
import { dummyPasswordHash } from '../apps/api/src/features/accounts/passwords'
import { openSession } from '../apps/api/src/features/accounts/sessions.service'
import * as ledgerService from '../apps/api/src/features/payments/ledger.service'
import { startJobs } from '../apps/api/src/jobs/start'

const clients = Number(process.env.BENCH_CLIENTS ?? 32)

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

/** Free slots of the verified video doctors from tomorrow on, as many as asked, spread over the doctors. */
async function freeSlots(
  db: Database,
  wanted: number,
): Promise<{ doctorId: string; start: string; end: string }[]> {
  const doctors = await db
    .selectFrom('doctors as d')
    .innerJoin('schedules as s', 's.doctorId', 'd.userId')
    .select(['d.userId', 's.timeslotMinutes', 's.defaultWeek', 's.weeks', 's.days'])
    .where('d.verified', '=', true)
    .where('d.testing', '=', false)
    .where('d.videoActive', '=', true)
    .execute()
  const from = new Date(Date.now() + 86_400_000)
  const to = new Date(from.getTime() + 120 * 86_400_000)
  const perDoctor = doctors.map((d) =>
    availableSlots({ schedule: d as unknown as Schedule, busy: [], from, to, now: new Date() }).map((s) => ({
      doctorId: d.userId,
      start: s.start.toISOString(),
      end: s.end.toISOString(),
    })),
  )
  const out: { doctorId: string; start: string; end: string }[] = []
  for (let i = 0; out.length < wanted; i++) {
    let added = false
    for (const slots of perDoctor) {
      const slot = slots[i]
      if (slot && out.length < wanted) {
        out.push(slot)
        added = true
      }
    }
    if (!added) break
  }
  return out
}

async function makePatients(db: Database, count: number): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const phone = `0155${String(9_000_000 + i).padStart(7, '0')}`
    const user = await db
      .insertInto('users')
      .values({ phone, passwordHash: dummyPasswordHash, primaryRole: 'patient' })
      .onConflict((oc) => oc.column('phone').doUpdateSet({ phone }))
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('patients')
      .values({
        userId: user.id,
        name: `مريض ${i}`,
        gender: 'female',
        birthday: '1990-01-01',
        phoneNumber: phone,
        addresses: JSON.stringify([{ countryId: 1, governorateId: 1, areaId: 1 }]),
      })
      .onConflict((oc) => oc.column('userId').doNothing())
      .execute()
    await db.transaction().execute((trx) =>
      ledgerService.post(trx, {
        key: `bench:topup:${user.id}:${Date.now()}`,
        kind: 'cashIn',
        lines: [
          { account: { kind: 'gatewayClearing' }, amount: -100_000_000 },
          { account: { kind: 'wallet', ownerId: user.id }, amount: 100_000_000 },
        ],
      }),
    )
    ids.push(user.id)
  }
  return ids
}

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
  try {
    const patients = await makePatients(db, clients)
    const tokens = await Promise.all(
      patients.map(
        async (userId) =>
          (
            await openSession(
              db,
              new Date(),
              { userId, contextRole: 'patient', language: 'ar' },
              { ip: '127.0.0.1', userAgent: 'bench' },
            )
          ).token,
      ),
    )
    const slots = await freeSlots(db, count * 2)
    if (slots.length < count * 2) throw new Error(`only ${slots.length} free slots for ${count * 2} bookings`)
    const httpSlots = slots.slice(0, count)
    const rawSlots = slots.slice(count)

    // HTTP: 32 clients, each taking the next slot until none is left.
    const latencies: number[] = []
    let next = 0
    let failed = 0
    const began = performance.now()
    await Promise.all(
      tokens.map(async (token) => {
        for (;;) {
          const slot = httpSlots[next++]
          if (!slot) return
          const t0 = performance.now()
          const response = await fetch(`${base}/api/v1/bookings`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              doctorId: slot.doctorId,
              practice: 'video',
              startsAt: slot.start,
              complaint: 'bench',
              method: 'wallet',
              timeZone: 'Africa/Cairo',
              timezoneOffsetMinutes: -120,
            }),
          })
          await response.arrayBuffer()
          latencies.push(performance.now() - t0)
          if (response.status !== 201) failed++
        }
      }),
    )
    const httpSeconds = (performance.now() - began) / 1000
    latencies.sort((a, b) => a - b)

    // Raw: the same table, one insert per statement, 32 connections of their own.
    const patientId = patients[0] ?? ''
    const raw = createDatabase(connectionStringOf(db), clients)
    let rawNext = 0
    const rawBegan = performance.now()
    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (;;) {
          const slot = rawSlots[rawNext++]
          if (!slot) return
          await sql`
            insert into bookings (doctor_id, patient_id, payer_id, practice, status, starts_at, ends_at)
            values (${slot.doctorId}, ${patientId}, ${patientId}, 'video', 'opened', ${slot.start}, ${slot.end})
          `.execute(raw)
        }
      }),
    )
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
    await app.close()
    await jobs.stop()
  }
}
