import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Link, Outlet, useLocation, useNavigate, useRoutes } from '#web/shared/lib/router'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBoundary } from '#web/app/layouts/error-screen'
// The error screen's texts.
import './i18n'
import { AppRouter, createMemoryNavigation, useBlocker, type BlockerFunction } from './navigation'

describe('the memory history', () => {
  it('pushes, replaces and goes back and forward, telling its listeners after each change', () => {
    const history = createMemoryNavigation(['/a'])
    const seen: string[] = []
    const before: string[] = []
    history.listen(() =>
      seen.push(`${history.action} ${history.location.pathname}${history.location.search}`),
    )
    history.listenBefore((leaving) => before.push(leaving.pathname))

    history.push('/b?x=1', { from: 'a' })
    expect(history.location).toMatchObject({ pathname: '/b', search: '?x=1', state: { from: 'a' } })
    history.replace({ pathname: '/c' })
    history.go(-1)
    expect(history.location.pathname).toBe('/a')
    history.go(1)
    expect(history.location.pathname).toBe('/c')
    // Past either end nothing moves, and nobody is told.
    history.go(5)

    expect(seen).toEqual(['PUSH /b?x=1', 'REPLACE /c', 'POP /a', 'POP /c'])
    expect(before).toEqual(['/a', '/b', '/c', '/a'])
  })

  it('passes on how a navigation was asked for (preventScrollReset, flushSync)', () => {
    const history = createMemoryNavigation(['/a'])
    history.push('/a?tab=2', null, { preventScrollReset: true })
    expect(history.lastChange).toEqual({ flushSync: false, preventScrollReset: true })
    history.push('/b', null, { flushSync: true })
    expect(history.lastChange).toEqual({ flushSync: true, preventScrollReset: false })
  })
})

describe('a blocker', () => {
  const leavingThePath: BlockerFunction = ({ currentLocation, nextLocation }) =>
    currentLocation.pathname !== nextLocation.pathname

  it('holds a push until proceed, and drops it on reset', () => {
    const history = createMemoryNavigation(['/form'])
    history.setBlocker(leavingThePath)

    history.push('/elsewhere')
    expect(history.location.pathname).toBe('/form')
    expect(history.blocker).toMatchObject({ state: 'blocked', location: { pathname: '/elsewhere' } })
    history.blocker.reset?.()
    expect(history.blocker.state).toBe('unblocked')
    expect(history.location.pathname).toBe('/form')

    // A change of the page's own query is not asked about.
    history.push('/form?step=2')
    expect(history.location.search).toBe('?step=2')

    history.push('/elsewhere')
    history.blocker.proceed?.()
    expect(history.location.pathname).toBe('/elsewhere')
    expect(history.blocker.state).toBe('unblocked')
  })

  it('undoes a blocked back, and goes back on proceed', () => {
    const history = createMemoryNavigation(['/list', '/form'])
    history.setBlocker(leavingThePath)
    const seen = vi.fn()
    history.listen(seen)

    history.go(-1)
    expect(history.location.pathname).toBe('/form')
    expect(history.blocker).toMatchObject({ state: 'blocked', location: { pathname: '/list' } })
    expect(seen).not.toHaveBeenCalled()

    history.blocker.proceed?.()
    expect(history.location.pathname).toBe('/list')
    expect(history.action).toBe('POP')
    expect(seen).toHaveBeenCalledTimes(1)
  })

  it('asks nothing once removed, and a blocker that was replaced cannot remove its successor', () => {
    const history = createMemoryNavigation(['/form'])
    const first: BlockerFunction = (args) => leavingThePath(args)
    history.setBlocker(first)
    history.setBlocker(leavingThePath)
    history.removeBlocker(first)
    history.push('/elsewhere')
    expect(history.blocker.state).toBe('blocked')

    history.removeBlocker(leavingThePath)
    expect(history.blocker.state).toBe('unblocked')
    history.push('/elsewhere')
    expect(history.location.pathname).toBe('/elsewhere')
  })
})

function renderRoutes(
  history: ReturnType<typeof createMemoryNavigation>,
  routes: Parameters<typeof useRoutes>[0],
) {
  function Routes() {
    return useRoutes(routes)
  }
  return render(
    <AppRouter history={history}>
      <Routes />
    </AppRouter>,
  )
}

describe('useBlocker', () => {
  function Form() {
    // A new function each render: the blocked navigation must stay blocked across renders.
    const [renders, setRenders] = useState(0)
    const blocker = useBlocker(
      ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
    )
    return (
      <>
        <Link to="/elsewhere">elsewhere</Link>
        <button type="button" onClick={() => setRenders(renders + 1)}>
          render {renders}
        </button>
        <p>{blocker.state}</p>
        {blocker.state === 'blocked' ? (
          <button type="button" onClick={blocker.proceed}>
            leave
          </button>
        ) : null}
      </>
    )
  }

  it('blocks a link until the reader leaves, through any number of renders', async () => {
    const user = userEvent.setup()
    const history = createMemoryNavigation(['/form'])
    renderRoutes(history, [
      { path: '/form', element: <Form /> },
      { path: '/elsewhere', element: <p>elsewhere page</p> },
    ])

    await user.click(screen.getByRole('link', { name: 'elsewhere' }))
    expect(await screen.findByText('blocked')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'render 0' }))
    expect(screen.getByText('blocked')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'leave' }))
    expect(await screen.findByText('elsewhere page')).toBeInTheDocument()
    expect(history.location.pathname).toBe('/elsewhere')
  })

  it('stops blocking when its page is gone', async () => {
    const history = createMemoryNavigation(['/form'])
    function Away() {
      const navigate = useNavigate()
      return (
        <button type="button" onClick={() => void navigate('/form')}>
          back to the form
        </button>
      )
    }
    renderRoutes(history, [
      { path: '/form', element: <Form /> },
      { path: '/elsewhere', element: <Away /> },
    ])
    await screen.findByText('unblocked')
    act(() => history.push('/elsewhere'))
    act(() => history.blocker.proceed?.())
    await screen.findByRole('button', { name: 'back to the form' })
    act(() => history.push('/form'))
    expect(history.location.pathname).toBe('/form')
  })
})

describe('the error screen of a page', () => {
  function Broken(): never {
    throw new Error('broken page')
  }

  it('shows in place of a page that throws, and the next page shows again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const history = createMemoryNavigation(['/broken'])
    // As the app's frame does (app-layout.tsx): one boundary around the page, reset by the page's path.
    function Frame() {
      const { pathname } = useLocation()
      return (
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      )
    }
    renderRoutes(history, [
      {
        element: <Frame />,
        children: [
          { path: '/broken', element: <Broken /> },
          { path: '/fine', element: <p>fine page</p> },
        ],
      },
    ])
    expect(await screen.findByRole('alert')).toBeInTheDocument()
    act(() => history.push('/fine'))
    expect(await screen.findByText('fine page')).toBeInTheDocument()
  })
})

describe('AppRouter', () => {
  it('keeps the page on screen until the next one is ready, and shows only the last one asked for', async () => {
    const history = createMemoryNavigation(['/a'])
    const ready = new Map<string, () => void>()
    const prepare = (location: { pathname: string }) =>
      location.pathname === '/a'
        ? undefined
        : new Promise<void>((resolve) => ready.set(location.pathname, resolve))
    function Routes() {
      return useRoutes([{ path: '*', element: <Where /> }])
    }
    function Where() {
      return <p>at {useLocation().pathname}</p>
    }
    render(
      <AppRouter history={history} prepare={prepare}>
        <Routes />
      </AppRouter>,
    )
    expect(screen.getByText('at /a')).toBeInTheDocument()

    act(() => history.push('/b'))
    expect(screen.getByText('at /a')).toBeInTheDocument()
    await act(async () => ready.get('/b')?.())
    expect(await screen.findByText('at /b')).toBeInTheDocument()

    // The reader goes on before /c is ready: /c is never shown, /d is once ready.
    act(() => history.push('/c'))
    act(() => history.push('/d'))
    await act(async () => ready.get('/c')?.())
    expect(screen.getByText('at /b')).toBeInTheDocument()
    await act(async () => ready.get('/d')?.())
    expect(await screen.findByText('at /d')).toBeInTheDocument()

    // Asked to render at once (flushSync), it does not wait.
    act(() => history.push('/e', undefined, { flushSync: true }))
    expect(screen.getByText('at /e')).toBeInTheDocument()
  })
})
