/**
 * Issue 8 §2, §7: how long a notification-style message takes from `publish` on API instance A to a socket of the
 * user connected to instance B (two `buildApp` on one database, each on a real loopback port). 100 messages, one
 * after the other, so each figure is one trip (pg_notify, commit, the listener of B, the socket) and not a queue.
 */
import type { AddressInfo } from 'node:net'
import { realtimeMessageSchema } from '@app/domain/realtime'
import { sql } from 'kysely'
import WebSocket from 'ws'
import { buildApp } from '../apps/api/src/app'
import { loadConfig } from '../apps/api/src/config'
import { connectionStringOf, createDatabase, type Database } from '../apps/api/src/db/database'
import { openSession } from '../apps/api/src/features/accounts/sessions.service'
import { publish } from '../apps/api/src/features/realtime/realtime.service'

export async function benchRealtime(
  db: Database,
  count = 100,
): Promise<{ p50: number; p95: number; max: number; count: number }> {
  const env = { ...process.env }
  delete env.DATABASE_URL
  const config = loadConfig(env, { LOG_LEVEL: 'silent', RATE_LIMIT: 'off', SEED_DEMO: 'off' })
  // Two instances as two processes would be: each its own pool and its own listening connection.
  const dbB = createDatabase(connectionStringOf(db), 4)
  const a = await buildApp({ config, db })
  const b = await buildApp({ config, db: dbB })
  await a.listen({ port: 0, host: '127.0.0.1' })
  await b.listen({ port: 0, host: '127.0.0.1' })
  const user = (
    await sql<{ id: string; role: 'patient' | 'doctor' }>`
      select id, primary_role as role from users where primary_role in ('patient', 'doctor') limit 1
    `.execute(db)
  ).rows[0]
  if (!user) throw new Error('no user to connect as')
  const session = await openSession(
    db,
    new Date(),
    { userId: user.id, contextRole: user.role, language: 'ar' },
    { ip: '127.0.0.1', userAgent: 'bench' },
  )
  const socket = new WebSocket(`ws://127.0.0.1:${(b.server.address() as AddressInfo).port}/api/v1/realtime`, {
    headers: { authorization: `Bearer ${session.token}` },
  })
  const arrivals = new Map<string, number>()
  let wake: (() => void) | null = null
  socket.on('message', (data) => {
    const message = realtimeMessageSchema.parse(JSON.parse(String(data)))
    arrivals.set(
      message.type === 'notification.created' ? message.notificationId : message.type,
      performance.now(),
    )
    wake?.()
  })
  const until = async (key: string) => {
    const deadline = performance.now() + 5000
    while (!arrivals.has(key)) {
      if (performance.now() > deadline) throw new Error(`message ${key} did not arrive`)
      await new Promise<void>((resolve) => {
        wake = resolve
        setTimeout(resolve, 50)
      })
    }
    return arrivals.get(key) as number
  }
  try {
    await until('realtime.ready')
    const latencies: number[] = []
    for (let i = 0; i < count; i += 1) {
      const notificationId = crypto.randomUUID()
      const sent = performance.now()
      await publish(db, user.id, { type: 'notification.created', notificationId })
      latencies.push((await until(notificationId)) - sent)
    }
    latencies.sort((x, y) => x - y)
    const at = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]
    return { p50: at(50) ?? NaN, p95: at(95) ?? NaN, max: latencies.at(-1) ?? NaN, count }
  } finally {
    socket.close()
    await sql`delete from sessions where id = ${session.id}`.execute(db)
    await b.close()
    await a.close()
    await dbB.destroy()
  }
}
