import { resources, translate } from '@app/i18n'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { PayoutDialog } from './payout-dialog'

const ar = resources.ar.payouts
const created = {
  id: '3f0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f',
  amount: 12_550,
  msisdn: '01112345670',
  issuer: 'etisalat',
  fullName: 'منى سامي',
  status: 'requested',
  message: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
}

async function renderDialog(answer: { status?: number; body?: unknown }) {
  const fetch = stubApi(({ method, path }) => (method === 'POST' && path === '/payouts' ? answer : undefined))
  await i18n.loadNamespaces(['payouts', 'validation', 'errors'])
  const onClose = vi.fn()
  await renderWithProviders(
    <PayoutDialog
      available={12_550}
      defaults={{ fullName: 'منى سامي', email: 'mona@example.com', msisdn: '01112345670' }}
      sandbox
      onClose={onClose}
    />,
  )
  const posted = () =>
    fetch.mock.calls
      .filter(([url]) => String(url).endsWith('/payouts'))
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown)
  return { onClose, posted }
}

describe('PayoutDialog (SPEC 3.5, 5, 7.2 cashOutPayment)', () => {
  it('starts from the whole balance and the account, suggests the issuer, and sends after a confirmation', async () => {
    const user = userEvent.setup()
    const { onClose, posted } = await renderDialog({ status: 201, body: created })
    const form = await screen.findByRole('dialog', { name: ar.form.title })
    expect(within(form).getByRole('textbox', { name: new RegExp(ar.form.amount) })).toHaveValue('125.5')
    expect(within(form).getByRole('combobox', { name: new RegExp(ar.form.issuer) })).toHaveTextContent(
      ar.form.issuers.etisalat,
    )
    expect(within(form).getByText(ar.form.weNotice)).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: ar.form.review }))

    const confirm = await screen.findByRole('dialog', { name: ar.form.confirmTitle })
    expect(posted()).toEqual([])
    await user.click(within(confirm).getByRole('button', { name: ar.form.confirm }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(posted()).toEqual([
      {
        amount: 12_550,
        msisdn: '01112345670',
        issuer: 'etisalat',
        fullName: 'منى سامي',
        email: 'mona@example.com',
      },
    ])
  })

  it('refuses a WE number with its reason and more than the balance, sending nothing', async () => {
    const user = userEvent.setup()
    const { posted } = await renderDialog({ status: 201, body: created })
    const form = await screen.findByRole('dialog', { name: ar.form.title })
    const amount = within(form).getByRole('textbox', { name: new RegExp(ar.form.amount) })
    await user.clear(amount)
    await user.type(amount, '٢٠٠')
    const msisdn = within(form).getByRole('textbox', { name: new RegExp(ar.form.msisdn) })
    await user.clear(msisdn)
    await user.type(msisdn, '٠١٥١٢٣٤٥٦٧٠')
    await user.click(within(form).getByRole('button', { name: ar.form.review }))

    expect(await within(form).findByText(translate('ar', 'validation:payout.msisdnWe'))).toBeInTheDocument()
    expect(
      within(form).getByText(translate('ar', 'validation:payout.amountAboveBalance')),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: ar.form.confirmTitle })).toBeNull()
    expect(posted()).toEqual([])
  })

  it.each([
    ['failed', null, ar.form.failed, 'error'],
    ['succeeded', null, ar.list.status.succeeded, 'success'],
    ['pending', 'Transaction is being processed', 'Transaction is being processed', 'info'],
  ])(
    'tells the cash-out result at once (SPEC 4, 8): a payout answered %s',
    async (status, message, text, severity) => {
      const user = userEvent.setup()
      await renderDialog({ status: 201, body: { ...created, status, message } })
      const form = await screen.findByRole('dialog', { name: ar.form.title })
      await user.click(within(form).getByRole('button', { name: ar.form.review }))
      const confirm = await screen.findByRole('dialog', { name: ar.form.confirmTitle })
      await user.click(within(confirm).getByRole('button', { name: ar.form.confirm }))
      const toast = await screen.findByText(text)
      expect(toast.closest('.MuiAlert-root')).toHaveClass(
        `MuiAlert-color${severity[0]!.toUpperCase()}${severity.slice(1)}`,
      )
      expect(screen.queryByText(/تم طلب السحب/)).toBeNull()
    },
  )

  it("shows the server's refusal when the balance changed meanwhile", async () => {
    const user = userEvent.setup()
    await renderDialog({
      status: 422,
      body: {
        error: {
          code: 'INSUFFICIENT_EARNINGS',
          params: { availableAmount: 1_000 },
          message: 'x',
          requestId: 'r',
        },
      },
    })
    const form = await screen.findByRole('dialog', { name: ar.form.title })
    await user.click(within(form).getByRole('button', { name: ar.form.review }))
    const confirm = await screen.findByRole('dialog', { name: ar.form.confirmTitle })
    await user.click(within(confirm).getByRole('button', { name: ar.form.confirm }))
    const alert = await within(form).findByRole('alert')
    // The error's text, the available amount in Egyptian pounds with Arabic-Indic digits.
    expect(alert).toHaveTextContent(resources.ar.errors.INSUFFICIENT_EARNINGS.split('(')[0]!.trim())
    expect(alert).toHaveTextContent('١٠٫٠٠')
  })
})
