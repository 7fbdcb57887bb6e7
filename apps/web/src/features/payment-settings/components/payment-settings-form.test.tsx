import { translate } from '@app/i18n'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { PaymentSettingsEditor } from './payment-settings-form'

/** Issue 45 §5 (SPEC 3.5, 9; ADR 0049): the admin's payment settings form. */

const current = {
  doctorCutPercent: 62.72,
  ePaymentSurchargePercent: 3.55,
  serviceChargePercent: 10,
  vatPercent: 14,
  maxPricePiastres: 1_000_000,
  updatedAt: null as string | null,
}

function api(answer?: () => { status: number; body: unknown }) {
  return stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/payment-settings') return { body: current }
    if (method === 'PUT' && path === '/payment-settings')
      return (
        answer?.() ?? {
          body: { ...(body as object), updatedAt: '2026-12-07T09:30:00.000Z', recomputedPrices: 42 },
        }
      )
    return undefined
  })
}

afterEach(() => vi.unstubAllGlobals())

const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params)
const field = (name: string) => screen.findByRole('textbox', { name: new RegExp(`^${name}`) })

describe('PaymentSettingsEditor (issue 45 §5)', () => {
  it('shows the values in force, refuses a value out of range naming it, and saves after a confirmation', async () => {
    const fetch = api()
    const user = userEvent.setup()
    await renderWithProviders(<PaymentSettingsEditor />, { language: 'en' })
    const cut = await field(en('payments:settings.fields.doctorCutPercent'))
    expect(cut).toHaveValue('62.72')
    expect(await field(en('payments:settings.fields.maxPrice'))).toHaveValue('10000')
    expect(screen.getByText(en('payments:settings.neverChanged'))).toBeInTheDocument()

    await user.clear(cut)
    await user.type(cut, '20')
    await user.tab()
    expect(await screen.findByText(en('payments:settingsProblems.doctorCutPercent'))).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: en('payments:settings.save') }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.clear(cut)
    await user.type(cut, '50')
    await user.click(screen.getByRole('button', { name: en('payments:settings.save') }))
    const dialog = await screen.findByRole('dialog', { name: en('payments:settings.confirm.title') })
    // A doctor asking 100 EGP: the patient's 160 EGP becomes 200 EGP.
    expect(within(dialog).getByText(/recomputed/)).toHaveTextContent(/160\.00.*200\.00/)
    await user.click(within(dialog).getByRole('button', { name: en('payments:settings.confirm.confirm') }))
    expect(await screen.findByText(en('payments:settings.saved', { count: 42 }))).toBeInTheDocument()
    const put = fetch.mock.calls.find(
      ([url, init]) => init?.method === 'PUT' && String(url).endsWith('/payment-settings'),
    )
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      doctorCutPercent: 50,
      ePaymentSurchargePercent: 3.55,
      serviceChargePercent: 10,
      vatPercent: 14,
      maxPricePiastres: 1_000_000,
    })
  })

  it('reads Arabic-Indic digits with a decimal comma, and shows the server’s refusal on its field', async () => {
    const fetch = api(() =>
      Object.assign(apiError(400, 'VALIDATION_FAILED'), {
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            params: {},
            message: 'x',
            requestId: 't',
            issues: [{ path: 'vatPercent', code: 'payments:settingsProblems.vatPercent' }],
          },
        },
      }),
    )
    const user = userEvent.setup()
    await renderWithProviders(<PaymentSettingsEditor />, { language: 'ar' })
    const t = (key: string) => translate('ar', key)
    const vat = await field(t('payments:settings.fields.vatPercent'))
    await user.clear(vat)
    await user.type(vat, '١٢٫٥')
    await user.click(screen.getByRole('button', { name: t('payments:settings.save') }))
    await user.click(await screen.findByRole('button', { name: t('payments:settings.confirm.confirm') }))
    expect(await screen.findByText(t('payments:settingsProblems.vatPercent'))).toBeInTheDocument()
    const put = fetch.mock.calls.find(
      ([url, init]) => init?.method === 'PUT' && String(url).endsWith('/payment-settings'),
    )
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ vatPercent: 12.5 })
  })
})
