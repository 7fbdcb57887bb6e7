import type { Profile } from '@app/domain/profiles'
import { resources, translate } from '@app/i18n'
import { screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { Link } from '#web/shared/lib/router'
import { describe, expect, it, vi } from 'vitest'
import { apiError, pickValue, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { PatientProfileForm, type PatientProfileFormProps } from './patient-profile-form'
import { testChoices } from './test-choices'

const ar = resources.ar
const f = ar.profiles.fields

const savedProfile = {
  role: 'patient',
  userId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
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

const field = (label: string) => screen.getByLabelText(label, { exact: false })

async function fillRequired(user: UserEvent) {
  await user.type(field(f.name), 'منى أحمد')
  await user.click(screen.getByRole('radio', { name: ar.profiles.genders.female }))
  pickValue(field(f.birthday), '1990-05-01')
  await user.selectOptions(field(f.governorate), 'القاهرة')
  await user.selectOptions(field(f.area), 'مدينة نصر')
  await user.type(field(f.region), 'الحي السابع')
  await user.type(field(f.districtTownVillage), 'مدينة نصر')
  await user.type(field(f.streetBlockCompound), 'شارع مكرم عبيد')
  await user.type(field(f.buildingNumberName), '12')
}

async function renderForm(
  answer: Parameters<typeof stubApi>[0],
  props: Partial<PatientProfileFormProps> = {},
) {
  const fetchSpy = stubApi(answer)
  const onSaved = vi.fn()
  const user = userEvent.setup()
  await renderWithProviders(
    <PatientProfileForm
      mode="create"
      emailMode="optional"
      profile={null}
      accountEmail={null}
      choices={testChoices}
      onSaved={onSaved}
      {...props}
    />,
  )
  await screen.findByText(ar.profiles.form.requiredNote)
  return { fetchSpy, onSaved, user }
}

describe('PatientProfileForm', () => {
  it('puts the server issues on the fields they name', async () => {
    const { user, onSaved } = await renderForm(({ method, path }) =>
      method === 'POST' && path === '/profiles/me'
        ? {
            status: 400,
            body: {
              error: {
                code: 'VALIDATION_FAILED',
                params: {},
                issues: [
                  { path: 'addresses.0.region', code: 'validation:tooLong' },
                  { path: 'birthday', code: 'validation:birthday.underage' },
                ],
                message: 'x',
                requestId: 'test',
              },
            },
          }
        : undefined,
    )
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: ar.profiles.form.create }))

    await vi.waitFor(() => expect(field(f.region)).toHaveAccessibleDescription(ar.validation.tooLong))
    expect(field(f.birthday)).toHaveAccessibleDescription(translate('ar', 'validation:birthday.underage'))
    expect(screen.getByRole('alert')).toHaveTextContent(ar.errors.VALIDATION_FAILED)
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('shows an error code with no field, such as PROFILE_EXISTS, in the alert', async () => {
    const { user } = await renderForm(({ method }) =>
      method === 'POST' ? apiError(409, 'PROFILE_EXISTS') : undefined,
    )
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: ar.profiles.form.create }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ar.errors.PROFILE_EXISTS)
  })

  it('sends the domain input, without blank optional fields, and reports the saved profile', async () => {
    const { user, onSaved, fetchSpy } = await renderForm(({ method, path }) =>
      method === 'POST' && path === '/profiles/me' ? { status: 201, body: savedProfile } : undefined,
    )
    await fillRequired(user)
    await user.type(field(f.weight), '٧٢')
    await user.click(screen.getByRole('button', { name: ar.profiles.form.create }))

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled())
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST')
    const body = JSON.parse(String(post?.[1]?.body)) as Record<string, unknown>
    expect(body).toMatchObject({ role: 'patient', name: 'منى أحمد', gender: 'female', weight: '72' })
    expect(body).not.toHaveProperty('email')
    expect(body).not.toHaveProperty('idNumber')
    expect(body.addresses).toEqual([expect.objectContaining({ governorateId: 1, areaId: 11 })])
  })

  it('requires the email on /create-email', async () => {
    const { user, fetchSpy } = await renderForm(() => undefined, { emailMode: 'required' })
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: ar.profiles.form.create }))
    await vi.waitFor(() => expect(field(f.email)).toHaveAccessibleDescription(ar.validation.required))
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it('refuses a national ID that is not 14 valid digits before sending', async () => {
    const { user, fetchSpy } = await renderForm(() => undefined)
    await fillRequired(user)
    await user.type(field(f.idNumber), '1234')
    await user.click(screen.getByRole('button', { name: ar.profiles.form.create }))
    await vi.waitFor(() =>
      expect(field(f.idNumber)).toHaveAccessibleDescription(translate('ar', 'validation:nationalId')),
    )
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
  })

  it('advises one account, as a warning, when another account has the same national ID', async () => {
    await renderForm(() => undefined, {
      mode: 'edit',
      emailMode: 'hidden',
      profile: { ...savedProfile, duplicateNationalId: true },
    })
    const warning = screen.getByText(ar.profiles.warnings.duplicateNationalId)
    expect(warning.closest('[role="alert"]')).toHaveClass('MuiAlert-colorWarning')
    expect(screen.getByRole('button', { name: ar.profiles.form.save })).toBeEnabled()
    expect(
      within(
        screen.getByRole('group', { name: translate('ar', 'profiles:address.item', { number: 1 }) }),
      ).getByLabelText(f.region, { exact: false }),
    ).toHaveValue('الحي السابع')
  })

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    stubApi()
    const user = userEvent.setup()
    const form = (
      <PatientProfileForm
        mode="create"
        emailMode="optional"
        profile={null}
        accountEmail={null}
        choices={testChoices}
        onSaved={vi.fn()}
      />
    )
    const { history } = await renderWithProviders(null, {
      routes: [
        {
          path: '/',
          element: (
            <>
              <Link to="/elsewhere">elsewhere</Link>
              {form}
            </>
          ),
        },
        { path: '/elsewhere', element: <p>elsewhere page</p> },
      ],
    })
    await screen.findByText(ar.profiles.form.requiredNote)
    await user.type(field(f.name), 'منى')
    await user.click(screen.getByRole('link', { name: 'elsewhere' }))

    const dialog = await screen.findByRole('dialog', { name: ar.profiles.leave.title })
    await user.click(within(dialog).getByRole('button', { name: ar.profiles.leave.stay }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(history.location.pathname).toBe('/')
    expect(field(f.name)).toHaveValue('منى')

    await user.click(screen.getByRole('link', { name: 'elsewhere' }))
    await user.click(await screen.findByRole('button', { name: ar.profiles.leave.leave }))
    expect(await screen.findByText('elsewhere page')).toBeInTheDocument()
  })
})
