import type { AddressInfo } from 'node:net'
import { realtimeCloseCode, realtimeMessageSchema, type RealtimeMessage } from '@app/domain/realtime'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { setAccountDeactivated } from '#api/features/accounts/sessions.service'
import { buildTestApp, testClock, type TestApp } from '#api/testing/build-test-app'
import { signIn } from '#api/testing/journeys'
import { publish } from './realtime.service'

/**
 * Issue 8 §2 and §6: two API instances on one database, each listening on a real port. A message published through
 * instance A reaches a socket connected to instance B; sockets without a session or from another site are refused;
 * a user only hears their own channel; a rolled-back publish never arrives; an ended session closes its socket.
 */
const demoPatient = { phone: '01000000001', password: 'Patient123' }
const demoDoctor = { phone: '01000000002', password: 'Doctor123' }

let a: TestApp
let b: TestApp
let portA: number
let portB: number
const clock = testClock()

beforeAll(async () => {
  const env = { REALTIME_HEARTBEAT_MS: '100' }
  a = await buildTestApp({ rateLimit: false, env, clock })
  b = await buildTestApp({ rateLimit: false, env, clock, sameDatabaseAs: a })
  await a.app.listen({ port: 0, host: '127.0.0.1' })
  await b.app.listen({ port: 0, host: '127.0.0.1' })
  portA = (a.app.server.address() as AddressInfo).port
  portB = (b.app.server.address() as AddressInfo).port
})

afterAll(async () => {
  await b?.close()
  await a?.close()
})

interface Client {
  socket: WebSocket
  messages: RealtimeMessage[]
  /** The next message not yet taken, parsed by the domain schema. */
  next(timeoutMs?: number): Promise<RealtimeMessage>
  closed: Promise<{ code: number; reason: string }>
}

/** Opens a socket like a browser on our own page would (Origin of the instance), unless told otherwise. */
function connect(
  port: number,
  headers: Record<string, string>,
  origin: string | null = `http://127.0.0.1:${port}`,
): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/realtime`, {
      headers,
      ...(origin ? { origin } : {}),
    })
    const messages: RealtimeMessage[] = []
    let taken = 0
    const waiters: (() => void)[] = []
    socket.on('message', (data) => {
      messages.push(realtimeMessageSchema.parse(JSON.parse(String(data))))
      waiters.splice(0).forEach((wake) => wake())
    })
    const closed = new Promise<{ code: number; reason: string }>((done) =>
      socket.on('close', (code, reason) => done({ code, reason: String(reason) })),
    )
    // A message expected is waited for generously (a busy machine delivers late); its absence is checked with a
    // short time of its own.
    const next = async (timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs
      while (messages.length <= taken) {
        const left = deadline - Date.now()
        if (left <= 0) throw new Error('no message in time')
        await new Promise<void>((wake) => {
          waiters.push(wake)
          setTimeout(wake, left)
        })
      }
      return messages[taken++] as RealtimeMessage
    }
    socket.on('unexpected-response', (_request, response) => {
      reject(Object.assign(new Error(`refused: ${response.statusCode}`), { status: response.statusCode }))
      socket.terminate()
    })
    socket.on('error', reject)
    socket.on('open', () => {
      const client = { socket, messages, next, closed }
      // Subscribed once the server says so.
      void next().then((first) => {
        if (first.type === 'realtime.ready') resolve(client)
        else reject(new Error(`first message was ${first.type}`))
      }, reject)
    })
  })
}

async function signedIn(app: TestApp, account: { phone: string; password: string }) {
  const cookie = await signIn(app.app, account.phone, account.password)
  const session = await app.app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } })
  return { cookie, userId: session.json<{ user: { id: string } }>().user.id }
}

const notification = (): RealtimeMessage => ({
  type: 'notification.created',
  notificationId: crypto.randomUUID(),
})

describe('realtime socket across two API instances (issue 8 §2, §6)', () => {
  it('delivers a message published through instance A to a socket connected to instance B within a second', async () => {
    const patient = await signedIn(b, demoPatient)
    const client = await connect(portB, { cookie: patient.cookie })
    const message = notification()
    const started = performance.now()
    await publish(a.db, patient.userId, message)
    expect(await client.next()).toEqual(message)
    expect(performance.now() - started).toBeLessThan(1000)
    client.socket.close()
  })

  it('refuses a socket without a session, or with an unknown token, before it opens (401)', async () => {
    await expect(connect(portB, {})).rejects.toMatchObject({ status: 401 })
    await expect(connect(portB, { cookie: 'sid=not-a-session' })).rejects.toMatchObject({ status: 401 })
    await expect(connect(portA, { authorization: 'Bearer not-a-session' }, null)).rejects.toMatchObject({
      status: 401,
    })
  })

  it('answers a plain GET without an upgrade with a 4xx, signed out or in, never a 500', async () => {
    const signedOut = await a.app.inject({ method: 'GET', url: '/api/v1/realtime' })
    expect(signedOut.statusCode).toBe(401)
    const patient = await signedIn(a, demoPatient)
    const plain = await a.app.inject({
      method: 'GET',
      url: '/api/v1/realtime',
      headers: { cookie: patient.cookie },
    })
    expect(plain.statusCode).toBeGreaterThanOrEqual(400)
    expect(plain.statusCode).toBeLessThan(500)
  })

  it('answers a reconnection loop past 120 upgrades a minute from one address with 429', async () => {
    const limited = await buildTestApp({ sameDatabaseAs: a })
    try {
      await limited.app.listen({ port: 0, host: '127.0.0.1' })
      const port = (limited.app.server.address() as AddressInfo).port
      const statuses: number[] = []
      for (let i = 0; i < 121; i += 1)
        statuses.push(
          await connect(port, {}).then(
            () => 101,
            (error: { status: number }) => error.status,
          ),
        )
      expect(statuses.slice(0, 120).every((status) => status === 401)).toBe(true)
      expect(statuses[120]).toBe(429)
    } finally {
      await limited.close()
    }
  })

  it('refuses a signed-in cookie sent from a page of another site (cross-site WebSocket hijacking, 403)', async () => {
    const patient = await signedIn(a, demoPatient)
    await expect(connect(portA, { cookie: patient.cookie }, 'https://evil.example')).rejects.toMatchObject({
      status: 403,
    })
    await expect(connect(portA, { cookie: patient.cookie }, null)).rejects.toMatchObject({ status: 403 })
  })

  it("accepts the mobile shells' bearer token, which a page of another site cannot hold", async () => {
    const patient = await signedIn(a, demoPatient)
    const token = patient.cookie.slice('sid='.length)
    const client = await connect(portB, { authorization: `Bearer ${token}` }, 'capacitor://localhost')
    const message = notification()
    await publish(a.db, patient.userId, message)
    expect(await client.next()).toEqual(message)
    client.socket.close()
  })

  it("never hands one user another user's messages", async () => {
    const patient = await signedIn(a, demoPatient)
    const doctor = await signedIn(a, demoDoctor)
    const patientOnB = await connect(portB, { cookie: patient.cookie })
    const doctorOnA = await connect(portA, { cookie: doctor.cookie })
    const forDoctor = notification()
    const forPatient = notification()
    // NOTIFY keeps the order of commits: the doctor's message would reach the patient before the patient's own.
    await publish(a.db, doctor.userId, forDoctor)
    await publish(a.db, patient.userId, forPatient)
    expect(await patientOnB.next()).toEqual(forPatient)
    expect(await doctorOnA.next()).toEqual(forDoctor)
    await expect(doctorOnA.next(300)).rejects.toThrow('no message in time')
    expect(patientOnB.messages.map((m) => m.type)).toEqual(['realtime.ready', 'notification.created'])
    patientOnB.socket.close()
    doctorOnA.socket.close()
  })

  it('sends a message published inside a transaction only when it commits, never when it rolls back', async () => {
    const patient = await signedIn(a, demoPatient)
    const client = await connect(portB, { cookie: patient.cookie })
    const rolledBack = notification()
    await expect(
      a.db.transaction().execute(async (trx) => {
        await publish(trx, patient.userId, rolledBack)
        throw new Error('the change fails')
      }),
    ).rejects.toThrow('the change fails')
    const committed = notification()
    await a.db.transaction().execute(async (trx) => {
      await publish(trx, patient.userId, committed)
      // Not yet: the transaction is still open.
      await expect(client.next(200)).rejects.toThrow('no message in time')
    })
    expect(await client.next()).toEqual(committed)
    expect(client.messages).not.toContainEqual(rolledBack)
    client.socket.close()
  })

  it('refuses a message that breaks its schema or would not fit in a NOTIFY', async () => {
    const patient = await signedIn(a, demoPatient)
    await expect(
      publish(a.db, patient.userId, { type: 'notification.created', notificationId: 'x'.repeat(9000) }),
    ).rejects.toThrow()
    await expect(publish(a.db, 'not-a-user', notification())).rejects.toThrow()
  })

  it('closes the socket of a session signed out from another device, on another instance', async () => {
    const first = await signedIn(b, demoPatient)
    const second = await signedIn(a, demoPatient)
    const client = await connect(portB, { cookie: first.cookie })
    const devices = await a.app.inject({
      method: 'GET',
      url: '/api/v1/sessions',
      headers: { cookie: second.cookie },
    })
    const firstId = devices
      .json<{ items: { id: string; current: boolean }[] }>()
      .items.filter((d) => !d.current)
      .map((d) => d.id)
    const mine = await b.app.inject({
      method: 'GET',
      url: '/api/v1/sessions',
      headers: { cookie: first.cookie },
    })
    const firstSessionId = mine
      .json<{ items: { id: string; current: boolean }[] }>()
      .items.find((d) => d.current)?.id
    expect(firstId).toContain(firstSessionId)
    const revoked = await a.app.inject({
      method: 'DELETE',
      url: `/api/v1/sessions/${firstSessionId}`,
      headers: { cookie: second.cookie },
    })
    expect(revoked.statusCode).toBe(204)
    expect(await client.next()).toEqual({ type: 'session.ended', sessionId: firstSessionId })
    expect((await client.closed).code).toBe(realtimeCloseCode.sessionEnded)
  })

  it('closes the socket at sign-out, and when the account is deactivated', async () => {
    const patient = await signedIn(a, demoPatient)
    const client = await connect(portB, { cookie: patient.cookie })
    const out = await a.app.inject({
      method: 'DELETE',
      url: '/api/v1/session',
      headers: { cookie: patient.cookie },
    })
    expect(out.statusCode).toBe(204)
    expect((await client.closed).code).toBe(realtimeCloseCode.sessionEnded)

    const doctor = await signedIn(a, demoDoctor)
    const doctorClient = await connect(portB, { cookie: doctor.cookie })
    await setAccountDeactivated(a.db, doctor.userId, true)
    try {
      expect((await doctorClient.closed).code).toBe(realtimeCloseCode.sessionEnded)
    } finally {
      await setAccountDeactivated(a.db, doctor.userId, false)
    }
  })

  it('closes the socket when its session goes idle, though the socket kept it open (heartbeat check)', async () => {
    const patient = await signedIn(a, demoPatient)
    const client = await connect(portB, { cookie: patient.cookie })
    clock.advance(3 * 86_400_000 + 60_000)
    try {
      const ended = await client.next()
      expect(ended.type).toBe('session.ended')
      expect((await client.closed).code).toBe(realtimeCloseCode.sessionEnded)
    } finally {
      clock.advance(-(3 * 86_400_000 + 60_000))
    }
  })

  it('closes its sockets when the listening connection drops, then listens again', async () => {
    const patient = await signedIn(a, demoPatient)
    const client = await connect(portB, { cookie: patient.cookie })
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query ilike 'listen%'`.execute(a.db)
    expect((await client.closed).code).toBe(1012)
    let again: Client | null = null
    for (let i = 0; i < 50 && !again; i += 1) {
      again = await connect(portB, { cookie: patient.cookie }).catch(() => null)
      if (again && again.socket.readyState !== WebSocket.OPEN) again = null
      if (!again) await new Promise((r) => setTimeout(r, 100))
    }
    if (!again) throw new Error('instance B never listened again')
    // The 'try again' close can race the ready message; a socket that got ready is subscribed.
    const message = notification()
    await publish(a.db, patient.userId, message)
    expect(await again.next()).toEqual(message)
    again.socket.close()
  })
})
