import { resources } from '@app/i18n'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { centreOrder } from '#web/testing/centre-order-fixtures'
import { renderWithProviders } from '#web/testing/render-with-providers'
import { OrderActions } from './order-actions'

const ar = resources.ar.centreOrders
const en = resources.en.centreOrders
const paymentOrderId = '66666666-6666-4666-8666-666666666666'

/** The route's retry (payments' PaymentRetry over the order's hooks), stood in for: this checks where it shows. */
const Retry = ({ centreOrderId }: { centreOrderId: string }) => <p>retry {centreOrderId}</p>
const Drop = () => null

async function render(order: ReturnType<typeof centreOrder>, language: 'ar' | 'en') {
  await Promise.all([
    i18n.loadNamespaces(['centreOrders', 'bookingChanges']),
    englishI18n.loadNamespaces(['centreOrders', 'bookingChanges']),
  ])
  return renderWithProviders(
    <OrderActions
      order={order}
      side="patient"
      links={{ pay: (id) => `/payments/pay/${id}` }}
      Drop={Drop}
      PaymentRetry={Retry}
    />,
    { language },
  )
}

describe('OrderActions: paying a pending order (issue 43, issue 41 §4)', () => {
  it('leads to the checkout of the payment under way, in Arabic', async () => {
    await render(
      centreOrder({ status: 'pending', method: 'card', paymentOrderId, actions: ['pay', 'cancel'] }),
      'ar',
    )
    expect(await screen.findByRole('link', { name: ar.actions.pay })).toHaveAttribute(
      'href',
      `/payments/pay/${paymentOrderId}`,
    )
    expect(screen.queryByText(/^retry /)).toBeNull()
  })

  it('offers another card or method once the card was declined and the time is held, in English', async () => {
    const order = centreOrder({
      status: 'pending',
      method: 'card',
      paymentOrderId: null,
      actions: ['pay', 'cancel'],
    })
    await render(order, 'en')
    expect(await screen.findByText(`retry ${order.id}`)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: en.actions.pay })).toBeNull()
    expect(screen.getByRole('button', { name: en.actions.cancel })).toBeInTheDocument()
  })
})
