import { resources } from '@app/i18n'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { pickValue, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { DoctorProfileForm } from './doctor-profile-form'
import { testChoices } from './test-choices'

const ar = resources.ar
const f = ar.profiles.fields
const field = (label: string) => screen.getByLabelText(label, { exact: false })

describe('DoctorProfileForm', () => {
  it('says the information is entered in Arabic and refuses a name without Arabic letters', async () => {
    const fetchSpy = stubApi()
    const user = userEvent.setup()
    await renderWithProviders(
      <DoctorProfileForm mode="create" profile={null} choices={testChoices} onSaved={vi.fn()} />,
    )
    await screen.findByText(ar.profiles.form.requiredNote)

    expect(screen.getByText(ar.profiles.hints.doctorArabic)).toBeInTheDocument()
    await user.type(field(f.nameAr), 'Ahmed Ali')
    await user.click(screen.getByRole('button', { name: ar.profiles.form.create }))

    await vi.waitFor(() => expect(field(f.nameAr)).toHaveAccessibleDescription(ar.validation.arabicRequired))
    expect(field(f.specialty)).toHaveAccessibleDescription(ar.validation.required)
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it('creates the start profile with the English name left out', async () => {
    const fetchSpy = stubApi(({ method }) => (method === 'POST' ? { status: 500, body: {} } : undefined))
    const user = userEvent.setup()
    await renderWithProviders(
      <DoctorProfileForm mode="create" profile={null} choices={testChoices} onSaved={vi.fn()} />,
    )
    await screen.findByText(ar.profiles.form.requiredNote)

    await user.type(field(f.nameAr), 'أحمد علي')
    await user.click(screen.getByRole('radio', { name: ar.profiles.genders.male }))
    pickValue(field(f.birthday), '1980-01-01')
    await user.selectOptions(field(f.specialty), 'طب الأطفال')
    await user.click(screen.getByRole('radio', { name: ar.profiles.medTitles.consultant }))
    await user.click(screen.getByRole('button', { name: ar.profiles.form.create }))

    expect(await screen.findByRole('alert')).toHaveTextContent(ar.errors.INTERNAL)
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      role: 'doctor',
      nameAr: 'أحمد علي',
      gender: 'male',
      birthday: '1980-01-01',
      specialtyId: 5,
      medTitle: 'consultant',
    })
  })
})
