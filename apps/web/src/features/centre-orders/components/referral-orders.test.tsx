import { resources } from '@app/i18n'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { centreOrder, orderId, orderList } from '#web/testing/centre-order-fixtures'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { ReferralOrders } from './referral-orders'

const ar = resources.ar.centreOrders
const en = resources.en.centreOrders
const bookingId = '00000000-0000-4000-8000-0000000000b1'

async function render(language: 'ar' | 'en') {
  await Promise.all([
    i18n.loadNamespaces(['centreOrders', 'bookingChanges']),
    englishI18n.loadNamespaces(['centreOrders', 'bookingChanges']),
  ])
  return renderWithProviders(<ReferralOrders bookingId={bookingId} orderHref={(id) => `/orders/${id}`} />, {
    language,
  })
}

describe('ReferralOrders, the referring doctor’s view (issue 43 §4)', () => {
  it('asks for the orders of this consult’s referrals and says none is booked yet, in Arabic', async () => {
    const spy = stubApi(({ path }) => (path.startsWith('/centre-orders') ? orderList([]) : undefined))
    await render('ar')
    expect(await screen.findByText(ar.referrals.empty)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: ar.referrals.title })).toBeInTheDocument()
    expect(spy.mock.calls.map(([url]) => String(url))).toContain(
      `/api/v1/centre-orders?referral=${bookingId}`,
    )
  })

  it('lists a delivered order with its stage, opening its page, in English', async () => {
    stubApi(({ path }) =>
      path.startsWith('/centre-orders')
        ? orderList([centreOrder({ status: 'delivered', deliveredAt: '2099-07-02T07:00:00.000Z' })])
        : undefined,
    )
    await render('en')
    const section = await screen.findByRole('region', { name: en.referrals.title })
    const link = await within(section).findByRole('link', { name: 'Complete blood count · Alpha Lab' })
    expect(link).toHaveAttribute('href', `/orders/${orderId}`)
    expect(section).toHaveTextContent(en.status.delivered)
    expect(section).toHaveTextContent(/Delivered .*2099/)
  })

  it('offers to try again when the list cannot be loaded', async () => {
    stubApi(({ path }) =>
      path.startsWith('/centre-orders') ? apiError(503, 'SERVICE_UNAVAILABLE') : undefined,
    )
    await render('en')
    expect(await screen.findByText(en.referrals.loadFailed)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument()
  })
})
