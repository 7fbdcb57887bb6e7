import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { AdminHome } from './admin-home'

const shortcuts = [{ key: 'doctors', href: '/manage-doctors' }] as const

describe('AdminHome (issue 41 §4)', () => {
  it('leads with the doctors who wait for review, never "nothing needs your attention" then', async () => {
    stubApi()
    await renderWithProviders(
      <AdminHome
        tasks={[
          { key: 'doctorReviews', count: 4, href: '/manage-doctors' },
          { key: 'deletions', count: 0, href: '/manage-deletions' },
        ]}
        shortcuts={[...shortcuts]}
      />,
    )
    const waiting = await screen.findByRole('list', { name: 'في انتظارك' })
    const task = within(waiting).getByRole('link', { name: /٤ أطباء في انتظار المراجعة/ })
    expect(task).toHaveAttribute('href', '/manage-doctors')
    expect(within(waiting).queryByText(/حذف/)).toBeNull()
    expect(screen.queryByText(/لا يوجد ما يحتاج انتباهك/)).toBeNull()
  })

  it('says nothing waits only when nothing does, in English too', async () => {
    stubApi()
    await renderWithProviders(
      <AdminHome
        tasks={[
          { key: 'doctorReviews', count: 0, href: '/manage-doctors' },
          { key: 'deletions', count: 1, href: '/manage-deletions' },
        ]}
        shortcuts={[...shortcuts]}
      />,
      { language: 'en' },
    )
    expect(await screen.findByRole('link', { name: /1 account asks to be deleted/ })).toBeVisible()
  })

  it('shows a placeholder, not the empty state, while the queues load', async () => {
    stubApi()
    await renderWithProviders(
      <AdminHome
        tasks={[{ key: 'doctorReviews', count: undefined, href: '/manage-doctors' }]}
        shortcuts={[]}
      />,
      { language: 'en' },
    )
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible()
    expect(screen.queryByText(/Nothing needs your attention/)).toBeNull()
  })
})
