import { resources, translate } from '@app/i18n'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { CashInForm } from './cash-in-form'

const ar = resources.ar.payments
const orderId = '3f0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f'

async function renderForm(answer: { status?: number; body?: unknown }) {
  const fetch = stubApi(({ method, path }) =>
    method === 'POST' && path === '/payments/cash-in' ? answer : undefined,
  )
  await i18n.loadNamespaces(['payments'])
  const onOrder = vi.fn()
  await renderWithProviders(<CashInForm onOrder={onOrder} billingDefaults={{ firstName: 'مريم' }} />)
  const posted = () =>
    fetch.mock.calls
      .filter(([url]) => String(url).endsWith('/payments/cash-in'))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown)
  return { onOrder, posted }
}

describe('CashInForm (SPEC 7.2 cashInPayment)', () => {
  it('tops up an amount typed in Arabic-Indic digits with a decimal comma, by kiosk, without billing', async () => {
    const user = userEvent.setup()
    const { onOrder, posted } = await renderForm({ status: 201, body: { orderId } })
    await user.type(await screen.findByRole('textbox', { name: ar.cashIn.amount }), '٥٠,٥')
    await user.click(screen.getByRole('radio', { name: new RegExp(ar.method.kiosk) }))
    expect(
      screen.queryByRole('textbox', { name: new RegExp(resources.ar.validation.fields.street) }),
    ).toBeNull()
    await user.click(screen.getByRole('button', { name: ar.cashIn.submit }))

    await waitFor(() => expect(onOrder).toHaveBeenCalledWith(orderId))
    expect(posted()).toEqual([{ amount: 5050, method: 'kiosk' }])
  })

  it('asks for the billing details of a card and refuses less than 6 EGP, sending nothing', async () => {
    const user = userEvent.setup()
    const { posted } = await renderForm({ status: 201, body: { orderId } })
    await user.type(await screen.findByRole('textbox', { name: ar.cashIn.amount }), '5')
    await user.click(screen.getByRole('button', { name: ar.cashIn.submit }))

    expect(await screen.findByText(translate('ar', 'validation:amount.min'))).toBeInTheDocument()
    expect(
      screen.getByRole('textbox', { name: new RegExp(resources.ar.validation.fields.email) }),
    ).toHaveAccessibleDescription(resources.ar.validation.billing.email)
    expect(
      screen.getByRole('textbox', { name: new RegExp(resources.ar.validation.fields.firstName) }),
    ).toHaveValue('مريم')
    expect(posted()).toEqual([])
  })

  it("says 'Cannot make payment' when no order comes back (SPEC 8)", async () => {
    const user = userEvent.setup()
    const { onOrder } = await renderForm({ status: 201, body: {} })
    await user.type(await screen.findByRole('textbox', { name: ar.cashIn.amount }), '50')
    await user.click(screen.getByRole('radio', { name: new RegExp(ar.method.mobileWallet) }))
    await user.click(screen.getByRole('button', { name: ar.cashIn.submit }))

    expect(await screen.findByRole('alert')).toHaveTextContent(resources.ar.errors.CANNOT_MAKE_PAYMENT)
    expect(onOrder).not.toHaveBeenCalled()
  })
})
