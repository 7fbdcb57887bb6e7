import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
} from 'react'

/**
 * The app's routes, links and location hooks (docs/decisions/0029), with react-router's names and behaviour for the
 * part of it the app uses: one table of paths with `:params` and a catch-all `*`, absolute links (and `?query` or
 * `#fragment` on the current page), the hooks. react-router was 12.5 KB gzip of every first screen, and its
 * `matchRoutes` flattened and ranked the whole table again on every call (each render of the routes, each preload);
 * here a table is compiled once. The history under it is `navigation.tsx`'s.
 */

export interface Path {
  pathname: string
  /** `''` or starting with `?`. */
  search: string
  /** `''` or starting with `#`. */
  hash: string
}

export interface Location extends Path {
  state: unknown
  /** Unique per history entry. */
  key: string
}

export type To = string | Partial<Path>

export const NavigationType = { Pop: 'POP', Push: 'PUSH', Replace: 'REPLACE' } as const
export type NavigationType = (typeof NavigationType)[keyof typeof NavigationType]

export interface NavigateOptions {
  replace?: boolean
  state?: unknown
  /** Keeps the scroll position (ScrollRestoration). */
  preventScrollReset?: boolean
  /** Renders the next page at once instead of as a transition. */
  flushSync?: boolean
}

export interface Navigator {
  createHref(to: To): string
  push(to: To, state?: unknown, options?: NavigateOptions): void
  replace(to: To, state?: unknown, options?: NavigateOptions): void
  go(delta: number): void
}

export type Params = Readonly<Record<string, string | undefined>>

export interface RouteObject {
  id?: string
  /** `/a/:param/b`, or `*` (anything). A route without a path matches what its children match. */
  path?: string
  element?: ReactNode
  children?: RouteObject[]
}

export interface RouteMatch {
  route: RouteObject
  /** Every match of one branch shares the branch's params. */
  params: Params
  pathname: string
}

/** `/a?b#c` → its parts. */
export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {}
  let rest = path
  const hashAt = rest.indexOf('#')
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt)
    rest = rest.slice(0, hashAt)
  }
  const searchAt = rest.indexOf('?')
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt)
    rest = rest.slice(0, searchAt)
  }
  if (rest) parts.pathname = rest
  return parts
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : ''
  return pathname + query + fragment
}

/** `to` as seen from `from`: an absolute path, or a query or fragment of the same page, or a path relative to it. */
export function resolveTo(to: To, from: Path): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to
  if (parts.pathname === undefined || parts.pathname === '') {
    // `?query` keeps the page; `#fragment` keeps its query too.
    return {
      pathname: from.pathname,
      search:
        parts.search !== undefined ? normal(parts.search, '?') : parts.hash !== undefined ? from.search : '',
      hash: normal(parts.hash, '#'),
    }
  }
  let pathname = parts.pathname
  if (!pathname.startsWith('/')) {
    const segments = from.pathname.split('/').filter(Boolean)
    for (const segment of pathname.split('/')) {
      if (segment === '..') segments.pop()
      else if (segment !== '.' && segment !== '') segments.push(segment)
    }
    pathname = `/${segments.join('/')}`
  }
  return { pathname, search: normal(parts.search, '?'), hash: normal(parts.hash, '#') }
}

/** `''` for nothing or a bare `?` or `#`, else the part starting with its mark. */
const normal = (part: string | undefined, mark: '?' | '#') =>
  !part || part === mark ? '' : part.startsWith(mark) ? part : mark + part

/** A compiled path pattern: its expression and its params' names in order. */
interface Pattern {
  expression: RegExp
  names: string[]
}

const patterns = new Map<string, Pattern>()

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** react-router's rank: a static segment outranks a param, which outranks the catch-all; more segments outrank fewer. */
function scoreOf(path: string): number {
  const segments = segmentsOf(path)
  return segments.reduce(
    (score, segment) => score + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10),
    segments.length,
  )
}

function compile(path: string): Pattern {
  const known = patterns.get(path)
  if (known) return known
  const names: string[] = []
  const segments = segmentsOf(path)
  const splat = segments.at(-1) === '*'
  if (splat) segments.pop()
  let source = ''
  for (const segment of segments) {
    if (segment.startsWith(':')) {
      names.push(segment.slice(1))
      source += '/([^/]+)'
    } else {
      source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
    }
  }
  if (splat) {
    names.push('*')
    source += '(?:/(.*))?'
  }
  const pattern: Pattern = { expression: new RegExp(`^${source}/*$`, 'i'), names }
  patterns.set(path, pattern)
  return pattern
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** The params of `pathname` if it matches `pattern` (the whole of it, case aside, a trailing slash allowed). */
export function matchPath(pattern: string, pathname: string): { params: Params; pathname: string } | null {
  const { expression, names } = compile(pattern)
  const found = expression.exec(pathname)
  if (!found) return null
  const params: Record<string, string> = {}
  names.forEach((name, i) => {
    const value = found[i + 1]
    if (value !== undefined) params[name] = name === '*' ? value : safeDecode(value)
  })
  return { params, pathname }
}

/** `pattern` filled with `params` (each encoded); a param left out is an error, as in react-router. */
export function generatePath(pattern: string, params: Record<string, string | undefined> = {}): string {
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`generatePath: missing ":${name}" for ${pattern}`)
    return encodeURIComponent(value)
  })
  return path.endsWith('/*') ? path.slice(0, -2) + (params['*'] ? `/${params['*']}` : '') : path
}

/** A route and the routes above it, with the joined path. */
interface Branch {
  routes: RouteObject[]
  path: string
  score: number
  order: number
}

/**
 * A table's branches, best ranked first, and its paths without params by their one URL (case aside, no trailing
 * slash): most visits open one of those, found without trying a pattern, and a pattern is compiled only when tried.
 */
interface Table {
  branches: Branch[]
  exact: Map<string, Branch>
}

const tables = new WeakMap<RouteObject[], Table>()

const exactKey = (pathname: string) => pathname.toLowerCase().replace(/\/+$/, '') || '/'

function tableOf(routes: RouteObject[]): Table {
  const known = tables.get(routes)
  if (known) return known
  const found: Branch[] = []
  const walk = (level: RouteObject[], above: RouteObject[], base: string) => {
    for (const route of level) {
      const path = route.path === undefined ? base : joinPaths(base, route.path)
      const chain = [...above, route]
      if (route.children?.length) walk(route.children, chain, path)
      if (route.path !== undefined)
        found.push({ routes: chain, path, score: scoreOf(path), order: found.length })
    }
  }
  walk(routes, [], '/')
  found.sort((a, b) => b.score - a.score || a.order - b.order)
  const exact = new Map<string, Branch>()
  for (const branch of found) {
    // A path without params outranks any pattern that matches the same URL.
    const key = exactKey(branch.path)
    if (!/[:*]/.test(branch.path) && !exact.has(key)) exact.set(key, branch)
  }
  const table = { branches: found, exact }
  tables.set(routes, table)
  return table
}

const joinPaths = (base: string, path: string) =>
  path.startsWith('/') ? path : `${base.replace(/\/+$/, '')}/${path}`

/** The matched branch of `table` for `location`, outermost route first, or null. */
export function matchRoutes(routes: RouteObject[], location: { pathname: string }): RouteMatch[] | null {
  const table = tableOf(routes)
  const exact = table.exact.get(exactKey(location.pathname))
  if (exact) {
    const params: Params = {}
    return exact.routes.map((route) => ({ route, params, pathname: location.pathname }))
  }
  for (const branch of table.branches) {
    const found = matchPath(branch.path, location.pathname)
    if (found)
      return branch.routes.map((route) => ({ route, params: found.params, pathname: found.pathname }))
  }
  return null
}

interface LocationContextValue {
  location: Location
  navigationType: NavigationType
  navigator: Navigator
}

const LocationContext = createContext<LocationContextValue | null>(null)

interface RouteContextValue {
  outlet: ReactNode
  params: Params
}

const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {} })

/** Gives the location and the navigator to everything under it (`AppRouter` in navigation.tsx feeds it). */
export function Router({
  location,
  navigationType,
  navigator,
  children,
}: LocationContextValue & { children: ReactNode }) {
  const value = useMemo(
    () => ({ location, navigationType, navigator }),
    [location, navigationType, navigator],
  )
  return <LocationContext value={value}>{children}</LocationContext>
}

function useLocationContext(): LocationContextValue {
  const value = useContext(LocationContext)
  if (!value) throw new Error('useLocation: no <Router> above')
  return value
}

export function useLocation(): Location {
  return useLocationContext().location
}

export function useNavigationType(): NavigationType {
  return useLocationContext().navigationType
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void

/** Navigates to `to` (resolved against the current location), or moves `to` entries back or forward. */
export function useNavigate(): NavigateFunction {
  const { location, navigator } = useLocationContext()
  return useCallback(
    (to, options = {}) => {
      if (typeof to === 'number') {
        navigator.go(to)
        return
      }
      const path = resolveTo(to, location)
      const { replace, state, ...rest } = options
      if (replace) navigator.replace(path, state, rest)
      else navigator.push(path, state, rest)
    },
    [location, navigator],
  )
}

/** The params of the matched route. */
export function useParams<T extends string = string>(): Readonly<Partial<Record<T, string>>> {
  return useContext(RouteContext).params as Readonly<Partial<Record<T, string>>>
}

type SearchInit = string | URLSearchParams | Record<string, string | readonly string[]> | [string, string][]

export function createSearchParams(init: SearchInit = ''): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams || Array.isArray(init))
    return new URLSearchParams(init)
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(init)) {
    for (const one of typeof value === 'string' ? [value] : value) params.append(key, one)
  }
  return params
}

export type SetSearchParams = (
  next: SearchInit | ((current: URLSearchParams) => SearchInit),
  options?: NavigateOptions,
) => void

/** The page's query, and a change of it (a navigation to the same page with the new query). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation()
  const navigate = useNavigate()
  const searchParams = useMemo(() => new URLSearchParams(search), [search])
  const setSearchParams = useCallback<SetSearchParams>(
    (next, options) => {
      const params = createSearchParams(typeof next === 'function' ? next(searchParams) : next)
      navigate(`?${params.toString()}`, options)
    },
    [navigate, searchParams],
  )
  return [searchParams, setSearchParams]
}

/** The element of the route `table` matches for the current location, its children under `<Outlet />`. */
export function useRoutes(table: RouteObject[]): ReactNode {
  const { pathname } = useLocation()
  const matches = useMemo(() => matchRoutes(table, { pathname }), [table, pathname])
  if (!matches) return null
  return matches.reduceRight<ReactNode>(
    (outlet, match) => (
      <RouteContext value={{ outlet, params: match.params }}>{match.route.element ?? outlet}</RouteContext>
    ),
    null,
  )
}

/** Where a route's matched child shows. */
export function Outlet() {
  return useContext(RouteContext).outlet
}

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: To
  replace?: boolean
  state?: unknown
  preventScrollReset?: boolean
  flushSync?: boolean
}

const isModified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey

/**
 * A link the app follows itself (no full load); a click with a modifier key, another button or another target is
 * the browser's. A link to where the visitor is replaces the entry instead of adding one.
 */
export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  flushSync,
  onClick,
  target,
  children,
  ...rest
}: LinkProps) {
  const { location, navigator } = useLocationContext()
  const path = resolveTo(to, location)
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || isModified(event) || (target && target !== '_self'))
      return
    event.preventDefault()
    const same = createPath(location) === createPath(path)
    const options = { preventScrollReset, flushSync }
    if (replace ?? same) navigator.replace(path, state, options)
    else navigator.push(path, state, options)
  }
  return (
    <a {...rest} target={target} href={navigator.createHref(path)} onClick={follow}>
      {children}
    </a>
  )
}

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on the path itself, not below it. */
  end?: boolean
  className?: string | ((state: { isActive: boolean }) => string | undefined)
}

/** A link marked `active` (class and `aria-current="page"`) while its page, or one below it, is shown. */
export function NavLink({ end, className, 'aria-current': ariaCurrent, ...rest }: NavLinkProps) {
  const { location } = useLocationContext()
  const target = resolveTo(rest.to, location).pathname.toLowerCase()
  const here = location.pathname.toLowerCase()
  const isActive = here === target || (!end && here.startsWith(target.endsWith('/') ? target : `${target}/`))
  const classes = typeof className === 'function' ? className({ isActive }) : className
  return (
    <Link
      {...rest}
      aria-current={isActive ? (ariaCurrent ?? 'page') : undefined}
      className={[classes, isActive ? 'active' : ''].filter(Boolean).join(' ') || undefined}
    />
  )
}

/** Navigates to `to` once rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate()
  const target = typeof to === 'string' ? to : JSON.stringify(to)
  useEffect(() => {
    navigate(to, { replace, state })
    // Once per target, as react-router's (the navigate function changes with every location).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, replace])
  return null
}
