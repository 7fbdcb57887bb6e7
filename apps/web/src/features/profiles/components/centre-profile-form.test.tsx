import { resources } from '@app/i18n'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { ProfileForm } from './profile-form'
import { testChoices } from './test-choices'

const en = resources.en.profiles

describe('CentreProfileForm', () => {
  it('is in English, left to right, even when the app is in Arabic', async () => {
    stubApi()
    await renderWithProviders(
      <ProfileForm profileRole="lab" mode="create" profile={null} choices={testChoices} onSaved={vi.fn()} />,
      { language: 'ar' },
    )
    await screen.findByText(en.form.requiredNote)
    const name = screen.getByLabelText(en.fields.businessName, { exact: false })
    expect(name.closest('[dir]')).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('button', { name: en.form.create })).toBeInTheDocument()
    expect(screen.getByRole('switch', { name: en.fields.homeVisit })).not.toBeChecked()
  })

  it('refuses a reception phone that is not digits, in English', async () => {
    stubApi()
    const user = userEvent.setup()
    await renderWithProviders(
      <ProfileForm
        profileRole="radio"
        mode="create"
        profile={null}
        choices={testChoices}
        onSaved={vi.fn()}
      />,
      { language: 'ar' },
    )
    await screen.findByText(en.form.requiredNote)
    const phone = screen.getByLabelText(en.fields.receptionPhone, { exact: false })
    await user.type(phone, '02-2345abc')
    await user.click(screen.getByRole('button', { name: en.form.create }))
    await vi.waitFor(() => expect(phone).toHaveAccessibleDescription(resources.en.validation.digitsOnly))
  })
})
