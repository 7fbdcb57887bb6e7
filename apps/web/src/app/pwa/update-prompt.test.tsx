import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import arFrame from '../../../../../packages/i18n/src/locales/ar/frame.json'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { AppLayout } from '../layouts/app-layout'
import { updateReadyEvent } from './events'

const layoutRoutes = [{ element: <AppLayout />, children: [{ path: '/home', element: <h1>page</h1> }] }]

describe('the new-version prompt (issue 8 §4)', () => {
  it('stays hidden until a new service worker waits, then offers to reload in the page’s language', async () => {
    stubApi()
    await renderWithProviders(null, { path: '/home', routes: layoutRoutes })
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'))
    expect(screen.queryByText(arFrame.app.updateReady)).not.toBeInTheDocument()

    act(() => {
      window.dispatchEvent(new Event(updateReadyEvent))
    })
    expect(await screen.findByText(arFrame.app.updateReady)).toBeInTheDocument()
    const reload = screen.getByRole('button', { name: arFrame.app.reload })
    // No waiting worker is known to this page (none registered in the test): the button reloads the page itself.
    const location = window.location
    const reloadSpy = vi.fn()
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...location, reload: reloadSpy },
    })
    try {
      await userEvent.click(reload)
      expect(reloadSpy).toHaveBeenCalledOnce()
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location })
    }
  })
})
