import type { CentreOrderView } from '@app/domain/centre-orders'
import { resources } from '@app/i18n'
import { formatMoney } from '@app/i18n/format'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { centreOrder, orderId } from '#web/testing/centre-order-fixtures'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { CancelOrderDialog } from './cancel-order-dialog'
import { OrderPage } from './order-page'

const ar = resources.ar.centreOrders
const en = resources.en.centreOrders
const arChanges = resources.ar.bookingChanges.cancel
const enChanges = resources.en.bookingChanges.cancel
// Testing Library collapses whitespace (Intl puts no-break spaces in amounts); compare the same way.
const text = (value: string) => value.replace(/\s+/g, ' ').trim()
const money = (amount: number, language: 'ar' | 'en') => text(formatMoney(amount, language))

/** The API cancelling the order, answering it cancelled with the refund where the request sent it. */
function stubCancel(order: CentreOrderView) {
  return stubApi(({ method, path, body }) => {
    if (method !== 'POST' || path !== `/centre-orders/${order.id}/cancel`) return undefined
    const { refundTo } = body as { refundTo: 'wallet' | 'card' }
    return {
      body: {
        ...order,
        status: 'canceled',
        canceledBy: 'patient',
        refund: order.total,
        refundTo,
        actions: [],
      },
    }
  })
}

const posted = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown)

async function renderDialog(order: CentreOrderView, by: 'patient' | 'centre', language: 'ar' | 'en') {
  await Promise.all([
    i18n.loadNamespaces(['centreOrders', 'bookingChanges']),
    englishI18n.loadNamespaces(['centreOrders', 'bookingChanges']),
  ])
  const onClose = vi.fn()
  await renderWithProviders(<CancelOrderDialog order={order} by={by} onClose={onClose} />, { language })
  return onClose
}

// Booked in June 2099 for July 2099: cancelling now is well before the free cancellation ends.
const paidByCard = centreOrder({ method: 'card', total: 20_600, actions: ['cancel'] })

describe('CancelOrderDialog: where the refund goes (issue 12 §2 for lab tests and scans)', () => {
  it('lets the patient of an order paid by card have it back on the card, in Arabic', async () => {
    const fetch = stubCancel(paidByCard)
    const onClose = await renderDialog(paidByCard, 'patient', 'ar')
    const group = await screen.findByRole('radiogroup', { name: arChanges.target })
    expect(group).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: new RegExp(arChanges.targets.wallet) })).toBeChecked()
    expect(screen.getByRole('status')).toHaveTextContent(
      text(arChanges.refund.wallet.replace('{{amount}}', money(paidByCard.total, 'ar'))),
    )
    await userEvent.click(screen.getByRole('radio', { name: new RegExp(arChanges.targets.card) }))
    expect(screen.getByRole('status')).toHaveTextContent(
      text(arChanges.refund.card.replace('{{amount}}', money(paidByCard.total, 'ar'))),
    )
    await userEvent.click(screen.getByRole('button', { name: ar.cancel.confirm }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(posted(fetch)).toEqual([{ reason: '', refundTo: 'card' }])
    expect(
      await screen.findByText(
        text(ar.cancel.doneRefundTo.card.replace('{{amount}}', money(paidByCard.total, 'ar'))),
      ),
    ).toBeInTheDocument()
  })

  it('refunds to the wallet by default, and offers no card for an order paid otherwise, in English', async () => {
    const fetch = stubCancel(paidByCard)
    const onClose = await renderDialog(paidByCard, 'patient', 'en')
    expect(await screen.findByRole('radiogroup', { name: enChanges.target })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: en.cancel.confirm }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(posted(fetch)).toEqual([{ reason: '', refundTo: 'wallet' }])
    expect(
      await screen.findByText(
        text(en.cancel.doneRefundTo.wallet.replace('{{amount}}', money(paidByCard.total, 'en'))),
      ),
    ).toBeInTheDocument()
  })

  it('offers no choice for an order paid from the wallet', async () => {
    stubCancel(paidByCard)
    await renderDialog(centreOrder({ method: 'wallet', actions: ['cancel'] }), 'patient', 'en')
    expect(await screen.findByRole('status')).toHaveTextContent(
      text(enChanges.refund.wallet.replace('{{amount}}', money(20_000, 'en'))),
    )
    expect(screen.queryByRole('radiogroup')).toBeNull()
  })

  it('offers no choice to the centre, whose cancellation refunds to the wallet', async () => {
    const fetch = stubCancel(paidByCard)
    await renderDialog(paidByCard, 'centre', 'en')
    await userEvent.type(await screen.findByRole('textbox', { name: en.cancel.reason }), 'Analyser down')
    expect(screen.queryByRole('radiogroup')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: en.cancel.confirm }))
    await waitFor(() => expect(posted(fetch)).toEqual([{ reason: 'Analyser down', refundTo: 'wallet' }]))
  })
})

describe('OrderPage: a cancelled order says where its refund went', () => {
  it.each([
    ['ar', 'card'],
    ['en', 'wallet'],
  ] as const)('in %s, to the %s', async (language, refundTo) => {
    const order = centreOrder({
      status: 'canceled',
      method: 'card',
      canceledBy: 'patient',
      refund: 20_000,
      refundTo,
    })
    stubApi(({ method, path }) =>
      method === 'GET' && path === `/centre-orders/${orderId}` ? { body: order } : undefined,
    )
    await Promise.all([
      i18n.loadNamespaces(['centreOrders', 'bookingChanges']),
      englishI18n.loadNamespaces(['centreOrders', 'bookingChanges']),
    ])
    await renderWithProviders(
      <OrderPage
        orderId={orderId}
        side="patient"
        links={{ pay: (id) => `/payments/pay/${id}` }}
        Drop={() => null}
      />,
      { language },
    )
    const texts = language === 'ar' ? ar : en
    expect(await screen.findByText(texts.detail.fields.refundTo)).toBeInTheDocument()
    expect(screen.getByText(texts.detail.refundTo[refundTo])).toBeInTheDocument()
  })
})
