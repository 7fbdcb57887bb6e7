import type { AddressInfo } from 'node:net'
import { realtimeMessageSchema, type RealtimeMessage } from '@app/domain/realtime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, signIn } from '#api/testing/journeys'

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
})
