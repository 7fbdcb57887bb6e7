import { realtimeCloseCode, type RealtimeMessage } from '@app/domain/realtime'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reconnectDelay } from './backoff'
import { isOffline, offlineGraceMs } from './offline'
import {
  getRealtimeConnectionId,
  getRealtimeState,
  onRealtimeMessage,
  sendRealtime,
  setRealtimeStatus,
} from './realtime-bus'
import { startRealtimeClient } from './realtime-client'

/** A stand-in for the browser's WebSocket that the test opens, feeds and closes as a server would. */
class ServerSideOfSocket {
  static all: ServerSideOfSocket[] = []
  static OPEN = 1
  readyState = 1
  /** What the client sent (WebSocket#send). */
  received: string[] = []
  onmessage: ((event: { data: string }) => void) | null = null
  onclose: ((event: { code: number }) => void) | null = null
  closedByClient: number | null = null
  constructor(readonly url: string) {
    ServerSideOfSocket.all.push(this)
  }
  send(data: string) {
    this.received.push(data)
  }
  /** The server sends a message. */
  push(message: RealtimeMessage | string) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) })
  }
  ready(connectionId: string = crypto.randomUUID()) {
    this.push({ type: 'realtime.ready', connectionId })
  }
  drop(code = 1006) {
    this.readyState = 3
    this.onclose?.({ code })
  }
  close(code: number) {
    this.closedByClient = code
  }
}
const latest = () => ServerSideOfSocket.all.at(-1) as ServerSideOfSocket

function start(callbacks: { onSessionEnded?: () => void; onRefused?: () => void } = {}) {
  return startRealtimeClient({
    url: 'ws://test/api/v1/realtime',
    onSessionEnded: callbacks.onSessionEnded ?? (() => {}),
    onRefused: callbacks.onRefused ?? (() => {}),
    WebSocketImpl: ServerSideOfSocket as unknown as typeof WebSocket,
    random: () => 0.5,
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  ServerSideOfSocket.all = []
})
afterEach(() => {
  vi.useRealTimers()
  setRealtimeStatus('off')
})

describe('reconnection backoff (issue 8 §2)', () => {
  it('doubles from half a second up to fifteen, with a random half added', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 12].map((n) => reconnectDelay(n, () => 0))).toEqual([
      250, 500, 1000, 2000, 4000, 7500, 7500, 7500,
    ])
    expect([0, 1, 5, 12].map((n) => reconnectDelay(n, () => 1))).toEqual([500, 1000, 15_000, 15_000])
  })

  it('spreads clients over the whole window (jitter)', () => {
    const delays = new Set(Array.from({ length: 50 }, () => reconnectDelay(4)))
    expect(delays.size).toBeGreaterThan(10)
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(4000)
  })
})

describe('realtime client', () => {
  it('is open once the server says ready, and hands each message to its subscribers', () => {
    const client = start()
    expect(getRealtimeState().status).toBe('connecting')
    const seen: string[] = []
    const off = onRealtimeMessage('notification.created', (m) => seen.push(m.notificationId))
    latest().ready()
    expect(getRealtimeState()).toEqual({ status: 'open', downSince: null })
    const id = crypto.randomUUID()
    latest().push({ type: 'notification.created', notificationId: id })
    latest().push('{"type":"from.a.newer.server"}')
    expect(seen).toEqual([id])
    off()
    client.stop()
  })

  it('reconnects after a loss with growing delays, and starts over once connected again', () => {
    const refused = vi.fn()
    const client = start({ onRefused: refused })
    latest().ready()
    latest().drop()
    expect(getRealtimeState().status).toBe('down')
    expect(ServerSideOfSocket.all).toHaveLength(1)
    // Delays with random() = 0.5: 375, 750, 1500 ms.
    for (const delay of [375, 750, 1500]) {
      vi.advanceTimersByTime(delay - 1)
      const before = ServerSideOfSocket.all.length
      vi.advanceTimersByTime(1)
      expect(ServerSideOfSocket.all).toHaveLength(before + 1)
      latest().drop()
    }
    expect(refused).toHaveBeenCalledTimes(3)
    vi.advanceTimersByTime(3000)
    latest().ready()
    expect(getRealtimeState().status).toBe('open')
    latest().drop()
    const count = ServerSideOfSocket.all.length
    vi.advanceTimersByTime(375)
    expect(ServerSideOfSocket.all).toHaveLength(count + 1)
    client.stop()
  })

  it('tries at once when the browser comes back online', () => {
    const client = start()
    latest().ready()
    latest().drop()
    for (let i = 0; i < 5; i += 1) {
      vi.runOnlyPendingTimers()
      latest().drop()
    }
    const count = ServerSideOfSocket.all.length
    window.dispatchEvent(new Event('online'))
    expect(ServerSideOfSocket.all).toHaveLength(count + 1)
    client.stop()
  })

  it('stops for good when the session ended, and closes the socket when stopped', () => {
    const ended = vi.fn()
    start({ onSessionEnded: ended })
    latest().ready()
    latest().drop(realtimeCloseCode.sessionEnded)
    expect(ended).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(60_000)
    expect(ServerSideOfSocket.all).toHaveLength(1)
    expect(getRealtimeState().status).toBe('off')

    const client = start()
    latest().ready()
    client.stop()
    expect(latest().closedByClient).toBe(1000)
    expect(getRealtimeState().status).toBe('off')
    vi.advanceTimersByTime(60_000)
    expect(ServerSideOfSocket.all).toHaveLength(2)
  })
})

describe('sending (issue 11 §1)', () => {
  const signal = { type: 'call.signal', token: 'tok', signal: { kind: 'hello' } } as const

  it('sends on the open socket and knows its connection id; nothing before ready or after a loss', () => {
    const client = start()
    expect(sendRealtime(signal)).toBe(false)
    expect(getRealtimeConnectionId()).toBeNull()
    const id = crypto.randomUUID()
    latest().ready(id)
    expect(getRealtimeConnectionId()).toBe(id)
    expect(sendRealtime(signal)).toBe(true)
    expect(latest().received.map((d) => JSON.parse(d) as unknown)).toEqual([signal])
    latest().drop()
    expect(sendRealtime(signal)).toBe(false)
    expect(getRealtimeConnectionId()).toBeNull()
    vi.runOnlyPendingTimers()
    const again = crypto.randomUUID()
    latest().ready(again)
    expect(getRealtimeConnectionId()).toBe(again)
    client.stop()
    expect(sendRealtime(signal)).toBe(false)
  })
})

describe('offline bar (SPEC 8, issue 8 §2)', () => {
  const open = { status: 'open', downSince: null } as const
  const off = { status: 'off', downSince: null } as const
  it('shows while the browser is offline, signed in or not', () => {
    expect(isOffline(false, off, 0)).toBe(true)
    expect(isOffline(false, open, 0)).toBe(true)
    expect(isOffline(true, off, 0)).toBe(false)
    expect(isOffline(true, open, 0)).toBe(false)
  })

  it('shows once the socket has been down past the grace, and not before', () => {
    const down = { status: 'down', downSince: 10_000 } as const
    expect(isOffline(true, down, 10_000 + offlineGraceMs - 1)).toBe(false)
    expect(isOffline(true, down, 10_000 + offlineGraceMs)).toBe(true)
    expect(isOffline(true, { status: 'connecting', downSince: 10_000 }, 10_000 + offlineGraceMs)).toBe(true)
  })

  it('counts the outage from its start, through every failed reconnection, until ready', () => {
    const client = start()
    latest().ready()
    vi.setSystemTime(50_000)
    latest().drop()
    expect(getRealtimeState().downSince).toBe(50_000)
    vi.advanceTimersByTime(2000)
    latest().drop()
    expect(getRealtimeState().downSince).toBe(50_000)
    vi.advanceTimersByTime(5000)
    latest().ready()
    expect(getRealtimeState().downSince).toBeNull()
    client.stop()
  })
})
