/**
 * Issue 41 §2: how soon a slot is bookable again once its hold's deadline passes. `count` card holds are made to fall
 * due within `spreadMs` (the server's clock is set back while each is made, so its 15 minutes end at the wanted
 * instant), then, from each deadline on, a patient of its own tries to book that slot (wallet and card by turn),
 * again every 20 ms while refused; the figure is the time from the deadline to the answer that booked it. The
 * deadline jobs (payments.expire) run meanwhile in the same process, as on a server. Loopback only; every wait is
 * bounded, and the run stops by itself.
 */
import { Agent } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as delay } from 'node:timers/promises'
import { holdMinutes } from '@app/domain/bookings'
import { pino } from 'pino'
import { createAdapters } from '../apps/api/src/adapters/adapters'
import { buildApp } from '../apps/api/src/app'
import { loadConfig } from '../apps/api/src/config'
import { connectionStringOf, type Database } from '../apps/api/src/db/database'
import { startJobs } from '../apps/api/src/jobs/start'
import { validBilling } from '../apps/api/src/testing/billing'
import { bookableSlots, makePatients, percentile, post } from './booking-fixtures'

export interface HoldBenchFigures {
  holds: number
  spreadSeconds: number
  /** Deadline → the answer that booked the slot, ms, for the slots booked. */
  p50: number
  p95: number
  max: number
  booked: number
}

export async function benchHolds(db: Database, count = 100, spreadMs = 60_000): Promise<HoldBenchFigures> {
  const env = { ...process.env }
  delete env.DATABASE_URL
  const config = loadConfig(env, { LOG_LEVEL: 'silent', RATE_LIMIT: 'off', SEED_DEMO: 'off', WORKERS: 'on' })
  // The server's clock, set back while a hold is made so that its deadline falls when wanted; real otherwise.
  let offsetMs = 0
  const clock = { now: () => new Date(Date.now() + offsetMs) }
  const adapters = createAdapters(config, db)
  const jobs = await startJobs({
    config,
    db,
    connectionString: connectionStringOf(db),
    adapters,
    log: pino({ level: 'silent' }),
    workers: true,
    clock,
    instanceName: 'bench-holds',
  })
  const app = await buildApp({ config, db, jobs, clock, adapters })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/bookings`
  const agent = new Agent({ keepAlive: true, maxSockets: 32 })
  try {
    // One holder and one taker per slot: the caps on unpaid holds (1 per payer and doctor) leave each its own.
    const holders = await makePatients(db, count, { phonePrefix: '0156' })
    const takers = await makePatients(db, count, { phonePrefix: '0157', wallet: 10_000_000 })
    const slots = await bookableSlots(db, count, 30)
    if (slots.length < count) throw new Error(`only ${slots.length} free slots for ${count} holds`)
    const body = (slot: (typeof slots)[number], method: 'card' | 'wallet') => ({
      doctorId: slot.doctorId,
      practice: 'video',
      startsAt: slot.start,
      complaint: 'bench',
      method,
      timeZone: 'Africa/Cairo',
      timezoneOffsetMinutes: -120,
      ...(method === 'card'
        ? {
            billing: validBilling,
          }
        : {}),
    })

    // The holds, made one after another; the first falls due 30 s after they began to be made (a margin for making them).
    const holdMs = holdMinutes.card * 60_000
    const orderIds: string[] = []
    const madeBy = Date.now() + 30_000
    for (let i = 0; i < count; i++) {
      const slot = slots[i]
      const holder = holders[i]
      if (!slot || !holder) throw new Error('fixtures')
      offsetMs = madeBy + (spreadMs * i) / count - holdMs - Date.now()
      const answer = await post(url, agent, holder.token, body(slot, 'card'))
      if (answer.status !== 201) throw new Error(`hold ${i} answered ${answer.status}: ${answer.body}`)
      orderIds.push((JSON.parse(answer.body) as { orderId: string }).orderId)
    }
    offsetMs = 0
    if (Date.now() > madeBy) throw new Error('making the holds took longer than their margin')
    const orders = await db
      .selectFrom('paymentOrders')
      .select(['id', 'expiresAt'])
      .where('id', 'in', orderIds)
      .execute()
    const deadlineOf = new Map(orders.map((o) => [o.id, o.expiresAt.getTime()]))

    // From each deadline on, its taker books the slot; refused (still held), again 20 ms later, for 2 minutes at most.
    const latencies: number[] = []
    await Promise.all(
      orderIds.map(async (orderId, i) => {
        const slot = slots[i]
        const taker = takers[i]
        const deadline = deadlineOf.get(orderId)
        if (!slot || !taker || deadline === undefined) return
        await delay(Math.max(0, deadline - Date.now()))
        const giveUp = deadline + 120_000
        while (Date.now() < giveUp) {
          const answer = await post(url, agent, taker.token, body(slot, i % 2 === 0 ? 'wallet' : 'card'))
          if (answer.status === 201) {
            latencies.push(Date.now() - deadline)
            return
          }
          if (answer.status !== 409)
            throw new Error(`taking slot ${i} answered ${answer.status}: ${answer.body}`)
          await delay(20)
        }
      }),
    )
    latencies.sort((x, y) => x - y)
    return {
      holds: count,
      spreadSeconds: spreadMs / 1000,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies.at(-1) ?? Number.NaN,
      booked: latencies.length,
    }
  } finally {
    agent.destroy()
    await app.close()
    await jobs.stop()
  }
}
