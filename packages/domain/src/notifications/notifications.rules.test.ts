import { describe, expect, it } from 'vitest'
import { goesThrough } from './notifications.rules'

describe('which channels a notification goes through', () => {
  it('texts a doctor the review decision without a saved choice, and respects one turned off (issue 41 §4)', () => {
    expect(goesThrough('practice.verified', 'sms', [])).toBe(true)
    expect(goesThrough('practice.returned', 'sms', [])).toBe(true)
    expect(
      goesThrough('practice.verified', 'sms', [{ category: 'practice', channel: 'sms', enabled: false }]),
    ).toBe(false)
    // Other practice news keeps texts off by default.
    expect(goesThrough('practice.profileSubmitted', 'sms', [])).toBe(false)
  })

  it('always shows a security notice in the app and texts it whatever the choices', () => {
    const off = [{ category: 'security', channel: 'sms', enabled: false }]
    expect(goesThrough('security.passwordChanged', 'inApp', off)).toBe(true)
    expect(goesThrough('security.passwordChanged', 'sms', off)).toBe(true)
  })
})
