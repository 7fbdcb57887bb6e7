import type { Session } from '@app/domain/accounts'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import arFrame from '../../../../../packages/i18n/src/locales/ar/frame.json'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { AppLayout } from './app-layout'

const layoutRoutes = [{ element: <AppLayout />, children: [{ path: '/home', element: <h1>page</h1> }] }]

const labSession: Session = {
  language: 'ar',
  user: {
    id: '00000000-0000-4000-8000-000000000002',
    phone: '01112345678',
    email: null,
    emailVerified: false,
    isAdmin: false,
    testing: false,
    roles: ['lab'],
  },
  contextRole: 'lab',
  profile: null,
}

describe('AppLayout', () => {
  it('renders the Arabic frame right to left and switches to English live', async () => {
    const fetch = stubApi(({ method, path, body }) =>
      method === 'PUT' && path === '/session/language'
        ? {
            body: {
              language: (body as { language: string }).language,
              user: null,
              contextRole: null,
              profile: null,
            },
          }
        : undefined,
    )
    await renderWithProviders(null, { path: '/home', routes: layoutRoutes })
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'))
    expect(document.documentElement).toHaveAttribute('lang', 'ar')
    expect(screen.getByRole('link', { name: arFrame.topBar.signIn })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'English' }))
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'))
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument()
    expect(localStorage.getItem('lang')).toBe('en')
    expect(
      fetch.mock.calls.some(
        ([url, init]) => String(url).endsWith('/session/language') && init?.method === 'PUT',
      ),
    ).toBe(true)
  })

  it('shows the offline bar while the browser is offline', async () => {
    stubApi()
    const onLine = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    try {
      await renderWithProviders(null, { path: '/home', routes: layoutRoutes })
      expect(await screen.findByRole('status')).toHaveTextContent(arFrame.offline)
    } finally {
      if (onLine) Object.defineProperty(navigator, 'onLine', onLine)
      delete (navigator as { onLine?: boolean }).onLine
    }
  })

  it('is English without a language selector for a lab', async () => {
    stubApi(undefined, labSession)
    await renderWithProviders(null, { path: '/home', routes: layoutRoutes })
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'))
    expect(screen.queryByRole('button', { name: 'English' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'العربية' })).not.toBeInTheDocument()
  })
})
