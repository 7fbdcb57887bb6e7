import type { Catalog } from '@app/domain/catalog'
import type { DoctorPage } from '@app/domain/doctors'
import { resources } from '@app/i18n'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import BookingPage from './booking'

const ar = resources.ar.booking

const specialty = (id: number, nameAr: string, isPrimaryCare: boolean) => ({
  id,
  nameAr,
  nameEn: nameAr,
  isPrimaryCare,
  enabledVideo: true,
  enabledClinic: !isPrimaryCare,
  enabledHome: false,
  activeDrsCount: { video: 1, clinic: isPrimaryCare ? 0 : 1, home: 0 },
})

const catalog: Catalog = {
  governorates: [],
  areas: [],
  nationalities: [],
  specialties: [specialty(1, 'طب الأسرة', true), specialty(7, 'أمراض القلب', false)],
  alphabetical: {
    ar: { areas: [], specialties: [7, 1], nationalities: [] },
    en: { areas: [], specialties: [7, 1], nationalities: [] },
  },
}

const price = { doctor: 15000, serviceFee: 2000, vat: 2380, total: 19380, ePaymentSurcharge: 0 }

const doctor: DoctorPage = {
  id: '00000000-0000-4000-8000-0000000000d1',
  nameAr: 'د. آية محمود',
  nameEn: 'Dr. Aya Mahmoud',
  aboutAr: null,
  aboutEn: null,
  photoUrl: null,
  gender: 'female',
  medTitle: 'consultant',
  specialtyId: 7,
  subspecialty: null,
  subspecialtyEn: null,
  yearsOfExperience: 15,
  medicalDegree: null,
  medicalDegreeEn: null,
  certificates: [],
  practiceCountries: [],
  insurance: null,
  rating: null,
  ratingCount: 0,
  languages: [],
  verified: true,
  practices: { video: { price }, clinic: null, home: null },
  nextSlot: null,
}

describe('BookingPage step 2', () => {
  it("'Change doctor' goes back to the specialty step with the doctor's specialty set (SPEC 4)", async () => {
    stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/catalog') return { body: catalog }
      if (method === 'GET' && path === `/doctors/${doctor.id}`) return { body: doctor }
      return undefined
    })
    await i18n.loadNamespaces(['booking', 'doctors', 'schedules'])
    const user = userEvent.setup()
    // Arrived from a shared link: the place names no specialty.
    const { history } = await renderWithProviders(<BookingPage />, {
      path: `/booking?step=2&doctorId=${doctor.id}`,
    })

    await user.click(await screen.findByRole('link', { name: ar.details.change }))

    await waitFor(() => expect(history.location.search).toBe('?step=0&specialtyId=7'))
    // The specialty step shows the doctor's specialty chosen.
    expect(await screen.findByRole('combobox', { name: ar.practice.specialty })).toHaveValue('7')
  })
})
