import type { Session } from '@app/domain/accounts'
import type { Role } from '@app/domain/shared'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import arCommon from '../../../../packages/i18n/src/locales/ar/common.json'
import { renderWithProviders, signedOutSession, stubApi } from '#web/testing/render-with-providers'
import { paths } from './paths'
import { QueryClient } from '@tanstack/react-query'
import { i18n } from '#web/shared/lib/i18n'
import { doctorQueryOptions } from '#web/features/doctors/api/get-doctor'
import { queryKeys } from '#web/shared/lib/query-keys'
import { hydrationReady, preloadFirstScreen, routeNameOf, routes } from './router'

const user = (email: string | null, roles: Role[]) => ({
  id: '00000000-0000-4000-8000-000000000003',
  phone: '01012345678',
  email,
  emailVerified: Boolean(email),
  isAdmin: false,
  testing: false,
  roles,
})

const patient: Session = {
  language: 'ar',
  user: user('mona@example.com', ['patient']),
  contextRole: 'patient',
  profile: {
    name: 'منى',
    photoUrl: null,
    hasAddress: true,
    verified: true,
    testing: false,
    regCompleteness: null,
  },
}

async function open(path: string, session: Session = signedOutSession) {
  stubApi(undefined, session)
  const { history } = await renderWithProviders(null, { path, routes })
  return history
}

describe('router', () => {
  it('has a route for every entry of the SPEC 2.1 table', () => {
    const defined = new Set(routes[0]?.children?.map((r) => r.path))
    for (const entry of Object.values(paths)) expect(defined, entry.path).toContain(entry.path)
  })

  it('sends a signed-out visitor on a patient page to sign in', async () => {
    const history = await open('/bookings')
    await waitFor(() => expect(history.location.pathname).toBe('/sign-in'))
  })

  it('sends a patient away from an admin page to home', async () => {
    const history = await open('/manage-admins', patient)
    await waitFor(() => expect(history.location.pathname).toBe('/home'))
  })

  it('redirects an unknown path to home', async () => {
    const history = await open('/no/such/page')
    await waitFor(() => expect(history.location.pathname).toBe('/home'))
  })

  it('sends a patient without an email to create-email (SPEC 4 profile guard)', async () => {
    const history = await open('/bookings', { ...patient, user: user(null, ['patient']), profile: null })
    await waitFor(() => expect(history.location.pathname).toBe('/create-email'))
  })

  it('shows the translated coming-soon page, the one every unbuilt route falls back to', async () => {
    await open('/coming-soon', patient)
    expect(
      await screen.findByRole('heading', { level: 1, name: arCommon.comingSoon.title }),
    ).toBeInTheDocument()
  })
})

// Issue 8 §5: the page a visit opens on loads beside the session, not after it.
describe('the first screen, loaded ahead', () => {
  it('finds the page a path opens as the router ranked it', () => {
    const at = (path: string) => routeNameOf({ pathname: path })
    expect(at('/')).toBe('root')
    expect(at('/home')).toBe('home')
    expect(at('/sign-in')).toBe('signIn')
    expect(at('/primary_doctors')).toBe('primaryDoctors')
    expect(at('/doctor/7a45f1db-0deb-4a59-bbb7-41f56e77b865')).toBe('doctor')
    expect(at('/booking')).toBe('booking')
    expect(at('/no-such-page')).toBeUndefined()
  })

  it("asks for a doctor page's texts and the catalog at once", async () => {
    const fetch = stubApi(({ path }) => (path === '/catalog' ? { body: { governorates: [] } } : undefined))
    const queryClient = new QueryClient()
    await preloadFirstScreen({ pathname: '/primary_doctors', search: '' }, queryClient)
    expect(i18n.hasLoadedNamespace('doctors')).toBe(true)
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/catalog'))).toBe(true)
  })

  it("hydrates a doctor's page once the catalog its data left out has come, and asks for it only where it is read", async () => {
    const fetch = stubApi(({ path }) =>
      path === '/catalog'
        ? { body: { governorates: [{ id: 1, nameAr: 'القاهرة', nameEn: 'Cairo' }] } }
        : undefined,
    )
    const queryClient = new QueryClient()
    await hydrationReady({ pathname: '/doctor/7a45f1db-0deb-4a59-bbb7-41f56e77b865' }, queryClient)
    expect(queryClient.getQueryData(queryKeys.catalog)).toEqual({
      governorates: [{ id: 1, nameAr: 'القاهرة', nameEn: 'Cairo' }],
    })
    expect(i18n.hasLoadedNamespace('doctors')).toBe(true)
    // Already in the cache: not asked again.
    await hydrationReady({ pathname: '/primary_doctors' }, queryClient)
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/catalog'))).toHaveLength(1)
    // Home does not read it.
    await hydrationReady({ pathname: '/home' }, new QueryClient())
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/catalog'))).toHaveLength(1)
  })

  it("asks for /clinic's first page of doctors without waiting for the catalog, which its search does not use", async () => {
    let answerCatalog = () => {}
    const asked: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = String(input).replace(/^.*\/api\/v1/, '')
        asked.push(path)
        if (path === '/catalog') await new Promise<void>((resolve) => (answerCatalog = resolve))
        return new Response(
          JSON.stringify(path === '/catalog' ? { governorates: [] } : { items: [], total: 0 }),
          {
            headers: { 'content-type': 'application/json' },
          },
        )
      }),
    )
    const loading = preloadFirstScreen({ pathname: '/clinic', search: '' }, new QueryClient())
    // Both asked (the catalog's answer held back), however long the page's modules take to load on a busy machine.
    await waitFor(
      () => {
        expect(asked).toContain('/catalog')
        expect(asked.some((path) => path.startsWith('/doctors?'))).toBe(true)
      },
      { timeout: 30_000 },
    )
    expect(asked.filter((path) => path.startsWith('/doctors?'))).toEqual([
      expect.stringContaining('practice=clinic'),
    ])
    answerCatalog()
    await loading
  })

  it("asks for a doctor page's doctor and first window of free times beside the session, in the page's cache", async () => {
    const doctorId = '7a45f1db-0deb-4a59-bbb7-41f56e77b865'
    const fetch = stubApi(({ path }) =>
      path === '/catalog'
        ? { body: { governorates: [] } }
        : path === `/doctors/${doctorId}`
          ? { body: { id: doctorId } }
          : path === `/doctors/${doctorId}/availability`
            ? { body: { slots: [], nextFrom: '2026-12-01T00:00:00.000Z' } }
            : undefined,
    )
    const queryClient = new QueryClient()
    await preloadFirstScreen({ pathname: `/clinic/${doctorId}`, search: '' }, queryClient)
    const asked = fetch.mock.calls.map(([url]) => String(url).replace(/^.*\/api\/v1/, ''))
    expect(asked).toEqual(
      expect.arrayContaining(['/catalog', `/doctors/${doctorId}`, `/doctors/${doctorId}/availability`]),
    )
    // The page's own queries (useDoctor, useAvailability) find the answers there.
    expect(queryClient.getQueryData(doctorQueryOptions(doctorId).queryKey)).toEqual({ id: doctorId })
    expect(queryClient.getQueryData(queryKeys.availability.windows(doctorId, 1))).toMatchObject([
      { slots: [] },
    ])
    expect(queryClient.getQueryData(queryKeys.availability.window(doctorId, null))).toMatchObject({
      slots: [],
    })
  })
})
