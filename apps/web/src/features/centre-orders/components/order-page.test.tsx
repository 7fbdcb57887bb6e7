import { resources } from '@app/i18n'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { centreOrder } from '#web/testing/centre-order-fixtures'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import type { OrderSide } from '../lib/display'
import { OrderPage } from './order-page'

const ar = resources.ar.centreOrders
const en = resources.en.centreOrders
const Drop = () => null

afterEach(() => vi.unstubAllGlobals())

async function render(side: OrderSide, language: 'ar' | 'en', order = centreOrder({ status: 'delivered' })) {
  await Promise.all([
    i18n.loadNamespaces(['centreOrders', 'bookingChanges']),
    englishI18n.loadNamespaces(['centreOrders', 'bookingChanges']),
  ])
  stubApi(({ method, path }) =>
    method === 'GET' && path === `/centre-orders/${order.id}` ? { body: order } : undefined,
  )
  await renderWithProviders(
    <OrderPage orderId={order.id} side={side} links={{ pay: (id) => `/payments/pay/${id}` }} Drop={Drop} />,
    { language },
  )
  return order
}

describe('OrderPage: what each reader sees of the money (issue 43 §4)', () => {
  it('shows an admin the payment, in English', async () => {
    await render('admin', 'en')
    expect(await screen.findByText(en.detail.sections.payment)).toBeInTheDocument()
    expect(screen.getByText(en.detail.fields.total)).toBeInTheDocument()
  })

  it('shows the referring doctor the visit and the report but not what was paid, in Arabic', async () => {
    await render('doctor', 'ar')
    expect(await screen.findByText(ar.detail.sections.reports)).toBeInTheDocument()
    expect(screen.queryByText(ar.detail.sections.payment)).toBeNull()
    expect(screen.queryByText(ar.detail.fields.total)).toBeNull()
  })

  it('does not tell the doctor the refund of a cancelled order, in English', async () => {
    await render(
      'doctor',
      'en',
      centreOrder({ status: 'canceled', canceledBy: 'patient', refund: 15_300, refundTo: 'wallet' }),
    )
    expect(await screen.findByText(en.detail.sections.cancellation)).toBeInTheDocument()
    expect(screen.queryByText(en.detail.fields.refund)).toBeNull()
    expect(screen.queryByText(en.detail.fields.refundTo)).toBeNull()
  })
})
