import type { DoctorPage } from '@app/domain/doctors'
import type { Session } from '@app/domain/accounts'
import { resources } from '@app/i18n'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { DoctorPageRoute } from './doctor-page'

const ar = resources.ar

describe('DoctorPageRoute', () => {
  it('shows the SPEC 4 dialog for a deactivated doctor, whose OK goes home', async () => {
    stubApi(({ path }) => (path.startsWith('/doctors/') ? apiError(403, 'ACCOUNT_DEACTIVATED') : undefined))
    await i18n.loadNamespaces(['doctors', 'errors'])
    const user = userEvent.setup()
    const { history } = await renderWithProviders(null, {
      path: '/doctor/00000000-0000-4000-8000-0000000000d1',
      routes: [
        { path: '/doctor/:id', element: <DoctorPageRoute practice="video" /> },
        { path: '/home', element: <p>home</p> },
      ],
    })

    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent(ar.errors.ACCOUNT_DEACTIVATED)
    await user.click(screen.getByRole('button', { name: ar.doctors.deactivated.ok }))
    await waitFor(() => expect(history.location.pathname).toBe('/home'))
  })
})

describe('DoctorDetails with no free time (issue 45 §3)', () => {
  const doctor: DoctorPage = {
    id: '00000000-0000-4000-8000-0000000000d2',
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
    practices: {
      video: { price: { doctor: 15000, serviceFee: 2000, vat: 2380, total: 19380, ePaymentSurcharge: 0 } },
      clinic: null,
      home: null,
    },
    nextSlot: null,
  }
  const patient: Session = {
    language: 'ar',
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      phone: '01012345678',
      email: null,
      emailVerified: false,
      isAdmin: false,
      testing: false,
      roles: ['patient'],
    },
    contextRole: 'patient',
    profile: null,
  }
  const render = async (session?: Session) => {
    stubApi(({ method, path }) => {
      if (method === 'GET' && path === `/doctors/${doctor.id}`) return { body: doctor }
      if (method === 'GET' && path.startsWith(`/doctors/${doctor.id}/availability`))
        return { body: { slots: [], timezone: 'Africa/Cairo', nextFrom: null } }
      return undefined
    }, session)
    await i18n.loadNamespaces(['doctors', 'schedules', 'bookings'])
    await renderWithProviders(null, {
      path: `/doctor/${doctor.id}`,
      routes: [{ path: '/doctor/:id', element: <DoctorPageRoute practice="video" /> }],
    })
    await screen.findByText(ar.schedules.preview.empty)
  }

  it('offers a patient to be told when an earlier time frees up', async () => {
    await render(patient)
    const join = await screen.findByRole('button', { name: ar.bookings.waitingList.join })
    await userEvent.setup().click(join)
    expect(await screen.findByRole('dialog')).toHaveTextContent(doctor.nameAr)
  })

  it('offers nothing to a signed-out visitor', async () => {
    await render()
    expect(screen.queryByRole('button', { name: ar.bookings.waitingList.join })).toBeNull()
  })
})
