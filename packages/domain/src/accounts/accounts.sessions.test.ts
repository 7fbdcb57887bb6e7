import { describe, expect, it } from 'vitest'
import { describeDevice, isSessionLive, sessionEndsAt, sessionPolicy } from './accounts.sessions'

describe('session lifetimes (ADR 0009)', () => {
  const signedIn = new Date('2026-11-21T10:00:00Z')
  const at = (ms: number) => new Date(signedIn.getTime() + ms)

  it('ends at the idle limit after the last use, or at the absolute limit if that comes first', () => {
    const admin = { contextRole: 'admin' as const, lastSeenAt: signedIn, expiresAt: at(12 * 3_600_000) }
    expect(sessionEndsAt(admin)).toEqual(at(30 * 60_000))
    expect(sessionEndsAt({ ...admin, lastSeenAt: at(11 * 3_600_000 + 50 * 60_000) })).toEqual(admin.expiresAt)
    expect(isSessionLive(admin, at(29 * 60_000))).toBe(true)
    expect(isSessionLive(admin, at(30 * 60_000))).toBe(false)
  })

  it('gives providers a shorter idle time than patients, and admins the shortest', () => {
    expect(sessionPolicy('admin').idleMs).toBeLessThan(sessionPolicy('doctor').idleMs)
    expect(sessionPolicy('lab')).toBe(sessionPolicy('radio'))
    expect(sessionPolicy('doctor').idleMs).toBeLessThan(sessionPolicy('patient').idleMs)
  })
})

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      { browser: 'Samsung Internet', os: 'Android', mobile: true },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      { browser: 'Chrome', os: 'iOS', mobile: true },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      { browser: 'Edge', os: 'Windows', mobile: false },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      { browser: 'Safari', os: 'macOS', mobile: false },
    ],
    ['curl/8.5.0', { browser: null, os: null, mobile: false }],
    [null, { browser: null, os: null, mobile: false }],
  ])('names the browser and system of %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toEqual(expected)
  })
})
