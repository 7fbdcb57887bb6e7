import { freeCancellationUntil, refundOnCancel, type CancellationQuote } from '@app/domain/bookings'
import { translate } from '@app/i18n'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { bookingView } from '../testing/fixtures'
import { CancelBookingDialog } from './cancel-booking-dialog'

const bookingId = '6c0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f'
const hourMs = 3_600_000
const total = 15_000

/**
 * The quote the API would give at `now` for a booking starting at `startsAt`, from the domain's own rule (SPEC 9
 * 'Refund'), so the screen is tested against the edge the server applies, not one the test invents.
 */
function quoteAt(startsAt: Date, now: Date, paidBy: 'wallet' | 'card' = 'wallet'): CancellationQuote {
  const bookedAt = new Date(startsAt.getTime() - 7 * 24 * hourMs)
  const { refund, full } = refundOnCancel('patient', { startsAt, bookedAt }, now, total)
  return {
    canCancel: now < startsAt,
    refund,
    full,
    freeUntil: freeCancellationUntil(startsAt, bookedAt)?.toISOString() ?? null,
    targets: paidBy === 'card' ? ['wallet', 'card'] : ['wallet'],
  }
}

/** A text as Testing Library reads the page: its no-break spaces (in money, in times) as spaces. */
const text = (language: 'ar' | 'en', key: string, params?: Record<string, string | number>) =>
  translate(language, key, params).replace(/\s+/g, ' ')

const cancelled = bookingView({ status: 'canceled', canceledBy: 'patient', refundTo: 'wallet' })

function stubQuote(
  quote: CancellationQuote,
  onCancel?: (body: unknown) => { status?: number; body?: unknown },
) {
  return stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === `/bookings/${bookingId}/cancellation`) return { body: quote }
    if (method === 'POST' && path === `/bookings/${bookingId}/cancel`)
      return onCancel ? onCancel(body) : { body: cancelled }
    return undefined
  })
}

const loadTexts = () =>
  Promise.all([i18n.loadNamespaces(['bookingChanges']), englishI18n.loadNamespaces(['bookingChanges'])])

const posted = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown)

describe('CancelBookingDialog (issue 12 §2; SPEC 9 refund)', () => {
  it('promises the full refund to the wallet exactly 24 hours before, with the free-until time in Egypt time', async () => {
    const now = new Date()
    const startsAt = new Date(now.getTime() + 24 * hourMs)
    const quote = quoteAt(startsAt, now)
    expect(quote).toMatchObject({ full: true, refund: total })
    const fetch = stubQuote(quote)
    await loadTexts()
    const onClose = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(<CancelBookingDialog bookingId={bookingId} by="patient" onClose={onClose} />)

    const refund = text('ar', 'bookingChanges:cancel.refund.wallet', { amount: total })
    expect(refund).toContain('١٥٠')
    expect(await screen.findByText(refund)).toBeInTheDocument()
    expect(
      screen.getByText(text('ar', 'bookingChanges:cancel.freeUntil', { time: quote.freeUntil ?? '' })),
    ).toBeInTheDocument()
    // A wallet booking has nowhere else to go: no choice is offered.
    expect(screen.queryByRole('radiogroup')).toBeNull()

    await user.click(screen.getByRole('button', { name: text('ar', 'bookingChanges:cancel.confirm') }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(posted(fetch)).toEqual([{ refundTo: 'wallet', reason: '' }])
    expect(
      await screen.findByText(text('ar', 'bookingChanges:cancel.doneRefund.wallet', { amount: total })),
    ).toBeInTheDocument()
  })

  it('says there is no refund a moment inside the last 24 hours, before confirming', async () => {
    const now = new Date()
    const startsAt = new Date(now.getTime() + 24 * hourMs - 1)
    const quote = quoteAt(startsAt, now)
    expect(quote).toMatchObject({ full: false, refund: 0, canCancel: true })
    const fetch = stubQuote(quote)
    await loadTexts()
    const onClose = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(<CancelBookingDialog bookingId={bookingId} by="patient" onClose={onClose} />, {
      language: 'en',
    })

    expect(
      await screen.findByText('Free cancellation has ended: cancelling now gives no refund.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText(text('en', 'bookingChanges:cancel.lateSince', { time: quote.freeUntil ?? '' })),
    ).toBeInTheDocument()
    expect(screen.queryByText(/You will get back/)).toBeNull()
    // Still the patient's choice to make.
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(posted(fetch)).toEqual([{ refundTo: 'wallet', reason: '' }])
    expect(await screen.findByText('Booking cancelled.')).toBeInTheDocument()
  })

  it('offers the card only for a booking paid by card, and sends the choice', async () => {
    const now = new Date()
    const quote = quoteAt(new Date(now.getTime() + 48 * hourMs), now, 'card')
    const fetch = stubQuote(quote)
    await loadTexts()
    const onClose = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(<CancelBookingDialog bookingId={bookingId} by="patient" onClose={onClose} />, {
      language: 'en',
    })

    const group = await screen.findByRole('radiogroup', { name: 'Where should the money go?' })
    expect(group).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /My Sehha wallet/ })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: /The card I paid with/ }))
    expect(
      screen.getByText(text('en', 'bookingChanges:cancel.refund.card', { amount: total })),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(posted(fetch)).toEqual([{ refundTo: 'card', reason: '' }])
  })

  it('offers no choice when a card booking is cancelled too late for a refund', async () => {
    const now = new Date()
    stubQuote(quoteAt(new Date(now.getTime() + 2 * hourMs), now, 'card'))
    await loadTexts()
    await renderWithProviders(<CancelBookingDialog bookingId={bookingId} by="patient" onClose={vi.fn()} />, {
      language: 'en',
    })
    expect(
      await screen.findByText('Free cancellation has ended: cancelling now gives no refund.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('radiogroup')).toBeNull()
  })

  it('lets the doctor give a reason and says the patient gets everything back, with no refund choice', async () => {
    const now = new Date()
    const quote: CancellationQuote = {
      ...quoteAt(new Date(now.getTime() + 2 * hourMs), now, 'card'),
      refund: total,
      full: true,
    }
    const fetch = stubQuote(quote)
    await loadTexts()
    const onClose = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(<CancelBookingDialog bookingId={bookingId} by="doctor" onClose={onClose} />, {
      language: 'en',
    })
    expect(
      await screen.findByText(text('en', 'bookingChanges:cancel.doctorRefund', { amount: total })),
    ).toBeInTheDocument()
    expect(screen.queryByRole('radiogroup')).toBeNull()
    await user.type(screen.getByRole('textbox', { name: 'Reason for the patient' }), 'Emergency surgery')
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(posted(fetch)).toEqual([{ refundTo: 'wallet', reason: 'Emergency surgery' }])
  })

  it('says when a booking can no longer be cancelled, and a refusal met on confirming', async () => {
    const now = new Date()
    stubQuote({ ...quoteAt(new Date(now.getTime() - hourMs), now), canCancel: false })
    await loadTexts()
    await renderWithProviders(<CancelBookingDialog bookingId={bookingId} by="patient" onClose={vi.fn()} />, {
      language: 'en',
    })
    expect(await screen.findByText('This booking can no longer be cancelled.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeDisabled()
  })

  it('shows the API refusal in the dialog and keeps it open', async () => {
    const now = new Date()
    stubQuote(quoteAt(new Date(now.getTime() + 48 * hourMs), now), () => apiError(409, 'CANNOT_CANCEL'))
    await loadTexts()
    const onClose = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(<CancelBookingDialog bookingId={bookingId} by="patient" onClose={onClose} />, {
      language: 'en',
    })
    await screen.findByText(/You will get back/)
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(text('en', 'errors:CANNOT_CANCEL'))
    expect(onClose).not.toHaveBeenCalled()
  })
})
