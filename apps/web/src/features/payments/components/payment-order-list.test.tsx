import type { OrderView } from '@app/domain/payments'
import { resources } from '@app/i18n'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { PaymentOrderList } from './payment-order-list'

const ar = resources.ar.payments
const en = resources.en.payments

const order = (n: number, changes: Partial<OrderView> = {}): OrderView => ({
  id: `3f0c8a52-55c4-4c3a-9a51-3b0b1c2d3e${String(n).padStart(2, '0')}`,
  kind: 'cashIn',
  method: 'card',
  provider: 'sandbox',
  amount: 5000,
  status: 'completed',
  bookingId: null,
  centreOrderId: null,
  kioskReference: null,
  expiresAt: '2026-11-25T12:30:00.000Z',
  createdAt: '2026-11-25T12:00:00.000Z',
  completedAt: '2026-11-25T12:01:00.000Z',
  ...changes,
})

const links = {
  pay: (id: string) => `/payments/pay/${id}`,
  booking: (id: string) => `/booking/${id}/success`,
  centreOrder: (id: string) => `/orders/${id}`,
}

async function render(language: 'ar' | 'en') {
  await Promise.all([i18n.loadNamespaces(['payments']), englishI18n.loadNamespaces(['payments'])])
  return renderWithProviders(<PaymentOrderList links={links} />, { language })
}

describe('PaymentOrderList (SPEC 2.7 order list; issue 45 §5)', () => {
  it('says there are none yet, in Arabic', async () => {
    stubApi(({ path }) =>
      path === '/payments/orders' ? { body: { items: [], nextCursor: null } } : undefined,
    )
    await render('ar')
    expect(await screen.findByText(ar.orders.empty)).toBeInTheDocument()
    expect(screen.getByRole('region', { name: ar.orders.title })).toBeInTheDocument()
  })

  it('shows a pending kiosk payment to go on with, a paid booking and a failed test, then loads more, in English', async () => {
    const bookingId = '00000000-0000-4000-8000-0000000000b1'
    const centreOrderId = '00000000-0000-4000-8000-0000000000c1'
    const firstPage = {
      items: [
        order(1, {
          kind: 'bookingPay',
          method: 'kiosk',
          status: 'pending',
          kioskReference: '7788123',
          bookingId,
        }),
        order(2, { kind: 'bookingPay', bookingId, amount: 45_000 }),
        order(3, { kind: 'centreOrderPay', status: 'error', centreOrderId }),
      ],
      nextCursor: 'next',
    }
    stubApi(({ path }) =>
      path === '/payments/orders'
        ? { body: firstPage }
        : path === '/payments/orders?cursor=next'
          ? { body: { items: [order(4, { status: 'timeout' })], nextCursor: null } }
          : undefined,
    )
    const user = userEvent.setup()
    await render('en')
    const list = await screen.findByRole('list')
    const lines = within(list).getAllByRole('listitem')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toHaveTextContent(en.kind.bookingPay)
    expect(lines[0]).toHaveTextContent(en.orders.states.pending)
    expect(lines[0]).toHaveTextContent('Kiosk reference: 7788123')
    expect(
      within(lines[0] as HTMLElement).getByRole('link', { name: /^Continue paying: Booking payment/ }),
    ).toHaveAttribute('href', `/payments/pay/${firstPage.items[0]?.id}`)
    expect(lines[1]).toHaveTextContent(en.orders.states.completed)
    expect(lines[1]).toHaveTextContent(/EGP\s?450\.00/)
    expect(
      within(lines[1] as HTMLElement).getByRole('link', { name: en.orders.openBooking }),
    ).toHaveAttribute('href', `/booking/${bookingId}/success`)
    expect(within(lines[2] as HTMLElement).queryByRole('link', { name: /Continue paying/ })).toBeNull()
    expect(within(lines[2] as HTMLElement).getByRole('link', { name: en.orders.openOrder })).toHaveAttribute(
      'href',
      `/orders/${centreOrderId}`,
    )
    await user.click(screen.getByRole('button', { name: en.orders.more }))
    expect(await screen.findByText(en.orders.states.timeout)).toBeInTheDocument()
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    expect(screen.queryByRole('button', { name: en.orders.more })).toBeNull()
  })

  it('offers to try again when the list cannot be loaded', async () => {
    stubApi(({ path }) => (path === '/payments/orders' ? apiError(503, 'SERVICE_UNAVAILABLE') : undefined))
    await render('en')
    expect(await screen.findByText(en.orders.loadError)).toBeInTheDocument()
  })
})
