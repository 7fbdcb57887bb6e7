import { describe, expect, it } from 'vitest'
import { turns } from './server-renderer'

describe('turns: public pages rendered a few at a time (issue 42 §3)', () => {
  it('gives a turn while one is free, then to whoever waited first, and none past the wait', async () => {
    const rendering = turns(2)
    expect(await rendering.take(0)).toBe(true)
    expect(await rendering.take(0)).toBe(true)
    const second = rendering.take(60_000)
    const third = rendering.take(60_000)
    // No turn is free: a page that may not wait goes without one.
    expect(await rendering.take(1)).toBe(false)
    rendering.give()
    expect(await second).toBe(true)
    rendering.give()
    expect(await third).toBe(true)
    rendering.give()
    rendering.give()
    // Both turns are free again, and no more than both.
    expect(await rendering.take(0)).toBe(true)
    expect(await rendering.take(0)).toBe(true)
    expect(await rendering.take(1)).toBe(false)
  })

  it('forgets a page that stopped waiting: the turn goes to the next', async () => {
    const rendering = turns(1)
    expect(await rendering.take(0)).toBe(true)
    const gaveUp = rendering.take(1)
    const next = rendering.take(60_000)
    expect(await gaveUp).toBe(false)
    rendering.give()
    expect(await next).toBe(true)
  })
})
