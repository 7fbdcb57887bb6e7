import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCoalesced } from './use-coalesced'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('useCoalesced (SPEC 9: notification debounce, 1,500 ms)', () => {
  it('runs the first call at once and a burst after it once, at the window’s end', () => {
    const run = vi.fn()
    const { result } = renderHook(() => useCoalesced(run, 1500))
    act(() => result.current())
    expect(run).toHaveBeenCalledTimes(1)
    act(() => {
      result.current()
      vi.advanceTimersByTime(500)
      result.current()
      result.current()
    })
    expect(run).toHaveBeenCalledTimes(1)
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(run).toHaveBeenCalledTimes(2)
    // Quiet for a window: the next one runs at once again.
    act(() => {
      vi.advanceTimersByTime(1500)
    })
    act(() => result.current())
    expect(run).toHaveBeenCalledTimes(3)
  })

  it('runs nothing after the component is gone', () => {
    const run = vi.fn()
    const { result, unmount } = renderHook(() => useCoalesced(run, 1500))
    act(() => {
      result.current()
      result.current()
    })
    unmount()
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    expect(run).toHaveBeenCalledTimes(1)
  })
})
