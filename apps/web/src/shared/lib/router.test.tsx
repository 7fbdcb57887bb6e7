import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { paths } from '#web/app/paths'
import { routeNameOf } from '#web/app/router'
import { AppRouter, createMemoryNavigation } from './navigation'
import {
  createPath,
  generatePath,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  resolveTo,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from './router'

// docs/decisions/0029: the app's routes, links and hooks, with react-router's behaviour for what the app uses.

describe('paths', () => {
  it('matches a whole path with its params decoded, case aside and a trailing slash allowed', () => {
    expect(matchPath('/doctor/:id', '/doctor/42')?.params).toEqual({ id: '42' })
    expect(
      matchPath('/doctors/:specialtyId/:medTitle', '/Doctors/7/%D8%A3%D8%B3%D8%AA%D8%A7%D8%B0/')?.params,
    ).toEqual({
      specialtyId: '7',
      medTitle: 'أستاذ',
    })
    expect(matchPath('/doctor/:id', '/doctor/42/reviews')).toBeNull()
    expect(matchPath('/doctor/:id', '/doctor/')).toBeNull()
    expect(matchPath('/profile/edit', '/profile')).toBeNull()
    // A malformed escape is kept as it came, never thrown.
    expect(matchPath('/doctor/:id', '/doctor/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' })
    expect(matchPath('*', '/any/thing')?.params).toEqual({ '*': 'any/thing' })
  })

  it('fills a pattern with encoded params, and refuses one left out', () => {
    expect(generatePath('/forgot-password/:profileType', { profileType: 'doctor' })).toBe(
      '/forgot-password/doctor',
    )
    expect(generatePath('/doctor/:id', { id: 'a b/c' })).toBe('/doctor/a%20b%2Fc')
    expect(() => generatePath('/doctor/:id', {})).toThrow(':id')
  })

  it('resolves links against the page: absolute paths, a query or fragment of the same page, relative paths', () => {
    const here = { pathname: '/profile/edit', search: '?tab=2', hash: '' }
    expect(resolveTo('/home?x=1#top', here)).toEqual({ pathname: '/home', search: '?x=1', hash: '#top' })
    expect(resolveTo('?tab=3', here)).toEqual({ pathname: '/profile/edit', search: '?tab=3', hash: '' })
    expect(resolveTo('?', here)).toEqual({ pathname: '/profile/edit', search: '', hash: '' })
    expect(resolveTo('#help', here)).toEqual({ pathname: '/profile/edit', search: '?tab=2', hash: '#help' })
    expect(resolveTo('video', here).pathname).toBe('/profile/edit/video')
    expect(resolveTo('../settings', here).pathname).toBe('/profile/settings')
    expect(createPath({ pathname: '/a', search: 'b=1', hash: 'c' })).toBe('/a?b=1#c')
  })
})

describe('the route table', () => {
  const table: RouteObject[] = [
    {
      element: <Outlet />,
      children: [
        { id: 'clinicSearch', path: '/clinic' },
        { id: 'param', path: '/manage-doctors/:doctorId' },
        { id: 'static', path: '/manage-doctors/new' },
        { id: 'list', path: '/manage-doctors' },
        { path: '*' },
      ],
    },
  ]

  it('prefers a static path to a param and anything to the catch-all, whatever their order', () => {
    const leaf = (pathname: string) => matchRoutes(table, { pathname })?.at(-1)?.route
    expect(leaf('/manage-doctors/new')?.id).toBe('static')
    expect(leaf('/manage-doctors/12')?.id).toBe('param')
    expect(leaf('/manage-doctors')?.id).toBe('list')
    // A path without params is found by its URL alone, case aside and with a trailing slash, as a pattern would be.
    expect(leaf('/MANAGE-DOCTORS/')?.id).toBe('list')
    expect(leaf('/manage-doctors/New/')?.id).toBe('static')
    expect(leaf('/')?.path).toBe('*')
    expect(leaf('/nowhere')?.path).toBe('*')
    // The frame and the page share the page's params.
    const matches = matchRoutes(table, { pathname: '/manage-doctors/12' })
    expect(matches?.map((m) => m.params)).toEqual([{ doctorId: '12' }, { doctorId: '12' }])
  })

  it("finds every page of the app's own table by its path", () => {
    for (const [name, entry] of Object.entries(paths)) {
      const sample = entry.path.replace(/:(\w+)/g, 'x1')
      expect(routeNameOf({ pathname: sample }), sample).toBe(name)
    }
    expect(routeNameOf({ pathname: '/no-such-page' })).toBeUndefined()
  })
})

function renderAt(path: string, routes: RouteObject[]) {
  const history = createMemoryNavigation([path])
  function Routes() {
    return useRoutes(routes)
  }
  render(
    <AppRouter history={history}>
      <Routes />
    </AppRouter>,
  )
  return history
}

describe('links and hooks', () => {
  function Doctor() {
    const { id } = useParams<'id'>()
    const [search, setSearch] = useSearchParams()
    return (
      <>
        <h1>doctor {id}</h1>
        <p>tab {search.get('tab') ?? 'none'}</p>
        <button
          type="button"
          onClick={() => setSearch((current) => ({ ...Object.fromEntries(current), tab: '2' }))}
        >
          second tab
        </button>
        <button type="button" onClick={() => setSearch({}, { replace: true })}>
          no tab
        </button>
        <Link to="/doctor/7">same doctor</Link>
        <Link to="/doctor/8">next doctor</Link>
        <NavLink to="/doctor" end>
          all doctors
        </NavLink>
        <NavLink to="/doctor">under doctors</NavLink>
      </>
    )
  }
  const routes: RouteObject[] = [
    { path: '/doctor/:id', element: <Doctor /> },
    { path: '/old', element: <Navigate to="/doctor/1?tab=3" replace /> },
  ]

  it('follows a link, adding an entry, and replaces the entry for a link to the page shown', async () => {
    const user = userEvent.setup()
    const history = renderAt('/doctor/7', routes)
    expect(screen.getByRole('heading', { name: 'doctor 7' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'next doctor' })).toHaveAttribute('href', '/doctor/8')

    await user.click(screen.getByRole('link', { name: 'same doctor' }))
    expect(history.action).toBe('REPLACE')
    await user.click(screen.getByRole('link', { name: 'next doctor' }))
    expect(await screen.findByRole('heading', { name: 'doctor 8' })).toBeInTheDocument()
    expect(history.action).toBe('PUSH')
    act(() => history.go(-1))
    expect(await screen.findByRole('heading', { name: 'doctor 7' })).toBeInTheDocument()
  })

  it('marks the link of the page shown, or of a page above it unless told `end`', () => {
    renderAt('/doctor/7', routes)
    const above = screen.getByRole('link', { name: 'under doctors' })
    expect(above).toHaveAttribute('aria-current', 'page')
    expect(above).toHaveClass('active')
    expect(screen.getByRole('link', { name: 'all doctors' })).not.toHaveAttribute('aria-current')
  })

  it("changes the page's query, from the current one or afresh, and redirects", async () => {
    const user = userEvent.setup()
    const history = renderAt('/old', routes)
    expect(await screen.findByRole('heading', { name: 'doctor 1' })).toBeInTheDocument()
    expect(history.action).toBe('REPLACE')
    expect(screen.getByText('tab 3')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'second tab' }))
    expect(await screen.findByText('tab 2')).toBeInTheDocument()
    expect(history.location).toMatchObject({ pathname: '/doctor/1', search: '?tab=2' })
    await user.click(screen.getByRole('button', { name: 'no tab' }))
    expect(await screen.findByText('tab none')).toBeInTheDocument()
    expect(history.location.search).toBe('')
    expect(history.action).toBe('REPLACE')
  })
})
