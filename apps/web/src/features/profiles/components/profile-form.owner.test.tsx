import type { Profile } from '@app/domain/profiles'
import { resources } from '@app/i18n'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { ProfileForm } from './profile-form'
import { testChoices } from './test-choices'

const ar = resources.ar.profiles
const userId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f'

const patient = {
  role: 'patient',
  userId,
  phoneNumber: '01012345678',
  email: 'mona@example.com',
  photoUrl: null,
  verified: false,
  testing: false,
  createdAt: '2026-03-10T10:00:00.000Z',
  updatedAt: '2026-03-10T10:00:00.000Z',
  name: 'منى أحمد',
  gender: 'female',
  birthday: '1990-05-01',
  addresses: [
    {
      countryId: 'EG',
      governorateId: 1,
      areaId: 11,
      region: 'الحي السابع',
      districtTownVillage: 'مدينة نصر',
      streetBlockCompound: 'شارع مكرم عبيد',
      buildingNumberName: '12',
    },
  ],
  idNumber: '29005010100021',
  idDocumentFileId: null,
  duplicateNationalId: false,
} satisfies Profile

describe('ProfileForm for another user (an admin edits, issue 10 §1)', () => {
  it("saves to that user's profile, never the admin's own, and offers no file of theirs to upload", async () => {
    const fetchSpy = stubApi(({ method, path }) =>
      method === 'PUT' && path === `/profiles/patient/${userId}`
        ? { body: { ...patient, name: 'منى أحمد علي' } }
        : undefined,
    )
    const onSaved = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(
      <ProfileForm
        profileRole="patient"
        mode="edit"
        profile={patient}
        emailMode="hidden"
        accountEmail={patient.email}
        choices={testChoices}
        onSaved={onSaved}
        owner={{ role: 'patient', userId }}
      />,
    )
    await screen.findByText(ar.form.requiredNote)
    expect(screen.queryByText(ar.fields.idDocument)).not.toBeInTheDocument()

    const name = screen.getByLabelText(ar.fields.name, { exact: false })
    await user.clear(name)
    await user.type(name, 'منى أحمد علي')
    await user.click(screen.getByRole('button', { name: ar.form.save }))

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ profile: { name: 'منى أحمد علي' }, fileError: null })
    const writes = fetchSpy.mock.calls
      .filter(([, init]) => init?.method && init.method !== 'GET')
      .map(([input, init]) => `${init?.method} ${String(input).replace(/^.*\/api\/v1/, '')}`)
    expect(writes).toEqual([`PUT /profiles/patient/${userId}`])
  })
})
