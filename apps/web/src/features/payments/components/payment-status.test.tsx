import type { OrderView } from '@app/domain/payments'
import { resources, translate } from '@app/i18n'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { PaymentStatus } from './payment-status'

const en = resources.en.payments.status
// Testing Library collapses whitespace (Intl puts no-break spaces in amounts); compare the same way.
const text = (value: string) => value.replace(/\s+/g, ' ').trim()
const orderId = '3f0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f'
const order = (changes: Partial<OrderView>): OrderView => ({
  id: orderId,
  kind: 'cashIn',
  method: 'card',
  provider: 'sandbox',
  amount: 5000,
  status: 'pending',
  bookingId: null,
  centreOrderId: null,
  kioskReference: null,
  expiresAt: '2026-11-25T12:30:00.000Z',
  createdAt: '2026-11-25T12:00:00.000Z',
  completedAt: null,
  ...changes,
})

async function renderStatus(view: OrderView) {
  stubApi(({ method, path }) =>
    method === 'GET' && path === `/payments/orders/${orderId}` ? { body: view } : undefined,
  )
  await i18n.loadNamespaces(['payments'])
  const onCompleted = vi.fn()
  await renderWithProviders(
    <PaymentStatus
      centreOrderHref={(id) => `/orders/${id}`}
      orderId={orderId}
      onCompleted={onCompleted}
      bookingRetryHref="/booking"
      cashInRetryHref="/wallet/payments"
    />,
    { language: 'en' },
  )
  return onCompleted
}

describe('PaymentStatus (SPEC 2.7, 8)', () => {
  it("tells a failed mobile-wallet top-up to check the wallet's number and balance, and offers to try again", async () => {
    await renderStatus(order({ method: 'mobileWallet', status: 'error' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(en.errorTitle)
    expect(alert).toHaveTextContent(en.errorMobileWallet)
    expect(screen.getByRole('link', { name: en.tryAgain })).toHaveAttribute('href', '/wallet/payments')
  })

  it('says a card failed in SPEC 8 words', async () => {
    await renderStatus(order({ status: 'error' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errorCard)
  })

  it("hands a booking's refused payment to the booking's side, which says why and offers another try (issue 41 §4)", async () => {
    stubApi(({ method, path }) =>
      method === 'GET' && path === `/payments/orders/${orderId}`
        ? { body: order({ kind: 'bookingPay', bookingId: orderId, status: 'error' }) }
        : undefined,
    )
    await i18n.loadNamespaces(['payments'])
    await renderWithProviders(
      <PaymentStatus
        centreOrderHref={(id) => `/orders/${id}`}
        orderId={orderId}
        onCompleted={vi.fn()}
        bookingRetryHref="/booking"
        cashInRetryHref="/wallet/payments"
        renderFailure={(failed) => (failed.bookingId ? <p>retry {failed.bookingId}</p> : null)}
      />,
      { language: 'en' },
    )
    expect(await screen.findByText(`retry ${orderId}`)).toBeInTheDocument()
    // Not the generic 'Sorry, an error occurred' with its one button back to step 1.
    expect(screen.queryByText(en.errorTitle)).toBeNull()
    expect(screen.queryByRole('link', { name: en.chooseAnotherTime })).toBeNull()
  })

  it('says the held time was released when a booking payment timed out, and offers another time', async () => {
    await renderStatus(order({ kind: 'bookingPay', bookingId: orderId, status: 'timeout' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(en.timeoutTitle)
    expect(alert).toHaveTextContent(en.timeoutBooking)
    expect(screen.getByRole('link', { name: en.chooseAnotherTime })).toHaveAttribute('href', '/booking')
  })

  it("says a lab test's or scan's order was not booked when its payment timed out, and leads to the order", async () => {
    const centreOrderId = '5a0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f'
    await renderStatus(order({ kind: 'centreOrderPay', centreOrderId, status: 'timeout' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(en.timeoutCentreOrder)
    expect(alert).not.toHaveTextContent(en.timeoutCashIn)
    expect(screen.getByRole('link', { name: en.openOrder })).toHaveAttribute(
      'href',
      `/orders/${centreOrderId}`,
    )
  })

  it('waits for a pending kiosk payment with its reference and deadline', async () => {
    const onCompleted = await renderStatus(order({ method: 'kiosk', kioskReference: '123456789' }))
    expect(await screen.findByText(en.pendingKiosk)).toBeInTheDocument()
    expect(screen.getByText('123 456 789')).toBeInTheDocument()
    expect(
      screen.getByText(
        text(translate('en', 'payments:kiosk.deadline', { deadline: '2026-11-25T12:30:00.000Z' })),
      ),
    ).toBeInTheDocument()
    expect(onCompleted).not.toHaveBeenCalled()
  })

  it('hands a completed top-up on once, with a toast of the amount', async () => {
    const onCompleted = await renderStatus(order({ status: 'completed' }))
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1))
    expect(onCompleted.mock.calls[0]?.[0]).toMatchObject({ id: orderId, status: 'completed' })
    // The snackbar's code loads with the first toast.
    expect(
      await screen.findByText(
        text(translate('en', 'payments:status.toppedUp', { amount: 5000 })),
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument()
  })
})
