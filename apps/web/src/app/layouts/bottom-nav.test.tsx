import type { Session } from '@app/domain/accounts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import BottomNav from './bottom-nav'

const patient: Session = {
  language: 'ar',
  user: {
    id: '00000000-0000-4000-8000-000000000001',
    phone: '01012345678',
    email: null,
    emailVerified: false,
    isAdmin: false,
    testing: false,
    roles: ['patient'],
  },
  contextRole: 'patient',
  profile: null,
}

describe('BottomNav (SPEC 2.4, issue 45 §2)', () => {
  it('names its links with visible labels and marks the current page', async () => {
    stubApi(undefined, patient)
    await renderWithProviders(<BottomNav userRole="patient" />, { path: '/bookings' })
    const nav = await screen.findByRole('navigation', { name: 'التنقل السريع' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((l) => l.textContent)).toEqual(['الرئيسية', 'الحجوزات', 'الطلبات', 'ملفي', 'الإعدادات'])
    expect(within(nav).getByRole('link', { name: 'الحجوزات' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'الطلبات' })).toHaveAttribute('href', '/orders')
    expect(within(nav).getByRole('link', { name: 'الرئيسية' })).not.toHaveAttribute('aria-current')
  })

  it('stays away from pages under its destinations', async () => {
    stubApi(undefined, patient)
    await renderWithProviders(
      <>
        <h1>order</h1>
        <BottomNav userRole="patient" />
      </>,
      { path: '/orders/123', language: 'en' },
    )
    await screen.findByRole('heading', { name: 'order' })
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})
