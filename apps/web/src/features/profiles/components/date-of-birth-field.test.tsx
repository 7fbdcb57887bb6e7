import { resources, translate } from '@app/i18n'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { pickValue, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { birthdayFieldSchema, domainResolver } from '../hooks/use-profile-form'
import { DateOfBirthField } from './date-of-birth-field'

const ar = resources.ar
const today = () => '2026-03-10'

function Harness({
  mustBeAdult,
  onValid,
}: {
  mustBeAdult: boolean
  onValid: (v: { birthday: string }) => void
}) {
  const schema = z.object({ birthday: birthdayFieldSchema(mustBeAdult, today) })
  const { control, handleSubmit } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: domainResolver(schema),
    defaultValues: { birthday: '' },
  })
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <DateOfBirthField control={control} name="birthday" label={ar.profiles.fields.birthday} required />
      <button type="submit">{ar.profiles.form.save}</button>
    </form>
  )
}

async function submitBirthday(birthday: string, mustBeAdult = true) {
  stubApi()
  const onValid = vi.fn()
  const user = userEvent.setup()
  await renderWithProviders(<Harness mustBeAdult={mustBeAdult} onValid={onValid} />)
  const input = await screen.findByLabelText(ar.profiles.fields.birthday, { exact: false })
  pickValue(input, birthday)
  await user.click(screen.getByRole('button', { name: ar.profiles.form.save }))
  return { input, onValid }
}

describe('DateOfBirthField', () => {
  it('is a labelled native date input that does not offer days after today in Cairo', async () => {
    stubApi()
    await renderWithProviders(<Harness mustBeAdult onValid={vi.fn()} />)
    const input = await screen.findByLabelText(ar.profiles.fields.birthday, { exact: false })
    expect(input).toHaveAttribute('type', 'date')
    expect(input.getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('refuses a birthday after today', async () => {
    const { input, onValid } = await submitBirthday('2026-03-11')
    await vi.waitFor(() => expect(input).toHaveAccessibleDescription(ar.validation.birthday.future))
    expect(input).toBeInvalid()
    expect(onValid).not.toHaveBeenCalled()
  })

  it('refuses a patient younger than 18, even by one day', async () => {
    const { input, onValid } = await submitBirthday('2008-03-11')
    await vi.waitFor(() =>
      expect(input).toHaveAccessibleDescription(translate('ar', 'validation:birthday.underage')),
    )
    expect(onValid).not.toHaveBeenCalled()
  })

  it('accepts a patient who turns 18 today', async () => {
    const { onValid } = await submitBirthday('2008-03-10')
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled())
  })

  it('lets a role without the adult rule through under 18, but never in the future', async () => {
    const { onValid } = await submitBirthday('2015-01-01', false)
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled())
  })

  it('asks for a date when left empty', async () => {
    const { input } = await submitBirthday('')
    await vi.waitFor(() => expect(input).toHaveAccessibleDescription(ar.validation.birthday.invalid))
  })
})
