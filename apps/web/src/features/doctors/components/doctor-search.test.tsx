import type { DoctorCard, DoctorSearchResult } from '@app/domain/doctors'
import { resources } from '@app/i18n'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { DoctorSearch, usePrefetchDoctorSearch } from './doctor-search'

const ar = resources.ar.doctors

const sampleDoctor: DoctorCard = {
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
  nextSlot: '2026-11-21T08:00:00.000Z',
}

function render(result: DoctorSearchResult = { items: [sampleDoctor], total: 1 }, path = '/primary_doctors') {
  const fetchSpy = stubApi(({ method, path: url }) =>
    method === 'GET' && url.startsWith('/doctors?') ? { body: result } : undefined,
  )
  const view = renderWithProviders(
    <DoctorSearch
      fixed={{ practice: 'video', specialtyId: 1 }}
      emptyMessage={ar.empty.primary}
      onDeactivated={vi.fn()}
      renderCard={(doctor) => <h2>{doctor.nameAr}</h2>}
    />,
    { path },
  )
  return { fetchSpy, view }
}

const searches = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.includes('/api/v1/doctors?'))
    .map((url) => new URL(url, 'http://x').searchParams)

describe('DoctorSearch', () => {
  it('disables the rating and experience sorts once price sort is chosen, and asks the API for it', async () => {
    await i18n.loadNamespaces(['doctors'])
    const { fetchSpy, view } = render()
    const user = userEvent.setup()
    // The file's first render loads the lazy texts; on a busy machine that takes over a second.
    await screen.findByRole('heading', { name: sampleDoctor.nameAr })
    // A test DOM has the phone layout: the filters open under a button.
    expect(screen.queryByLabelText(ar.filters.sort)).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: ar.filters.show }))
    expect(screen.getByRole('button', { name: ar.filters.hide })).toHaveAttribute('aria-expanded', 'true')

    // The fields are a chunk of their own, loaded when asked for (issue 8 §5).
    const sort = await screen.findByLabelText(ar.filters.sort)
    const option = (name: string) => within(sort).getByRole('option', { name })
    expect(option(ar.filters.sorts.rating)).toBeEnabled()
    expect(option(ar.filters.sorts.experience)).toBeEnabled()

    await user.selectOptions(sort, ar.filters.sorts.price)

    expect(option(ar.filters.sorts.rating)).toBeDisabled()
    expect(option(ar.filters.sorts.experience)).toBeDisabled()
    expect(option(ar.filters.sorts.price)).toBeEnabled()
    expect(screen.getByText(ar.filters.priceSortHint)).toBeInTheDocument()
    const { history } = await view
    expect(history.location.search).toBe('?sort=price')
    await vi.waitFor(() => expect(searches(fetchSpy).at(-1)?.get('sort')).toBe('price'))

    await user.click(screen.getByRole('button', { name: ar.filters.clearSort }))
    expect(option(ar.filters.sorts.experience)).toBeEnabled()
    expect(history.location.search).toBe('')
  })

  it('keeps filters in the URL, sends them to the API and names the empty list by its description', async () => {
    await i18n.loadNamespaces(['doctors'])
    const { fetchSpy } = render({ items: [], total: 0 }, '/primary_doctors?priceBand=50to100&gender=female')

    expect(await screen.findByText(ar.empty.description)).toBeInTheDocument()
    // The button counts the two filters chosen, in Arabic digits.
    await userEvent.setup().click(screen.getByRole('button', { name: 'إظهار التصفية (٢)' }))
    expect(await screen.findByLabelText(ar.filters.priceBand)).toHaveValue('50to100')
    const sent = searches(fetchSpy).at(-1)
    expect(sent?.get('priceBand')).toBe('50to100')
    expect(sent?.get('gender')).toBe('female')
    expect(sent?.get('specialtyId')).toBe('1')
  })

  it("shows the page's own empty message when nothing narrows the list", async () => {
    await i18n.loadNamespaces(['doctors'])
    render({ items: [], total: 0 })
    expect(await screen.findByText(ar.empty.primary)).toBeInTheDocument()
  })

  it('debounces the name search into the URL', async () => {
    await i18n.loadNamespaces(['doctors'])
    const { view } = render()
    const user = userEvent.setup()
    const box = await screen.findByLabelText(ar.search.name)
    await user.type(box, 'آية')
    const { history } = await view
    await vi.waitFor(() => expect(new URLSearchParams(history.location.search).get('q')).toBe('آية'))
  })
})

// Issue 8 §5: a page that mounts its list late asks for the doctors first; the list then finds them in the cache.
describe('usePrefetchDoctorSearch', () => {
  it('asks for exactly the search the list makes at this address, so the list asks nothing more', async () => {
    await i18n.loadNamespaces(['doctors'])
    const fetchSpy = stubApi(({ method, path: url }) =>
      method === 'GET' && url.startsWith('/doctors?')
        ? { body: { items: [sampleDoctor], total: 1 } }
        : undefined,
    )
    const fixed = { practice: 'video', specialtyId: 1 } as const
    function LateList() {
      usePrefetchDoctorSearch(fixed)
      const [shown, setShown] = useState(false)
      if (!shown) return <button onClick={() => setShown(true)}>show</button>
      return (
        <DoctorSearch
          fixed={fixed}
          emptyMessage={ar.empty.primary}
          onDeactivated={vi.fn()}
          renderCard={(doctor) => <h2>{doctor.nameAr}</h2>}
        />
      )
    }
    await renderWithProviders(<LateList />, { path: '/primary_doctors?sort=price&page=2' })
    await vi.waitFor(() => expect(searches(fetchSpy)).toHaveLength(1))
    expect(Object.fromEntries(searches(fetchSpy)[0] ?? [])).toMatchObject({
      practice: 'video',
      specialtyId: '1',
      sort: 'price',
      page: '2',
    })
    // The list, mounted later at the same address, renders from what was fetched.
    await userEvent.setup().click(screen.getByRole('button', { name: 'show' }))
    await screen.findByRole('heading', { name: sampleDoctor.nameAr })
    expect(searches(fetchSpy)).toHaveLength(1)
  })

  it('asks for nothing while the page cannot know its filters', async () => {
    const fetchSpy = stubApi(() => undefined)
    function Waiting() {
      usePrefetchDoctorSearch(undefined)
      return <p>waiting</p>
    }
    await renderWithProviders(<Waiting />, { path: '/primary_doctors' })
    await screen.findByText('waiting')
    expect(searches(fetchSpy)).toHaveLength(0)
  })
})
