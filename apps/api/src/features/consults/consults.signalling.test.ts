import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { realtimeMessageSchema, type RealtimeMessage } from '@app/domain/realtime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { clientFrameLimits } from '#api/features/realtime/realtime.service'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn } from '#api/testing/journeys'
import { createSignalRelay } from './consults.signalling'

/**
 * Issue 11 §1, §4: a call's signalling over the realtime socket, between two API instances on one database — the
 * patient on one, the doctor on the other. Only a token of the sender's own booking is relayed, only to the other
 * side; a session description larger than a NOTIFY payload arrives whole.
 */

let a: TestApp
let b: TestApp
let now = new Date()
const clock = { now: () => new Date(now.getTime()) }
let bookingId: string

beforeAll(async () => {
  a = await buildTestApp({ rateLimit: false, clock })
  b = await buildTestApp({ rateLimit: false, clock, sameDatabaseAs: a })
  await a.app.listen({ port: 0, host: '127.0.0.1' })
  await b.app.listen({ port: 0, host: '127.0.0.1' })
  const idOf = async (phone: string) =>
    (await a.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
  const patientId = await idOf(demo.patient.phone)
  const startsAt = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 7_200_000)
  bookingId = (
    await a.db
      .insertInto('bookings')
      .values({
        doctorId: await idOf(demo.doctor.phone),
        patientId,
        dependentId: null,
        payerId: patientId,
        practice: 'video',
        status: 'opened',
        method: 'free',
        timeZone: 'Africa/Cairo',
        timezoneOffsetMinutes: -120,
        holdExpiresAt: null,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 15 * 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
  now = startsAt
}, 60_000)

afterAll(async () => {
  await b?.close()
  await a?.close()
})

const portOf = (t: TestApp) => (t.app.server.address() as AddressInfo).port

interface Client {
  socket: WebSocket
  /** Resolves with the close code once the socket is closed (by either side). */
  closed: Promise<number>
  connectionId: string
  /** The next message of `type`, or null when none comes in time. */
  next(type: RealtimeMessage['type'], timeoutMs?: number): Promise<RealtimeMessage | null>
  send(message: object): void
}

function connect(t: TestApp, cookie: string): Promise<Client> {
  const port = portOf(t)
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/realtime`, {
      headers: { cookie },
      origin: `http://127.0.0.1:${port}`,
    })
    const inbox: RealtimeMessage[] = []
    const waiters = new Set<() => void>()
    socket.on('message', (data) => {
      inbox.push(realtimeMessageSchema.parse(JSON.parse(String(data))))
      waiters.forEach((wake) => wake())
    })
    socket.on('error', reject)
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)))
    const next = async (type: RealtimeMessage['type'], timeoutMs = 2000) => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const index = inbox.findIndex((m) => m.type === type)
        if (index >= 0) return inbox.splice(index, 1)[0] ?? null
        const left = deadline - Date.now()
        if (left <= 0) return null
        await new Promise<void>((wake) => {
          const done = () => {
            waiters.delete(done)
            wake()
          }
          waiters.add(done)
          setTimeout(done, left)
        })
      }
    }
    socket.on('open', () => {
      void next('realtime.ready').then((ready) => {
        if (ready?.type !== 'realtime.ready') return reject(new Error('not ready'))
        resolve({
          socket,
          closed,
          connectionId: ready.connectionId,
          next,
          send: (m) => socket.send(JSON.stringify(m)),
        })
      })
    })
  })
}

async function enter(t: TestApp, cookie: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/consults/${bookingId}/video-token`,
    headers: { cookie },
  })
  expect(response.statusCode).toBe(200)
  return response.json<{ token: string }>().token
}

describe('call signalling across two API instances (issue 11 §1, §4)', () => {
  it('relays a side’s signals to the other side only, whole, and refuses a token that is not the sender’s', async () => {
    const patientCookie = await signIn(a.app, demo.patient.phone, demo.patient.password)
    const doctorCookie = await signIn(b.app, demo.doctor.phone, demo.doctor.password)
    const strangerCookie = await signIn(a.app, '01010000004', 'Doctor123')
    const patient = await connect(a, patientCookie)
    const doctor = await connect(b, doctorCookie)
    const stranger = await connect(a, strangerCookie)
    const patientToken = await enter(a, patientCookie)
    const doctorToken = await enter(b, doctorCookie)
    // Both in: the booking is going, and both sides were told.
    expect(await patient.next('consult.updated')).toEqual({ type: 'consult.updated', bookingId })

    patient.send({ type: 'call.signal', token: patientToken, signal: { kind: 'hello' } })
    expect(await doctor.next('call.signal')).toEqual({
      type: 'call.signal',
      bookingId,
      from: patient.connectionId,
      fromRole: 'patient',
      signal: { kind: 'hello' },
    })

    // A session description above NOTIFY's 8000 bytes arrives whole (deflated on the way).
    const sdp = `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host generation 0\r\n'.repeat(220)}`
    expect(sdp.length).toBeGreaterThan(15_000)
    doctor.send({
      type: 'call.signal',
      token: doctorToken,
      to: patient.connectionId,
      signal: { kind: 'description', description: { type: 'offer', sdp } },
    })
    const offer = await patient.next('call.signal')
    expect(offer).toMatchObject({
      fromRole: 'doctor',
      to: patient.connectionId,
      signal: { description: { sdp } },
    })

    // Someone else's token, or a made-up one, relays nothing; nor does a malformed frame.
    stranger.send({ type: 'call.signal', token: patientToken, signal: { kind: 'bye' } })
    stranger.send({ type: 'call.signal', token: 'x'.repeat(32), signal: { kind: 'bye' } })
    patient.send({ type: 'call.signal', token: patientToken, signal: { kind: 'nonsense' } })
    patient.socket.send('not json')
    expect(await doctor.next('call.signal', 500)).toBeNull()
    expect(await patient.next('call.signal', 100)).toBeNull()
    expect(await stranger.next('call.signal', 100)).toBeNull()

    // The connection still works after the refusals.
    patient.send({
      type: 'call.signal',
      token: patientToken,
      signal: { kind: 'media', audio: true, video: false },
    })
    expect(await doctor.next('call.signal')).toMatchObject({
      signal: { kind: 'media', audio: true, video: false },
    })
    for (const client of [patient, doctor, stranger]) client.socket.close()
  })

  it('holds each socket to its budget: signals past it are dropped, and a socket far past it is closed', async () => {
    const patientCookie = await signIn(a.app, demo.patient.phone, demo.patient.password)
    const doctorCookie = await signIn(b.app, demo.doctor.phone, demo.doctor.password)
    const doctor = await connect(b, doctorCookie)
    const patient = await connect(a, patientCookie)
    const patientToken = await enter(a, patientCookie)
    const ping = (sentAt: number) =>
      patient.send({ type: 'call.signal', token: patientToken, signal: { kind: 'ping', sentAt } })

    // A second of its own (the test clock stands still, so every frame below falls in it): past the budget, frames
    // are dropped, not relayed. The server reads the clock as each frame arrives, so the clock moves on only once the
    // budget's worth has come through; the same socket's signal in the next second then comes next, as frames are
    // relayed one at a time, in the order sent.
    now = new Date(now.getTime() + 1000)
    for (let sentAt = 0; sentAt < clientFrameLimits.perSecond + 10; sentAt += 1) ping(sentAt)
    const relayed: number[] = []
    while (relayed.length < clientFrameLimits.perSecond) {
      const message = await doctor.next('call.signal', 10_000)
      expect(message?.type === 'call.signal' && message.signal.kind).toBe('ping')
      if (message?.type === 'call.signal' && message.signal.kind === 'ping')
        relayed.push(message.signal.sentAt)
    }
    expect(relayed).toEqual(Array.from({ length: clientFrameLimits.perSecond }, (_, i) => i))
    now = new Date(now.getTime() + 1000)
    patient.send({ type: 'call.signal', token: patientToken, signal: { kind: 'bye' } })
    expect(await doctor.next('call.signal', 10_000)).toMatchObject({ signal: { kind: 'bye' } })

    // Far past the budget in one second, the socket is closed as a policy violation, not left to fill the queue and
    // the NOTIFY channel.
    now = new Date(now.getTime() + 1000)
    for (let sentAt = 0; sentAt <= clientFrameLimits.closeAbovePerSecond; sentAt += 1) ping(sentAt)
    const closedWith = await Promise.race([
      patient.closed,
      new Promise<null>((done) => setTimeout(() => done(null), 10_000)),
    ])
    expect(closedWith).toBe(1008)
    // Another socket of the same user still relays.
    const again = await connect(a, patientCookie)
    again.send({
      type: 'call.signal',
      token: patientToken,
      signal: { kind: 'media', audio: true, video: true },
    })
    let next = await doctor.next('call.signal', 10_000)
    while (next?.type === 'call.signal' && next.signal.kind === 'ping')
      next = await doctor.next('call.signal', 10_000)
    expect(next).toMatchObject({ signal: { kind: 'media', audio: true, video: true } })
    for (const client of [again, doctor]) client.socket.close()
  })

  it('reads the database once per connection for a token it does not know, however often it is sent', async () => {
    let reads = 0
    const counted = a.db.withPlugin({
      transformQuery: (args) => {
        reads += 1
        return args.node
      },
      transformResult: async (args) => args.result,
    })
    const relay = createSignalRelay(counted, clock)
    const userId = (
      await a.db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', demo.patient.phone)
        .executeTakeFirstOrThrow()
    ).id
    const connection = { id: randomUUID(), userId, log: { warn: () => {}, debug: () => {} } }
    const unknown = { type: 'call.signal' as const, token: 'u'.repeat(32), signal: { kind: 'bye' as const } }
    for (let i = 0; i < 200; i += 1) {
      if (i % 40 === 0) now = new Date(now.getTime() + 1000)
      expect(await relay(connection, unknown)).toBe(false)
    }
    expect(reads).toBeLessThanOrEqual(1)
    // Made-up tokens, each different, stop costing reads after a few.
    for (let i = 0; i < 200; i += 1) {
      if (i % 40 === 0) now = new Date(now.getTime() + 1000)
      expect(await relay(connection, { ...unknown, token: `made-up-${i}-${'x'.repeat(24)}` })).toBe(false)
    }
    expect(reads).toBeLessThanOrEqual(20)
  })

  it('stops relaying a call once the doctor ends it, on both instances, with the tokens already checked', async () => {
    const patientCookie = await signIn(a.app, demo.patient.phone, demo.patient.password)
    const doctorCookie = await signIn(b.app, demo.doctor.phone, demo.doctor.password)
    now = new Date(now.getTime() + 1000)
    const patient = await connect(a, patientCookie)
    const doctor = await connect(b, doctorCookie)
    const patientToken = await enter(a, patientCookie)
    const doctorToken = await enter(b, doctorCookie)
    // Each side's token checked and in use on its instance.
    patient.send({ type: 'call.signal', token: patientToken, signal: { kind: 'hello' } })
    expect(await doctor.next('call.signal')).toMatchObject({ signal: { kind: 'hello' } })
    doctor.send({ type: 'call.signal', token: doctorToken, signal: { kind: 'here' } })
    expect(await patient.next('call.signal')).toMatchObject({ signal: { kind: 'here' } })

    // The doctor ends the consult through instance A; the doctor's socket is on B.
    const ended = await a.app.inject({
      method: 'POST',
      url: `/api/v1/consults/${bookingId}/end`,
      headers: { cookie: doctorCookie },
    })
    expect(ended.statusCode).toBe(200)
    const tokensLeft = await a.db
      .selectFrom('callTokens')
      .select('tokenHash')
      .where('bookingId', '=', bookingId)
      .execute()
    expect(tokensLeft).toEqual([])

    doctor.send({ type: 'call.signal', token: doctorToken, signal: { kind: 'bye' } })
    patient.send({ type: 'call.signal', token: patientToken, signal: { kind: 'bye' } })
    expect(await patient.next('call.signal', 1000)).toBeNull()
    expect(await doctor.next('call.signal', 100)).toBeNull()
    // Nor does a new token come.
    const refused = await b.app.inject({
      method: 'POST',
      url: `/api/v1/consults/${bookingId}/video-token`,
      headers: { cookie: doctorCookie },
    })
    expect(refused.statusCode).toBeGreaterThanOrEqual(400)
    for (const client of [patient, doctor]) client.socket.close()
  })
})
