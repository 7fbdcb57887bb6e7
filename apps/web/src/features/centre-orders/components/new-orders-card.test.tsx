import { resources } from '@app/i18n'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { centreOrder, orderList } from '#web/testing/centre-order-fixtures'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { NewOrdersCard } from './new-orders-card'

const ar = resources.ar.centreOrders
const en = resources.en.centreOrders

async function render(language: 'ar' | 'en') {
  await Promise.all([
    i18n.loadNamespaces(['centreOrders', 'bookingChanges']),
    englishI18n.loadNamespaces(['centreOrders', 'bookingChanges']),
  ])
  return renderWithProviders(<NewOrdersCard ordersHref="/orders?tab=new" />, { language })
}

describe('NewOrdersCard (issue 43 §3, the lab and radio home)', () => {
  it('counts the new orders and leads to them', async () => {
    const spy = stubApi(({ path }) =>
      path.startsWith('/centre-orders?') ? orderList([centreOrder()], { new: 3, upcoming: 1 }) : undefined,
    )
    await render('en')
    expect(await screen.findByText('You have 3 new orders.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: en.home.open })).toHaveAttribute('href', '/orders?tab=new')
    expect(spy.mock.calls.map(([url]) => String(url))).toContain('/api/v1/centre-orders?tab=new')
  })

  it('says when there are none, in Arabic too', async () => {
    stubApi(({ path }) => (path.startsWith('/centre-orders?') ? orderList([], { new: 0 }) : undefined))
    await render('ar')
    expect(await screen.findByText(ar.home.none)).toBeInTheDocument()
  })
})
