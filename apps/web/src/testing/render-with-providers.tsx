import type { Session } from '@app/domain/accounts'
import { fireEvent, render, type RenderOptions } from '@testing-library/react'
import { Suspense, type ReactElement, type ReactNode } from 'react'
import { useRoutes, type RouteObject } from '#web/shared/lib/router'
import { vi } from 'vitest'
import { Providers } from '#web/app/providers'
import { englishI18n, i18n, type Namespace } from '#web/shared/lib/i18n'
import { AppRouter, createMemoryNavigation } from '#web/shared/lib/navigation'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { createQueryClient } from '#web/shared/lib/query-client'

export const signedOutSession: Session = { language: 'ar', user: null, contextRole: null, profile: null }

type Handler = (request: {
  method: string
  path: string
  body: unknown
}) => { status?: number; body?: unknown } | undefined

/**
 * Stubs the network at the fetch edge only: `handler` answers per method and path (`/api/v1` removed); GET
 * /session answers `session` unless the handler does. Returns the spy to assert on calls.
 */
export function stubApi(handler: Handler = () => undefined, session: Session = signedOutSession) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const path = url.replace(/^.*\/api\/v1/, '')
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined
    const answer =
      handler({ method, path, body }) ??
      (method === 'GET' && path === '/session' ? { body: session } : { status: 404, body: notFound })
    const status = answer.status ?? 200
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', spy)
  return spy
}

const lazyNamespaces: Namespace[] = ['accounts', 'profiles', 'home', 'dev', 'errors', 'validation']

const notFound = { error: { code: 'NOT_FOUND', params: {}, message: 'Not found', requestId: 'test' } }

export const apiError = (status: number, code: string, params: Record<string, string | number> = {}) => ({
  status,
  body: { error: { code, params, message: code, requestId: 'test' } },
})

function Routes({ table }: { table: RouteObject[] }) {
  return useRoutes(table)
}

/** Renders `ui` (or `routes`) under the app's providers and a memory router, in Arabic unless told otherwise. */
export async function renderWithProviders(
  ui: ReactElement | null,
  {
    language = 'ar',
    path = '/',
    routes,
    ...options
  }: { language?: 'ar' | 'en'; path?: string; routes?: RouteObject[] } & Omit<RenderOptions, 'wrapper'> = {},
) {
  localStorage.setItem('lang', language)
  await i18n.changeLanguage(language)
  // Feature namespaces load lazily in the app; tests load them up front so nothing suspends on texts.
  await Promise.all([i18n.loadNamespaces(lazyNamespaces), englishI18n.loadNamespaces(lazyNamespaces)])
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } })
  const history = createMemoryNavigation([path])
  const table = routes ?? [{ path: '*', element: <Suspense fallback={<PageSkeleton />}>{ui}</Suspense> }]
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <Providers queryClient={queryClient}>{children}</Providers>
  )
  const result = render(
    <AppRouter history={history}>
      <Routes table={table} />
    </AppRouter>,
    { wrapper: Wrapper, ...options },
  )
  return { ...result, history, queryClient }
}

/**
 * Sets a date or time input as the phone's picker does: the browser fires `input`, then `change` (the renderer
 * listens to `input` for these fields, as it does for typing).
 */
export function pickValue(input: HTMLElement, value: string) {
  fireEvent.input(input, { target: { value } })
  fireEvent.change(input, { target: { value } })
}
