import type { BookingPayment } from '@app/domain/bookings'
import { resources } from '@app/i18n'
import { formatDateTime } from '@app/i18n/format'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { PaymentRetry } from './payment-retry'

const en = resources.en.booking.paymentRetry
const ar = resources.ar.booking.paymentRetry
const bookingId = '6c0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f'
const newOrderId = '7d0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f'

const declined: BookingPayment = {
  bookingId,
  status: 'pending',
  order: { id: '8e0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f', status: 'error', method: 'card', failure: 'declined' },
  holdExpiresAt: '2026-11-25T12:30:00.000Z',
  retryMethods: ['card', 'mobileWallet'],
}

async function renderRetry(view: BookingPayment, language: 'ar' | 'en' = 'en') {
  const fetch = stubApi(({ method, path }) => {
    if (method === 'GET' && path === `/bookings/${bookingId}/payment`) return { body: view }
    if (method === 'POST' && path === `/bookings/${bookingId}/payment`)
      return { status: 201, body: { orderId: newOrderId } }
    return undefined
  })
  await i18n.loadNamespaces(['booking'])
  const onOrder = vi.fn()
  await renderWithProviders(
    <PaymentRetry bookingId={bookingId} onOrder={onOrder} chooseAnotherTimeHref="/booking" />,
    { language },
  )
  return { fetch, onOrder }
}

describe('PaymentRetry (issue 41 §4: a declined card keeps the time)', () => {
  it('says the card was declined, that the time is still held, and pays again by another method', async () => {
    const { fetch, onOrder } = await renderRetry(declined)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(en.failure.declined)
    expect(alert).toHaveTextContent(en.failureBody.declined)
    expect(
      screen.getByText(en.held.replace('{{time}}', formatDateTime(declined.holdExpiresAt ?? '', 'en'))),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('radio', { name: en.methods.mobileWallet }))
    await userEvent.click(screen.getByRole('button', { name: en.tryAgain }))
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith(newOrderId))
    const posted = fetch.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(posted[0]?.[1]?.body))).toEqual({ method: 'mobileWallet' })
    expect(screen.getByRole('link', { name: en.chooseAnotherTime })).toHaveAttribute('href', '/booking')
  })

  it('offers only another time once the hold has ended, in Arabic', async () => {
    await renderRetry({ ...declined, status: 'failed', holdExpiresAt: null, retryMethods: [] }, 'ar')
    expect(await screen.findByRole('alert')).toHaveTextContent(ar.failure.declined)
    expect(screen.getByText(ar.released)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: ar.tryAgain })).toBeNull()
    expect(screen.getByRole('link', { name: ar.chooseAnotherTime })).toHaveAttribute('href', '/booking')
  })
})
