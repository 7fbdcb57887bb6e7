import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { flushSync } from 'react-dom'
import {
  createPath,
  NavigationType,
  parsePath,
  Router,
  useLocation,
  useNavigationType,
  type Location,
  type NavigateOptions,
  type Navigator,
  type To,
} from './router'

/**
 * The app's history, under the app's `<Router>` (router.tsx; docs/decisions/0026 and 0029). react-router's data
 * router (`createBrowserRouter`) was 31 KB gzip of every first screen for three things this app used of it: leaving
 * a form or a call asks first (`useBlocker`), the scroll position on back and forward, and an error screen per page.
 * This module gives those three over the browser's history (or a memory one in tests) in a few hundred lines;
 * router.tsx gives the rest: routes, links, params, navigation.
 */

/** What a blocker is asked about a navigation, as react-router's `useBlocker` asks it. */
export interface BlockerArgs {
  currentLocation: Location
  nextLocation: Location
  historyAction: NavigationType
}
export type BlockerFunction = (args: BlockerArgs) => boolean

/** A blocked navigation, as react-router's `useBlocker` returns it. */
export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void }
  | { state: 'proceeding'; location: Location; proceed?: undefined; reset?: undefined }

const unblocked: Blocker = { state: 'unblocked' }

/** How a navigation was asked for: `useNavigate` and `Link` pass their options on to the navigator. */
interface Change {
  flushSync: boolean
  preventScrollReset: boolean
}

export interface AppHistory extends Navigator {
  readonly location: Location
  readonly action: NavigationType
  /** How the last navigation was asked for. */
  readonly lastChange: Change
  /** Called after each change of location. */
  listen(listener: (change: Change) => void): () => void
  /** Called right before each change of location, while the page shown is still the one being left. */
  listenBefore(listener: (leaving: Location) => void): () => void
  /** The one active blocker (react-router too allows one at a time), in place of any other. */
  setBlocker(blocker: BlockerFunction): void
  /** Removes `blocker` if it is the active one. */
  removeBlocker(blocker: BlockerFunction): void
  readonly blocker: Blocker
  subscribeBlocker(listener: () => void): () => void
}

/** Where the entries live: the browser's session history, or an array in tests. */
interface Backend {
  readonly initial: { location: Location; index: number }
  write(kind: 'push' | 'replace', location: Location, index: number): void
  /** Moves by `delta`; the move is reported through the `onPop` given to `attach` (at once or later). */
  go(delta: number): void
  attach(onPop: (index: number, location: Location) => void): void
}

const newKey = () => Math.random().toString(36).slice(2, 10)

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to))

function locationOf(to: To, state: unknown, key: string): Location {
  const path = typeof to === 'string' ? parsePath(to) : to
  return { pathname: '/', search: '', hash: '', ...path, state: state ?? null, key }
}

function createHistory(backend: Backend): AppHistory {
  let { location, index } = backend.initial
  let action: NavigationType = NavigationType.Pop
  let lastChange: Change = { flushSync: false, preventScrollReset: false }
  let blockerFunction: BlockerFunction | null = null
  let blocker = unblocked
  // A move back the history makes itself (undoing a blocked back or forward) is not a navigation.
  let ignoreNextPop = false
  // The move a blocker's `proceed` asked for is not asked about again.
  let allowNextPop = false
  const listeners = new Set<(change: Change) => void>()
  const beforeListeners = new Set<(leaving: Location) => void>()
  const blockerListeners = new Set<() => void>()

  const setBlockerState = (next: Blocker) => {
    blocker = next
    for (const listener of blockerListeners) listener()
  }
  const blocks = (nextLocation: Location, historyAction: NavigationType) =>
    blockerFunction?.({ currentLocation: location, nextLocation, historyAction }) ?? false

  function commit(nextAction: NavigationType, nextLocation: Location, nextIndex: number, change: Change) {
    for (const listener of beforeListeners) listener(location)
    location = nextLocation
    index = nextIndex
    action = nextAction
    lastChange = change
    if (blocker.state !== 'unblocked') setBlockerState(unblocked)
    for (const listener of listeners) listener(change)
  }

  function navigate(kind: 'push' | 'replace', to: To, state: unknown, options?: NavigateOptions) {
    const next = locationOf(to, state, newKey())
    const nextAction = kind === 'push' ? NavigationType.Push : NavigationType.Replace
    const change = {
      flushSync: options?.flushSync === true,
      preventScrollReset: options?.preventScrollReset === true,
    }
    const go = () => {
      const nextIndex = kind === 'push' ? index + 1 : index
      backend.write(kind, next, nextIndex)
      commit(nextAction, next, nextIndex, change)
    }
    if (!blocks(next, nextAction)) {
      go()
      return
    }
    setBlockerState({
      state: 'blocked',
      location: next,
      proceed: () => {
        setBlockerState({ state: 'proceeding', location: next })
        go()
      },
      reset: () => setBlockerState(unblocked),
    })
  }

  backend.attach((nextIndex, next) => {
    if (ignoreNextPop) {
      ignoreNextPop = false
      return
    }
    const delta = nextIndex - index
    if (!allowNextPop && delta !== 0 && blocks(next, NavigationType.Pop)) {
      // The browser has already moved: move back, and ask.
      ignoreNextPop = true
      backend.go(-delta)
      setBlockerState({
        state: 'blocked',
        location: next,
        proceed: () => {
          setBlockerState({ state: 'proceeding', location: next })
          allowNextPop = true
          backend.go(delta)
        },
        reset: () => setBlockerState(unblocked),
      })
      return
    }
    allowNextPop = false
    commit(NavigationType.Pop, next, nextIndex, { flushSync: false, preventScrollReset: false })
  })

  return {
    get location() {
      return location
    },
    get action() {
      return action
    },
    get lastChange() {
      return lastChange
    },
    get blocker() {
      return blocker
    },
    createHref: hrefOf,
    push: (to, state, options) => navigate('push', to, state, options),
    replace: (to, state, options) => navigate('replace', to, state, options),
    go: (delta) => backend.go(delta),
    listen(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    listenBefore(listener) {
      beforeListeners.add(listener)
      return () => beforeListeners.delete(listener)
    },
    setBlocker(next) {
      blockerFunction = next
    },
    removeBlocker(gone) {
      if (blockerFunction !== gone) return
      blockerFunction = null
      if (blocker.state !== 'unblocked') setBlockerState(unblocked)
    },
    subscribeBlocker(listener) {
      blockerListeners.add(listener)
      return () => blockerListeners.delete(listener)
    },
  }
}

/** What the app keeps in each entry of the browser's history: the page's state, its key and its place. */
interface EntryState {
  usr: unknown
  key: string
  idx: number
}

const isEntryState = (value: unknown): value is EntryState =>
  typeof value === 'object' && value !== null && typeof (value as Partial<EntryState>).idx === 'number'

/** The browser's session history. Entries written by react-router's own history (`{ usr, key, idx }`) read the same. */
export function createBrowserNavigation(): AppHistory {
  const current = (state: EntryState): Location => ({
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: state.usr ?? null,
    key: state.key,
  })
  const tag = (index: number): EntryState => {
    const state = window.history.state as unknown
    const entry: EntryState = isEntryState(state) ? state : { usr: null, key: newKey(), idx: index }
    if (!isEntryState(state)) window.history.replaceState(entry, '')
    return entry
  }
  const first = tag(0)
  let lastIndex = first.idx
  return createHistory({
    initial: { location: current(first), index: first.idx },
    write(kind, location, index) {
      const entry: EntryState = { usr: location.state, key: location.key, idx: index }
      const url = hrefOf(location)
      if (kind === 'replace') {
        window.history.replaceState(entry, '', url)
      } else {
        try {
          window.history.pushState(entry, '', url)
        } catch {
          // Safari refuses more than 100 entries in 30 seconds; a full load still gets there.
          window.location.assign(url)
        }
      }
      lastIndex = index
    },
    go: (delta) => window.history.go(delta),
    attach(onPop) {
      window.addEventListener('popstate', () => {
        // A link to a fragment (the skip link) adds an entry without the app's state: it is the next one.
        const entry = tag(lastIndex + 1)
        lastIndex = entry.idx
        onPop(entry.idx, current(entry))
      })
    },
  })
}

/** A history in memory (tests), starting at the last of `entries`. */
export function createMemoryNavigation(entries: readonly string[] = ['/']): AppHistory {
  const stack = entries.map((entry) => locationOf(entry, null, newKey()))
  let index = stack.length - 1
  let onPop: (index: number, location: Location) => void = () => undefined
  return createHistory({
    initial: { location: stack[index] ?? locationOf('/', null, 'default'), index },
    write(kind, location, at) {
      if (kind === 'push') stack.splice(at, stack.length - at, location)
      else stack[at] = location
      index = at
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), stack.length - 1)
      if (next === index) return
      index = next
      onPop(next, stack[next] as Location)
    },
    attach(listener) {
      onPop = listener
    },
  })
}

/**
 * The app's `<Router>` over `history`. The page on screen stays until the next one can show, instead of a
 * skeleton in between: a navigation waits for what `prepare` names (the next page's code and texts), then renders,
 * as a transition (where the renderer has them). One asked for with `flushSync` renders at once, its page's skeleton
 * first if its code has not loaded.
 */
export function AppRouter({
  history,
  prepare,
  children,
}: {
  history: AppHistory
  /** What a navigation waits for before it is shown (the next page's code); undefined when nothing. */
  prepare?: (location: Location) => Promise<unknown> | undefined
  children: ReactNode
}) {
  const [state, setState] = useState(() => ({ location: history.location, action: history.action }))
  useLayoutEffect(() => {
    const set = () =>
      setState((shown) =>
        shown.location === history.location ? shown : { location: history.location, action: history.action },
      )
    const stop = history.listen((change) => {
      // Asked to render at once (a step that clears its own state right after leaving): no waiting.
      if (change.flushSync) return flushSync(set)
      const show = () => startTransition(set)
      const location = history.location
      const pending = prepare?.(location)
      if (!pending) return show()
      // Shown once ready, unless the reader has gone on meanwhile; a page that failed to load shows its error.
      const showIfCurrent = () => {
        if (history.location === location) show()
      }
      pending.then(showIfCurrent, showIfCurrent)
    })
    // A navigation made before this effect ran (a redirect during the first render) is caught up with.
    startTransition(set)
    return stop
  }, [history, prepare])
  return (
    <HistoryContext value={history}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </HistoryContext>
  )
}

const HistoryContext = createContext<AppHistory | null>(null)

function useHistory(): AppHistory {
  const history = useContext(HistoryContext)
  if (!history) throw new Error('useHistory: no <AppRouter> above')
  return history
}

/**
 * react-router's `useBlocker` over the app's history: while `shouldBlock` says so, a navigation (a link, `navigate`,
 * back or forward) waits for the returned blocker's `proceed()` or `reset()`.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const history = useHistory()
  // The latest function is asked, and the blocker stays set across renders (a blocked navigation stays blocked).
  const latest = useRef(shouldBlock)
  useLayoutEffect(() => {
    latest.current = shouldBlock
  })
  useEffect(() => {
    const blocker: BlockerFunction = (args) => latest.current(args)
    history.setBlocker(blocker)
    // Only its own: a page that mounts its blocker before the one it replaces unmounts keeps it.
    return () => history.removeBlocker(blocker)
  }, [history])
  return useSyncExternalStore(
    useCallback((listener: () => void) => history.subscribeBlocker(listener), [history]),
    () => history.blocker,
    () => history.blocker,
  )
}

const scrollStorageKey = 'scroll-positions'

function readScrollPositions(): Map<string, number> {
  // The server's render has no storage: asking would throw and catch on every page (issue 42 §3).
  if (typeof sessionStorage === 'undefined') return new Map()
  try {
    const stored = JSON.parse(sessionStorage.getItem(scrollStorageKey) ?? '{}') as unknown
    if (typeof stored !== 'object' || stored === null) return new Map()
    return new Map(
      Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    )
  } catch {
    return new Map()
  }
}

/**
 * A new page opens at its top (or at its `#fragment`); back and forward return to where the reader was, also after
 * a reload of the tab; a navigation asked for with `preventScrollReset` keeps the position.
 */
export function ScrollRestoration() {
  const history = useHistory()
  const location = useLocation()
  const action = useNavigationType()
  const [positions] = useState(readScrollPositions)

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    const stop = history.listenBefore((leaving) => positions.set(leaving.key, window.scrollY))
    const save = () => {
      positions.set(history.location.key, window.scrollY)
      try {
        sessionStorage.setItem(scrollStorageKey, JSON.stringify(Object.fromEntries(positions)))
      } catch {
        // Storage refused (private browsing): positions are kept for this tab's life only.
      }
    }
    window.addEventListener('pagehide', save)
    return () => {
      stop()
      window.removeEventListener('pagehide', save)
      window.history.scrollRestoration = 'auto'
    }
  }, [history, positions])

  // The document's first page: a reload or a return to a page loaded whole (a link followed before the page had
  // hydrated) is scrolled by the browser itself, unless this app saved a position for it.
  const firstPage = useRef(true)
  useLayoutEffect(() => {
    const first = firstPage.current
    firstPage.current = false
    if (action === NavigationType.Pop) {
      const saved = positions.get(location.key)
      if (saved !== undefined) {
        window.scrollTo(0, saved)
        return
      }
      if (first) return
    } else if (history.lastChange.preventScrollReset) {
      return
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [action, history, location.hash, location.key, positions])
  return null
}
