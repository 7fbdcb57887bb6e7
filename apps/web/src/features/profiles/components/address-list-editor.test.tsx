import { addressListSchema } from '@app/domain/profiles'
import { resources, translate } from '@app/i18n'
import { screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { FormProvider, useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { domainResolver, emptyAddress } from '../hooks/use-profile-form'
import { AddressListEditor } from './address-list-editor'
import { testChoices } from './test-choices'

const ar = resources.ar.profiles
const schema = z.object({ addresses: addressListSchema })

function Harness({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: domainResolver(schema),
    defaultValues: { addresses: [emptyAddress()] },
  })
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <AddressListEditor choices={testChoices} />
        <button type="submit">{ar.form.save}</button>
      </form>
    </FormProvider>
  )
}

async function fillAddress(user: UserEvent, number: number) {
  const item = screen.getByRole('group', { name: translate('ar', 'profiles:address.item', { number }) })
  const field = (label: string) => within(item).getByLabelText(label, { exact: false })
  await user.selectOptions(field(ar.fields.governorate), 'القاهرة')
  await user.selectOptions(field(ar.fields.area), 'مدينة نصر')
  await user.type(field(ar.fields.region), 'الحي السابع')
  await user.type(field(ar.fields.districtTownVillage), 'مدينة نصر')
  await user.type(field(ar.fields.streetBlockCompound), 'شارع مكرم عبيد')
  await user.type(field(ar.fields.buildingNumberName), '12')
  return item
}

describe('AddressListEditor', () => {
  it('refuses a duplicate address with the schema message on the second one', async () => {
    stubApi()
    const onValid = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(<Harness onValid={onValid} />)
    await screen.findByRole('button', { name: ar.address.add })

    await fillAddress(user, 1)
    await user.click(screen.getByRole('button', { name: ar.address.add }))
    const second = await fillAddress(user, 2)
    await user.click(screen.getByRole('button', { name: ar.form.save }))

    expect(await within(second).findByText(resources.ar.validation.address.duplicate)).toBeInTheDocument()
    expect(onValid).not.toHaveBeenCalled()
  })

  it('accepts two different addresses and keeps the area ids as numbers', async () => {
    stubApi()
    const onValid = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(<Harness onValid={onValid} />)
    await screen.findByRole('button', { name: ar.address.add })

    await fillAddress(user, 1)
    await user.click(screen.getByRole('button', { name: ar.address.add }))
    const second = await fillAddress(user, 2)
    await user.type(within(second).getByLabelText(ar.fields.buildingNumberName, { exact: false }), 'ب')
    await user.click(screen.getByRole('button', { name: ar.form.save }))

    await vi.waitFor(() => expect(onValid).toHaveBeenCalled())
    const values = onValid.mock.calls[0]?.[0] as z.output<typeof schema>
    expect(values.addresses).toHaveLength(2)
    expect(values.addresses[0]).toMatchObject({ countryId: 'EG', governorateId: 1, areaId: 11 })
  })

  it('offers only the areas of the chosen governorate and clears the area when it changes', async () => {
    stubApi()
    const user = userEvent.setup()
    await renderWithProviders(<Harness onValid={vi.fn()} />)
    await screen.findByRole('button', { name: ar.address.add })

    const area = screen.getByLabelText(ar.fields.area, { exact: false })
    expect(area).toBeDisabled()
    await user.selectOptions(screen.getByLabelText(ar.fields.governorate, { exact: false }), 'القاهرة')
    expect(
      within(area)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([ar.form.choose, 'مدينة نصر', 'مصر الجديدة'])
    await user.selectOptions(area, 'مصر الجديدة')
    await user.selectOptions(screen.getByLabelText(ar.fields.governorate, { exact: false }), 'الجيزة')
    expect(area).toHaveValue('')
    expect(
      within(area)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([ar.form.choose, 'الدقي'])
  })

  it('keeps at least one address: the only one cannot be removed', async () => {
    stubApi()
    const user = userEvent.setup()
    await renderWithProviders(<Harness onValid={vi.fn()} />)
    await screen.findByRole('button', { name: ar.address.add })

    const removeFirst = translate('ar', 'profiles:address.remove', { number: 1 })
    expect(screen.queryByRole('button', { name: removeFirst })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: ar.address.add }))
    await user.click(screen.getByRole('button', { name: removeFirst }))
    expect(screen.getAllByRole('group', { name: /العنوان/ })).toHaveLength(1)
  })
})
