import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { LegalAcceptanceDialog } from './legal-acceptance-dialog'
import { UserAcceptances } from './user-acceptances'

const userId = '5b0c6f1e-2f43-4d7e-9a57-7d3e6b1c2a10'
const hrefOf = (key: string) => `/help/${key}`

function api(
  items: { key: string; version: number }[],
  accept?: (body: unknown) => { status?: number; body?: unknown } | undefined,
) {
  let pending = items
  return stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/legal-acceptances/pending') return { body: { items: pending } }
    if (method === 'POST' && path === '/legal-acceptances') {
      const answer = accept?.(body)
      if (answer) return answer
      pending = []
      return { body: { items: [] } }
    }
    return undefined
  })
}

afterEach(() => vi.unstubAllGlobals())

describe('LegalAcceptanceDialog (issue 45 §1)', () => {
  it('asks in Arabic, with links to the new versions; Escape does not close it; accepting records and closes', async () => {
    const fetch = api([
      { key: 'terms', version: 2 },
      { key: 'doctor-terms', version: 3 },
    ])
    const signOut = vi.fn()
    await renderWithProviders(<LegalAcceptanceDialog userId={userId} hrefOf={hrefOf} onSignOut={signOut} />, {
      language: 'ar',
    })
    const dialog = await screen.findByRole('dialog', { name: 'حدّثنا شروطنا' })
    const terms = within(dialog).getByRole('link', { name: /شروط الاستخدام \(الإصدار ٢\)/ })
    expect(terms).toHaveAttribute('href', '/help/terms')
    expect(terms).toHaveAttribute('target', '_blank')
    expect(within(dialog).getByRole('link', { name: /شروط الأطباء \(الإصدار ٣\)/ })).toHaveAttribute(
      'href',
      '/help/doctor-terms',
    )
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: 'تسجيل الخروج' }))
    expect(signOut).toHaveBeenCalledOnce()

    await userEvent.click(within(dialog).getByRole('button', { name: 'أوافق' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      items: [
        { key: 'terms', version: 2 },
        { key: 'doctor-terms', version: 3 },
      ],
    })
  })

  it('asks in English; refused (a newer version came meanwhile), it says so and keeps asking until accepted', async () => {
    let refused = false
    api([{ key: 'privacy', version: 2 }], () => {
      if (refused) return undefined
      refused = true
      return apiError(409, 'LEGAL_VERSION_OUTDATED')
    })
    await renderWithProviders(
      <LegalAcceptanceDialog userId={userId} hrefOf={hrefOf} onSignOut={() => {}} />,
      {
        language: 'en',
      },
    )
    const dialog = await screen.findByRole('dialog', { name: 'We have updated our terms' })
    expect(within(dialog).getByRole('link', { name: /Privacy policy \(version 2\)/ })).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'I accept' }))
    expect(await screen.findByText(/Your acceptance could not be recorded/)).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'I accept' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('shows nothing when nothing is pending, and asks nothing when nobody is signed in', async () => {
    const fetch = api([])
    await renderWithProviders(
      <>
        <p>Page</p>
        <LegalAcceptanceDialog userId={userId} hrefOf={hrefOf} onSignOut={() => {}} />
      </>,
      { language: 'en' },
    )
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/legal-acceptances/pending'))).toBe(true),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    vi.unstubAllGlobals()
    const none = api([{ key: 'terms', version: 2 }])
    await renderWithProviders(<LegalAcceptanceDialog userId={null} hrefOf={hrefOf} onSignOut={() => {}} />)
    expect(none.mock.calls.some(([url]) => String(url).includes('/legal-acceptances'))).toBe(false)
  })
})

describe('UserAcceptances (issue 45 §1)', () => {
  it('lists what a person accepted, when and how, in Arabic and English', async () => {
    stubApi(({ method, path }) =>
      method === 'GET' && path === `/legal-acceptances/users/${userId}`
        ? {
            body: {
              items: [
                { key: 'terms', version: 2, acceptedAt: '2026-12-07T09:30:00.000Z', via: 'dialog' },
                { key: 'privacy', version: 1, acceptedAt: '2026-12-06T10:00:00.000Z', via: 'sign-up' },
              ],
            },
          }
        : undefined,
    )
    const { unmount } = await renderWithProviders(<UserAcceptances userId={userId} />, { language: 'ar' })
    expect(await screen.findByRole('heading', { name: 'الشروط الموافق عليها' })).toBeInTheDocument()
    expect(await screen.findByText('شروط الاستخدام · الإصدار ٢')).toBeInTheDocument()
    expect(screen.getByText(/عند سؤاله/)).toBeInTheDocument()
    unmount()
    await renderWithProviders(<UserAcceptances userId={userId} />, { language: 'en' })
    expect(await screen.findByText('Privacy policy · version 1')).toBeInTheDocument()
    expect(screen.getByText(/at sign-up/)).toBeInTheDocument()
  })
})
