import { resources } from '@app/i18n'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { centreOrder, orderId, orderList } from '#web/testing/centre-order-fixtures'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { PatientOrderList } from './patient-order-list'

const ar = resources.ar.centreOrders
const en = resources.en.centreOrders

async function render(language: 'ar' | 'en') {
  await Promise.all([
    i18n.loadNamespaces(['centreOrders', 'bookingChanges']),
    englishI18n.loadNamespaces(['centreOrders', 'bookingChanges']),
  ])
  return renderWithProviders(
    <PatientOrderList orderHref={(id) => `/orders/${id}`} findHref="/radios_labs" />,
    { language },
  )
}

describe('PatientOrderList (issue 43 §3)', () => {
  it('says there are none yet and leads to the labs and scans', async () => {
    const spy = stubApi(({ path }) => (path.startsWith('/centre-orders') ? orderList([]) : undefined))
    await render('ar')
    expect(await screen.findByText(ar.empty.patient)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: ar.empty.patientAction })).toHaveAttribute('href', '/radios_labs')
    // A patient's list has no tabs: newest first, as the server sends it.
    expect(screen.queryByRole('tab')).toBeNull()
    expect(spy.mock.calls.map(([url]) => String(url))).toContain('/api/v1/centre-orders')
  })

  it('shows each order with its centre, test, time, status and total, in Arabic', async () => {
    stubApi(({ path }) =>
      path.startsWith('/centre-orders')
        ? orderList([centreOrder({ status: 'delivered', deliveredAt: '2099-07-02T07:00:00.000Z' })])
        : undefined,
    )
    await render('ar')
    const card = await screen.findByRole('article', { name: 'صورة دم كاملة' })
    expect(card).toHaveTextContent('Alpha Lab')
    expect(card).toHaveTextContent('١٠:٠٠ ص')
    expect(card).toHaveTextContent(ar.status.reportReady)
    expect(card).toHaveTextContent('٢٠٠٫٠٠')
    expect(within(card).getByRole('link')).toHaveAttribute('href', `/orders/${orderId}`)
  })

  it('says in English when an order waits for its payment', async () => {
    stubApi(({ path }) =>
      path.startsWith('/centre-orders') ? orderList([centreOrder({ status: 'pending' })]) : undefined,
    )
    await render('en')
    const card = await screen.findByRole('article', { name: 'Complete blood count' })
    expect(card).toHaveTextContent(en.status.pending)
    expect(card).toHaveTextContent(/Total: EGP\s?200\.00/)
  })
})
