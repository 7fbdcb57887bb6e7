import { describe, expect, it } from 'vitest'
import { realtimeMaxMessageBytes } from './realtime.constants'
import { realtimeMessageSchema } from './realtime.messages'

const id = '3f0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f'

describe('realtime messages (issue 8 §2)', () => {
  it('reads each message by its type', () => {
    for (const message of [
      { type: 'realtime.ready', connectionId: id },
      { type: 'notification.created', notificationId: id },
      { type: 'session.ended', sessionId: id },
    ]) {
      expect(realtimeMessageSchema.parse(message)).toEqual(message)
    }
  })

  it('refuses an unknown type, a missing id and an id that is not one', () => {
    expect(
      realtimeMessageSchema.safeParse({ type: 'notification.deleted', notificationId: id }).success,
    ).toBe(false)
    expect(realtimeMessageSchema.safeParse({ type: 'notification.created' }).success).toBe(false)
    expect(
      realtimeMessageSchema.safeParse({ type: 'session.ended', sessionId: 'x'.repeat(9000) }).success,
    ).toBe(false)
  })

  it('keeps every message far below the NOTIFY payload limit', () => {
    const largest = JSON.stringify({ i: id, u: id, m: { type: 'notification.created', notificationId: id } })
    // ASCII only (ids and type names), so characters are bytes.
    expect(largest.length).toBeLessThan(realtimeMaxMessageBytes / 10)
    expect(realtimeMaxMessageBytes).toBeLessThan(8000)
  })
})
