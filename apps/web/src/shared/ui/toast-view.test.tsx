import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ToastView from './toast-view'

const minute = 60_000

function show(severity: 'error' | 'success' | 'info' | 'warning') {
  const onClose = vi.fn()
  render(<ToastView id={1} open message="الرسالة" severity={severity} onClose={onClose} />)
  expect(screen.getByText('الرسالة')).toBeInTheDocument()
  return onClose
}

describe('ToastView (SPEC 9 banner times)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it.each(['error', 'success'] as const)('keeps an %s notice 5 minutes', async (severity) => {
    const onClose = show(severity)
    await act(() => {
      vi.advanceTimersByTime(5 * minute - 1000)
    })
    expect(onClose).not.toHaveBeenCalled()
    await act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it.each(['info', 'warning'] as const)(
    'hides an %s notice after the default 5 seconds',
    async (severity) => {
      const onClose = show(severity)
      await act(() => {
        vi.advanceTimersByTime(4999)
      })
      expect(onClose).not.toHaveBeenCalled()
      await act(() => {
        vi.advanceTimersByTime(1)
      })
      expect(onClose).toHaveBeenCalledTimes(1)
    },
  )

  it('lets taps through to the page under it, all but its close button (issue 41 §5)', () => {
    show('success')
    const alert = screen.getByRole('alert')
    expect(getComputedStyle(alert).pointerEvents).toBe('none')
    expect(getComputedStyle(screen.getByRole('button')).pointerEvents).not.toBe('none')
  })

  it('gives the page room below its end while it shows, so its last buttons scroll above it', () => {
    const { unmount } = render(<ToastView id={2} open message="م" severity="success" onClose={() => {}} />)
    expect(document.body.style.paddingBlockEnd).toBe('96px')
    unmount()
    expect(document.body.style.paddingBlockEnd).toBe('')
  })
})
