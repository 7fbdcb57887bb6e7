import { phoneInputSchema } from '@app/domain/accounts'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import ar from '../../../../../packages/i18n/src/locales/ar/validation.json'
import en from '../../../../../packages/i18n/src/locales/en/validation.json'
import arCommon from '../../../../../packages/i18n/src/locales/ar/common.json'
import { formResolver } from '#web/shared/lib/form-resolver'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { PhoneField } from './phone-field'

function Harness() {
  const { control } = useForm({
    resolver: formResolver(z.object({ phone: phoneInputSchema })),
    mode: 'onChange',
    defaultValues: { phone: '' },
  })
  return <PhoneField name="phone" control={control} />
}

describe('PhoneField', () => {
  it('converts Arabic-Indic digits to Western digits as they are typed', async () => {
    stubApi()
    await renderWithProviders(<Harness />)
    const input = screen.getByRole('textbox', { name: arCommon.phone.label })
    await userEvent.type(input, '١٠١٢٣٤٥٦٧٨')
    expect(input).toHaveValue('1012345678')
    expect(input).toHaveAttribute('inputmode', 'numeric')
    expect(input).toHaveAttribute('aria-invalid', 'false')
  })

  it('shows zeroError for a leading zero, in Arabic', async () => {
    stubApi()
    await renderWithProviders(<Harness />)
    await userEvent.type(screen.getByRole('textbox', { name: arCommon.phone.label }), '٠١٠١')
    expect(await screen.findByText(ar.phone.zeroError)).toBeInTheDocument()
  })

  it('says the number is short, in English', async () => {
    stubApi()
    await renderWithProviders(<Harness />, { language: 'en' })
    await userEvent.type(screen.getByRole('textbox', { name: 'Mobile number' }), '10123')
    expect(await screen.findByText(en.phone.short)).toBeInTheDocument()
  })

  it('blocks the keys e, E, +, - and . and shows +20 before the number, left to right', async () => {
    stubApi()
    await renderWithProviders(<Harness />)
    const input = screen.getByRole('textbox', { name: arCommon.phone.label })
    await userEvent.type(input, '1e0E+1-2.3')
    expect(input).toHaveValue('10123')
    expect(screen.getByText('+20')).toHaveAttribute('dir', 'ltr')
    expect(input).toHaveAttribute('dir', 'ltr')
  })
})
