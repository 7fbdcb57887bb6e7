/**
 * The server renderer of the public pages (issue 42 §2), built by `vite build --ssr` into dist-server and called by
 * the API for a signed-out visit (apps/api/src/features/web-shell). It renders the same tree the browser hydrates
 * (app/app.tsx) with the data of the page's first screen, read through the API in the same process, and hands back
 * the page's HTML, its styles (Emotion's, as MUI's server rendering guide extracts them) and the data, which the
 * browser puts in its cache before it hydrates (main.tsx): no second fetch, no flash.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import createEmotionServer from '@emotion/server/create-instance'
import type { Language } from '@app/domain/shared'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { App } from '#web/app/app'
import { pageReady, preloadFirstScreen } from '#web/app/router'
import { sessionQueryOptions } from '#web/features/accounts/api/get-session'
import { setApiTransport } from '#web/shared/lib/api-client'
import { createEmotionCaches, EmotionCachesProvider } from '#web/shared/lib/emotion-cache'
import { i18n } from '#web/shared/lib/i18n'
import { createMemoryNavigation } from '#web/shared/lib/navigation'

/** A GET of the API answered in the same process (Fastify's inject): the visitor's request never leaves it. */
export type ApiReader = (
  url: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>

export interface PageRequest {
  /** The page's path and query, as the browser asked for it. */
  address: string
  language: Language
  read: ApiReader
  /** How long the page's data may take; past it the page is not rendered here (the browser fetches as before). */
  deadlineMs: number
}

export interface RenderedPage {
  /** The app's HTML, for inside `<div id="root">`. */
  html: string
  /** Emotion's `<style>` tags of what the page uses. */
  styles: string
  /** The page's data (TanStack Query's dehydrated state) as JSON safe inside a `<script>`. */
  state: string
  /** Milliseconds spent reading the page's data, and rendering it (HTML, styles, state), for Server-Timing. */
  timings: { data: number; render: number }
}

const requests = new AsyncLocalStorage<{ read: ApiReader; language: Language }>()

/** Every request the app makes while a page's data loads goes to the API in this process, as this visitor's. */
setApiTransport(async (url, init) => {
  const request = requests.getStore()
  if (!request || (init.method ?? 'GET') !== 'GET')
    throw new Error(`server renderer: no request to ${url} outside a page's data`)
  const { status, body } = await request.read(url, { 'accept-language': request.language })
  return new Response(status === 204 ? null : body, {
    status,
    headers: { 'content-type': 'application/json' },
  })
})

/** The public pages' paths (one per page module), whose code is loaded as the renderer starts. */
const publicPaths = [
  '/home',
  '/primary_doctors',
  '/doctor/x',
  '/for-doctor',
  '/for-lab',
  '/for-radio',
  '/help',
  // The seven legal pages share one page module (issue 45 §1).
  '/help/terms',
]

let ready: Promise<void> | undefined
/**
 * Loads every text and the public pages' code once, as the API starts, so that no visitor's page waits for them (the
 * first render after a start otherwise missed its deadline on a busy machine).
 */
export function prepare(): Promise<void> {
  return (ready ??= Promise.all([
    i18n.loadAll(),
    ...publicPaths.map((pathname) => pageReady({ pathname })),
  ]).then(() => undefined))
}

const timeout = (ms: number) =>
  new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms).unref?.())

/** JSON that cannot end its `<script>` tag or open a comment (`<` written as its escape). */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** Where a boundary in the HTML gave up on its content for its fallback (React's marker of a client render). */
const clientRenderedBoundary = '<!--$!-->'

/**
 * One pair of caches for every page this process renders, as Emotion's server rendering documents it: a style is
 * worked out (serialised, run through stylis and the right-to-left plugin) the first time any page uses it, and a
 * page takes from the cache only the styles whose class names are in its HTML (extractCriticalToChunks). Fresh caches
 * per request, as MUI's guide has them, did all of that work again for every page: most of a render's time. The
 * servers are made before any render, so Emotion keeps the styles for extraction instead of writing them into the
 * HTML. The rules' order is then the order in which the process first met them, as in a browser that has been to
 * several pages.
 */
const caches = createEmotionCaches()
const servers = [createEmotionServer(caches.rtl), createEmotionServer(caches.ltr)]

function renderOnce(address: string, language: Language, queryClient: QueryClient) {
  // The render is synchronous: nothing else runs between choosing the language and the HTML's last byte.
  i18n.renderIn(language)
  const html = renderToString(
    <EmotionCachesProvider value={caches}>
      <App queryClient={queryClient} history={createMemoryNavigation([address])} />
    </EmotionCachesProvider>,
  )
  const styles = servers
    .map((server) => server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)))
    .join('')
  return { html, styles }
}

/**
 * The page at `address` rendered with its first screen's data, or null when its data did not come in time (the
 * caller sends the static shell with its skeleton, and the browser loads the page as before).
 */
export async function renderPage({
  address,
  language,
  read,
  deadlineMs,
}: PageRequest): Promise<RenderedPage | null> {
  await prepare()
  const began = performance.now()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  const location = createMemoryNavigation([address]).location
  const loaded = await requests.run({ read, language }, () =>
    Promise.race([
      Promise.all([
        queryClient.prefetchQuery(sessionQueryOptions()),
        preloadFirstScreen(location, queryClient),
        pageReady(location),
      ]),
      timeout(deadlineMs),
    ]),
  )
  if (loaded === 'late') return null
  // A read that failed (the API erred) would render its error here and a skeleton in the browser, whose cache gets
  // only what succeeded: the browser loads such a page itself, as any other.
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return null
  const dataAt = performance.now()
  let page = renderOnce(address, language, queryClient)
  // A page's lazy component suspends the first time it is rendered in this process, even with its code loaded
  // (React.lazy settles on its own promise): once settled, the next render is whole.
  if (page.html.includes(clientRenderedBoundary)) {
    await pageReady(location)
    await new Promise((resolve) => setImmediate(resolve))
    page = renderOnce(address, language, queryClient)
  }
  const state = scriptJson(dehydrate(queryClient))
  return { ...page, state, timings: { data: dataAt - began, render: performance.now() - dataAt } }
}
