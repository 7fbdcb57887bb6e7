import { afterEach, describe, expect, it, vi } from 'vitest'
import { sharedLongTimers } from './query-client'

// issue 8 §5: TanStack Query's long timers wait under one browser timer.

afterEach(() => {
  vi.useRealTimers()
})

describe('sharedLongTimers', () => {
  it('runs each long timer at its time, in one browser timer, and never a cleared one', () => {
    vi.useFakeTimers()
    const timers = sharedLongTimers(() => Date.now())
    const ran: string[] = []
    timers.setTimeout(() => ran.push('gc 5 min'), 300_000)
    const stale = timers.setTimeout(() => ran.push('stale 1 min'), 60_000)
    timers.setTimeout(() => ran.push('retry 1 s'), 1000)
    const gone = timers.setTimeout(() => ran.push('cleared'), 2000)
    timers.clearTimeout(gone)
    // The earliest is the one the browser waits for.
    expect(vi.getTimerCount()).toBe(1)

    vi.advanceTimersByTime(1000)
    expect(ran).toEqual(['retry 1 s'])
    vi.advanceTimersByTime(59_000)
    expect(ran).toEqual(['retry 1 s', 'stale 1 min'])
    timers.clearTimeout(stale)
    vi.advanceTimersByTime(240_000)
    expect(ran).toEqual(['retry 1 s', 'stale 1 min', 'gc 5 min'])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('leaves short timers and intervals to the browser', () => {
    vi.useFakeTimers()
    const timers = sharedLongTimers(() => Date.now())
    const ran: string[] = []
    const short = timers.setTimeout(() => ran.push('short'), 0)
    timers.setTimeout(() => ran.push('kept'), 10)
    timers.clearTimeout(short)
    const every = timers.setInterval(() => ran.push('tick'), 400)
    vi.advanceTimersByTime(900)
    timers.clearInterval(every)
    vi.advanceTimersByTime(900)
    expect(ran).toEqual(['kept', 'tick', 'tick'])
  })

  it('still runs the others when one throws, and reports the error', () => {
    vi.useFakeTimers()
    const timers = sharedLongTimers(() => Date.now())
    const ran: string[] = []
    timers.setTimeout(() => {
      throw new Error('broken')
    }, 1000)
    timers.setTimeout(() => ran.push('after'), 1000)
    expect(() => vi.advanceTimersByTime(1000)).toThrow('broken')
    vi.advanceTimersByTime(1)
    expect(ran).toEqual(['after'])
  })
})
