import type { Profile } from '@app/domain/profiles'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { useBillingDefaults } from './billing-defaults'

const address = {
  countryId: 'EG' as const,
  governorateId: 1,
  region: 'Cairo',
  areaId: 10,
  buildingNumberName: '12',
  streetBlockCompound: 'شارع التحرير',
  districtTownVillage: 'الدقي',
  floorNumber: '3',
  appartmentNumber: '7',
}

const profile = {
  role: 'patient',
  userId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  phoneNumber: '01012345678',
  email: 'mona@example.com',
  photoUrl: null,
  verified: false,
  testing: false,
  createdAt: '2026-03-10T10:00:00.000Z',
  updatedAt: '2026-03-10T10:00:00.000Z',
  name: 'منى علي',
  gender: 'female',
  birthday: '1990-05-01',
  addresses: [address],
  idNumber: '29005010100021',
  idDocumentFileId: null,
  duplicateNationalId: false,
} satisfies Profile

function Shown() {
  const defaults = useBillingDefaults()
  return <output>{defaults ? JSON.stringify(defaults) : 'loading'}</output>
}

const shown = async () => JSON.parse((await screen.findByText(/^\{/)).textContent ?? '{}') as object

describe('the card billing form’s first values (issue 41 §4)', () => {
  it('comes filled from the profile’s first address before any card payment', async () => {
    stubApi(({ path }) => {
      if (path === '/profiles/me') return { body: profile }
      if (path === '/payments/billing') return { body: { billing: null } }
      return undefined
    })
    await renderWithProviders(<Shown />)
    expect(await shown()).toMatchObject({
      street: 'شارع التحرير',
      building: '12',
      floor: '3',
      apartment: '7',
      city: 'الدقي',
    })
  })

  it('remembers the details given last, over the profile’s', async () => {
    stubApi(({ path }) => {
      if (path === '/profiles/me') return { body: profile }
      if (path === '/payments/billing')
        return {
          body: { billing: { street: 'Tahrir', building: '5', city: 'Cairo', email: 'mona@example.com' } },
        }
      return undefined
    })
    await renderWithProviders(<Shown />)
    expect(await shown()).toMatchObject({ street: 'Tahrir', building: '5', city: 'Cairo', floor: '3' })
  })
})
