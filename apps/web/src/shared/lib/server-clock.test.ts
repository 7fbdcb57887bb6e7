import { describe, expect, it } from 'vitest'
import { offsetFrom } from './server-clock'

describe('offsetFrom, the device clock’s offset from the server’s (SPEC 7.4, 9)', () => {
  it('reads the server’s answer against the middle of the round trip', () => {
    // Sent at 1,000, received at 1,400: the server read its clock about 1,200 by the device's.
    expect(offsetFrom(1_000, 1_400, 181_200)).toBe(180_000)
    expect(offsetFrom(100_000, 100_200, 40_100)).toBe(-60_000)
  })

  it('takes less than a second for the network’s noise, and a broken answer for none', () => {
    expect(offsetFrom(1_000, 1_400, 1_900)).toBe(0)
    expect(offsetFrom(1_000, 1_400, Number.NaN)).toBe(0)
  })
})
