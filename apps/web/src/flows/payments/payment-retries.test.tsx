import type { BookingPayment, PaymentRetryState } from '@app/domain/bookings'
import type { CentreOrderPayment } from '@app/domain/centre-orders'
import { resources } from '@app/i18n'
import { formatDateTime } from '@app/i18n/format'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { BookingPaymentRetry, CentreOrderPaymentRetry } from './payment-retries'

const en = resources.en.payments.retry
const ar = resources.ar.payments.retry
const enStatus = resources.en.payments.status
const arStatus = resources.ar.payments.status
const bookingId = '6c0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f'
const centreOrderId = '9a0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f'
const newOrderId = '7d0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f'

const declined: PaymentRetryState & { status: 'pending' } = {
  status: 'pending',
  order: { id: '8e0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f', status: 'error', method: 'card', failure: 'declined' },
  holdExpiresAt: '2026-11-25T12:30:00.000Z',
  retryMethods: ['card', 'mobileWallet'],
}
const heldUntil = declined.holdExpiresAt ?? ''

/** The API of a refused payment at `path`, answering a retry with a new order. */
function stubRetry(path: string, view: BookingPayment | CentreOrderPayment) {
  return stubApi(({ method, path: asked }) => {
    if (method === 'GET' && asked === path) return { body: view }
    if (method === 'POST' && asked === path) return { status: 201, body: { orderId: newOrderId } }
    return undefined
  })
}

const posted = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown)

describe("a doctor booking's declined card (issue 41 §4)", () => {
  it('says the card was declined, that the time is still held, and pays again by another method', async () => {
    const fetch = stubRetry(`/bookings/${bookingId}/payment`, { ...declined, bookingId })
    const { history } = await renderWithProviders(<BookingPaymentRetry bookingId={bookingId} />, {
      language: 'en',
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(en.failure.declined)
    expect(alert).toHaveTextContent(en.failureBody.declined)
    expect(
      screen.getByText(en.held.booking.replace('{{time}}', formatDateTime(heldUntil, 'en'))),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: enStatus.chooseAnotherTime })).toHaveAttribute('href', '/booking')
    await userEvent.click(screen.getByRole('radio', { name: en.methods.mobileWallet }))
    await userEvent.click(screen.getByRole('button', { name: en.tryAgain }))
    await waitFor(() => expect(history.location.pathname).toBe(`/payments/pay/${newOrderId}`))
    expect(posted(fetch)).toEqual([{ method: 'mobileWallet' }])
  })

  it('offers only another time once the hold has ended, in Arabic', async () => {
    stubRetry(`/bookings/${bookingId}/payment`, {
      ...declined,
      bookingId,
      status: 'failed',
      holdExpiresAt: null,
      retryMethods: [],
    })
    await renderWithProviders(<BookingPaymentRetry bookingId={bookingId} />, { language: 'ar' })
    expect(await screen.findByRole('alert')).toHaveTextContent(ar.failure.declined)
    expect(screen.getByText(ar.released.booking)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: ar.tryAgain })).toBeNull()
    expect(screen.getByRole('link', { name: arStatus.chooseAnotherTime })).toHaveAttribute('href', '/booking')
  })
})

describe("a lab test's or scan's declined card (issue 43, as issue 41 §4)", () => {
  const path = `/centre-orders/${centreOrderId}/payment`

  it('keeps the visit time for another card, in Arabic, and leads back to the order', async () => {
    const fetch = stubRetry(path, { ...declined, centreOrderId })
    const { history } = await renderWithProviders(<CentreOrderPaymentRetry centreOrderId={centreOrderId} />, {
      language: 'ar',
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(ar.failure.declined)
    expect(alert).toHaveTextContent(ar.failureBody.declined)
    expect(
      screen.getByText(ar.held.centreOrder.replace('{{time}}', formatDateTime(heldUntil, 'ar'))),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: arStatus.openOrder })).toHaveAttribute(
      'href',
      `/orders/${centreOrderId}`,
    )
    // Another card is the first choice; keyboard alone pays again.
    expect(screen.getByRole('radio', { name: ar.methods.card })).toBeChecked()
    screen.getByRole('button', { name: ar.tryAgain }).focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(history.location.pathname).toBe(`/payments/pay/${newOrderId}`))
    expect(posted(fetch)).toEqual([{ method: 'card' }])
  })

  it('says the order was not booked once the hold has ended, in English; on the order page no link away', async () => {
    stubRetry(path, { ...declined, centreOrderId, status: 'failed', holdExpiresAt: null, retryMethods: [] })
    await renderWithProviders(<CentreOrderPaymentRetry centreOrderId={centreOrderId} onOrderPage />, {
      language: 'en',
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(en.failure.declined)
    expect(screen.getByText(en.released.centreOrder)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: en.tryAgain })).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
