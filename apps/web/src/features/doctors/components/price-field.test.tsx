import { defaultPricingConfig, patientPrice, videoPracticeInputSchema } from '@app/domain/doctors'
import { resources } from '@app/i18n'
import { formatMoney } from '@app/i18n/format'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { formResolver } from '#web/shared/lib/form-resolver'
import { i18n } from '#web/shared/lib/i18n'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { PriceField, poundsToPiastres } from './price-field'

const ar = resources.ar.doctors.editor
// Testing Library collapses whitespace (Intl puts no-break spaces in amounts); compare the same way.
const text = (value: string) => value.replace(/\s+/g, ' ').trim()

function PriceForm() {
  const { control } = useForm<{ active: boolean; price?: number }>({
    resolver: formResolver(videoPracticeInputSchema),
    defaultValues: { active: true, price: undefined },
  })
  return <PriceField control={control} name="price" label={ar.fields.price} config={defaultPricingConfig} />
}

describe('PriceField', () => {
  it('shows what the patient pays, fees and 14% VAT included, as the doctor types', async () => {
    stubApi()
    await i18n.loadNamespaces(['doctors'])
    const user = userEvent.setup()
    await renderWithProviders(<PriceForm />)
    const field = await screen.findByLabelText(ar.fields.price, { exact: false })
    expect(screen.getByText(ar.price.empty)).toBeInTheDocument()

    await user.type(field, '١٠٠')

    const price = patientPrice(10_000)
    const total = formatMoney(price.total, 'ar')
    expect(screen.getByText(text(ar.price.patientPays.replace('{{total}}', total)))).toBeInTheDocument()
    expect(
      screen.getByText(
        text(
          ar.price.breakdown
            .replace('{{doctor}}', formatMoney(price.doctor, 'ar'))
            .replace('{{fee}}', formatMoney(price.serviceFee, 'ar'))
            .replace('{{vat}}', formatMoney(price.vat, 'ar')),
        ),
      ),
    ).toBeInTheDocument()
    // 100 EGP to the doctor: the patient pays a whole number of pounds, more than the doctor's price.
    expect(price.total % 100).toBe(0)
    expect(price.doctor + price.serviceFee + price.vat).toBe(price.total)
    // The field itself is described by the patient's price, for screen readers.
    expect(field).toHaveAccessibleDescription(expect.stringContaining('١٦٠٫٠٠'))
  })

  it('reads pounds with Arabic digits and a decimal comma as piastres', () => {
    expect(poundsToPiastres('١٢٫٥')).toBe(1250)
    expect(poundsToPiastres('60')).toBe(6000)
    expect(poundsToPiastres('')).toBeUndefined()
    expect(poundsToPiastres('abc')).toBeNaN()
  })
})
