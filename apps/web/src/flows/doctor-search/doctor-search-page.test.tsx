import type { Session } from '@app/domain/accounts'
import type { Catalog } from '@app/domain/catalog'
import type { DoctorCard } from '@app/domain/doctors'
import { resources } from '@app/i18n'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { apiError, renderWithProviders, signedOutSession, stubApi } from '#web/testing/render-with-providers'
import { DoctorSearchPage } from './doctor-search-page'

const ar = resources.ar.doctors

const doctor: DoctorCard = {
  id: '00000000-0000-4000-8000-0000000000d1',
  nameAr: 'د. آية محمود',
  nameEn: 'Dr. Aya Mahmoud',
  gender: 'female',
  medTitle: 'consultant',
  specialtyId: 1,
  yearsOfExperience: 15,
  rating: 4.9,
  ratingCount: 240,
  price: 9600,
  photoUrl: null,
  languages: [{ code: 'ar', level: 'native' }],
  nextSlot: null,
}

const catalog: Catalog = {
  governorates: [],
  areas: [],
  nationalities: [],
  specialties: [
    {
      id: 1,
      nameAr: 'طب الأسرة',
      nameEn: 'Family medicine',
      isPrimaryCare: true,
      enabledVideo: true,
      enabledClinic: false,
      enabledHome: false,
      activeDrsCount: { video: 1, clinic: 0, home: 0 },
    },
  ],
  alphabetical: {
    ar: { areas: [], specialties: [1], nationalities: [] },
    en: { areas: [], specialties: [1], nationalities: [] },
  },
}

const signedIn = (role: 'patient' | 'doctor'): Session => ({
  language: 'ar',
  user: {
    id: '00000000-0000-4000-8000-000000000003',
    phone: '01012345678',
    email: 'someone@example.com',
    emailVerified: true,
    isAdmin: false,
    testing: false,
    roles: [role],
  },
  contextRole: role,
  profile: {
    name: 'منى',
    photoUrl: null,
    hasAddress: true,
    verified: true,
    testing: false,
    regCompleteness: role === 'doctor' ? { tabStart: 4, practiceVideo: 4 } : null,
  },
})

function render(session: Session, initialFavourites: string[] = []) {
  // The patient's favourites as the API keeps them: PUT adds, DELETE removes.
  const favourites = new Set(initialFavourites)
  const fetchSpy = stubApi(({ method, path }) => {
    if (method === 'GET' && path === '/catalog') return { body: catalog }
    if (method === 'GET' && path.startsWith('/doctors?')) return { body: { items: [doctor], total: 1 } }
    if (method === 'GET' && path.startsWith('/favourites?')) {
      const items = path.includes('practice=video') && favourites.has(doctor.id) ? [doctor] : []
      return { body: { items, total: items.length } }
    }
    if (path === `/favourites/${doctor.id}`) {
      if (method === 'PUT') favourites.add(doctor.id)
      else favourites.delete(doctor.id)
      return { status: 204 }
    }
    return undefined
  }, session)
  void renderWithProviders(
    <DoctorSearchPage
      title={ar.pages.primaryDoctors}
      fixed={{ practice: 'video', specialtyId: 1 }}
      emptyMessage={ar.empty.primary}
    />,
  )
  return fetchSpy
}

// The first render of the file loads the lazy texts and the list; on a busy machine that takes over a second.
const card = async () => screen.findByRole('article', { name: doctor.nameAr })

describe('DoctorSearchPage', () => {
  it.each([
    ['a signed-out visitor', signedOutSession],
    ['a doctor', signedIn('doctor')],
  ])('hides the favourite heart from %s', async (_, session) => {
    await i18n.loadNamespaces(['doctors'])
    const fetchSpy = render(session)
    const item = await card()
    expect(within(item).getByRole('heading', { name: doctor.nameAr })).toBeInTheDocument()
    expect(within(item).getByText(ar.card.noAppointments)).toBeInTheDocument()
    expect(within(item).queryByRole('button', { name: ar.favourites.add })).not.toBeInTheDocument()
    expect(within(item).queryByRole('button', { name: ar.favourites.remove })).not.toBeInTheDocument()
    // Nor are the patient's favourites asked for.
    expect(fetchSpy.mock.calls.some(([url]) => String(url).includes('/favourites'))).toBe(false)
  })

  it('gives a patient the heart, which adds the doctor to the favourites', async () => {
    await i18n.loadNamespaces(['doctors'])
    const fetchSpy = render(signedIn('patient'))
    const user = userEvent.setup()
    const item = await card()

    await user.click(await within(item).findByRole('button', { name: ar.favourites.add }))

    await vi.waitFor(() =>
      expect(
        fetchSpy.mock.calls.some(
          ([url, init]) => init?.method === 'PUT' && String(url).endsWith(`/favourites/${doctor.id}`),
        ),
      ).toBe(true),
    )
    expect(await within(item).findByRole('button', { name: ar.favourites.remove })).toBeInTheDocument()
  })

  it('shows the SPEC 4 dialog when the search answers ACCOUNT_DEACTIVATED, whose OK goes home', async () => {
    stubApi(({ path }) => {
      if (path === '/catalog') return { body: catalog }
      return path.startsWith('/doctors?') ? apiError(403, 'ACCOUNT_DEACTIVATED') : undefined
    }, signedIn('patient'))
    await i18n.loadNamespaces(['doctors', 'errors'])
    const user = userEvent.setup()
    const { history } = await renderWithProviders(null, {
      path: '/primary_doctors',
      routes: [
        {
          path: '/primary_doctors',
          element: (
            <DoctorSearchPage
              title={ar.pages.primaryDoctors}
              fixed={{ practice: 'video', specialtyId: 1 }}
              emptyMessage={ar.empty.primary}
            />
          ),
        },
        { path: '/home', element: <p>home</p> },
      ],
    })

    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent(resources.ar.errors.ACCOUNT_DEACTIVATED)
    await user.click(screen.getByRole('button', { name: ar.deactivated.ok }))
    await waitFor(() => expect(history.location.pathname).toBe('/home'))
  })

  it('shows a favourite doctor with a filled heart that removes it', async () => {
    await i18n.loadNamespaces(['doctors'])
    render(signedIn('patient'), [doctor.id])
    const item = await card()
    expect(await within(item).findByRole('button', { name: ar.favourites.remove })).toBeInTheDocument()
  })
})
