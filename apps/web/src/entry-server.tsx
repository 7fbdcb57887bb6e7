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
import { defaultShouldDehydrateQuery, dehydrate, QueryClient } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { App } from '#web/app/app'
import { pageReady, preloadFirstScreen, readsCatalog, routeNameOf } from '#web/app/router'
import { sessionQueryOptions, signedOutSession } from '#web/features/accounts/api/get-session'
import { catalogAddress, isCatalogQuery } from '#web/features/catalog/api/get-catalog'
import { isGatheredWindow } from '#web/features/schedules/api/get-availability'
import { setApiTransport } from '#web/shared/lib/api-client'
import { createEmotionCaches, type EmotionCaches, EmotionCachesProvider } from '#web/shared/lib/emotion-cache'
import { i18n } from '#web/shared/lib/i18n'
import { createMemoryNavigation } from '#web/shared/lib/navigation'

/**
 * A GET of the API answered in the same process (Fastify's inject): the visitor's request never leaves it. The
 * answer's body is its bytes (UTF-8 JSON), as a fetch's.
 */
export type ApiReader = (
  url: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: Uint8Array<ArrayBuffer>; etag?: string }>

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
  /**
   * API addresses the browser fetches before it hydrates the page, which its head preloads: the catalog, left out of
   * the page's data.
   */
  preloads: string[]
  /** Milliseconds spent reading the page's data, and rendering it (HTML, styles, state), for Server-Timing. */
  timings: { data: number; render: number }
}

const utf8 = new TextDecoder()

const requests = new AsyncLocalStorage<{ read: ApiReader; language: Language }>()

/**
 * Answers the API tagged (an ETag: the catalog, the same 42 KB for every page), kept by address and language as a
 * browser's cache keeps them: asked again with the tag, the API answers 304 with no body while the answer is the
 * same, and the pages of this thread share one parsed copy, which nothing changes (the query cache only reads it).
 * Few addresses carry a tag; past `maxKept` a new one is not kept.
 */
const kept = new Map<string, { etag: string; value: unknown }>()
const maxKept = 16

/** Every request the app makes while a page's data loads goes to the API in this process, as this visitor's. */
setApiTransport(async (url, init) => {
  const request = requests.getStore()
  if (!request || (init.method ?? 'GET') !== 'GET')
    throw new Error(`server renderer: no request to ${url} outside a page's data`)
  const key = `${request.language} ${url}`
  const known = kept.get(key)
  const headers: Record<string, string> = { 'accept-language': request.language }
  if (known) headers['if-none-match'] = known.etag
  const { status, body, etag } = await request.read(url, headers)
  if (status === 304 && known) return { status: 200, ok: true, json: async () => known.value }
  const ok = status >= 200 && status < 300
  if (ok && etag && (kept.has(key) || kept.size < maxKept)) {
    const value = JSON.parse(utf8.decode(body)) as unknown
    kept.set(key, { etag, value })
    return { status, ok, json: async () => value }
  }
  // The answer's JSON, parsed as a fetch Response's json() parses it, without the web stream a Response reads its body
  // through (under 16 clients, that stream was about 2% of the render thread's time).
  return { status, ok, json: async () => JSON.parse(utf8.decode(body)) as unknown }
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

/**
 * Whether the app has a page at `pathname`, by the router the browser uses (app/router.tsx): any other path the app
 * sends to /home (SPEC 2.1), which the server then does itself, and a crawler sees a redirect instead of a copy of the
 * shell.
 */
export function isAppPath(pathname: string): boolean {
  return routeNameOf({ pathname }) !== undefined
}

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

const app = (address: string, queryClient: QueryClient, caches: EmotionCaches) => (
  <EmotionCachesProvider value={caches}>
    <App queryClient={queryClient} history={createMemoryNavigation([address])} />
  </EmotionCachesProvider>
)

/** MUI's own class names (`MuiButton-root`, `MuiButton-outlined`…): which components a page has, and how. */
const muiClass = /\bMui[A-Za-z]+-[A-Za-z]+/g

/** How many times a kind of page is rendered again to learn its styles, at most. */
const maxLessons = 16

/**
 * The styles each kind of page has been seen to use, whether or not its HTML names them (per route and language).
 * A MUI component styled over another (Button over ButtonBase, PaginationItem over ButtonBase…) has a style of its
 * own that Emotion merges into the inner one's: the element carries only the merged class, so a page's critical
 * styles leave the outer one out, and the browser then works it out while it hydrates — through stylis and, in
 * Arabic, cssjanus, whose first use compiles its patterns (about 50 ms on the bench machine, 100 ms and more on the
 * slowed phone, in the middle of hydration; issue 42 §3). Emotion's own default server rendering (a cache made for
 * the render, with no extraction) writes every style it inserts, those too, into the HTML, each `<style>` naming its
 * styles in `data-emotion`. A page of a kind not met yet, or with a MUI component or variant its kind has not shown
 * yet, is rendered so once more to learn them, a few times per kind at most (a style computed from a doctor's data
 * would otherwise be new on every page). Sent with the page, the browser's cache takes them as inserted.
 */
const stylesUsed = new Map<string, { components: Set<string>; used: Set<string>; lessons: number }>()

function stylesOfKind(
  address: string,
  language: Language,
  queryClient: QueryClient,
  html: string,
): Set<string> {
  const kind = `${language} ${routeNameOf({ pathname: new URL(address, 'http://page').pathname }) ?? ''}`
  const known = stylesUsed.get(kind) ?? { components: new Set<string>(), used: new Set<string>(), lessons: 0 }
  stylesUsed.set(kind, known)
  const components = html.match(muiClass) ?? []
  const unknown = known.lessons === 0 || components.some((name) => !known.components.has(name))
  if (!unknown || known.lessons >= maxLessons) return known.used
  known.lessons++
  const inline = renderToString(app(address, queryClient, createEmotionCaches()))
  for (const [, names] of inline.matchAll(/<style data-emotion="([^"]+)"/g)) {
    const [key, ...ids] = names!.split(' ')
    for (const id of ids) known.used.add(`${key}-${id}`)
  }
  for (const name of components) known.components.add(name)
  return known.used
}

/**
 * Emotion's extraction files an empty style (a Box with no `sx` has the class `mui…-0`) with the global ones, and the
 * browser's cache takes only a page's own styles as inserted: it would insert that one while hydrating, through
 * stylis and cssjanus, for nothing. Named with the page's own (the tag's `data-emotion` as Emotion's server
 * rendering guide writes it), it is taken as inserted. A global style proper (a keyframes, `<GlobalStyles>`) is not a
 * class in the HTML and stays where it is.
 */
const asClassStyle =
  (html: string) =>
  (chunk: { key: string; ids: string[]; css: string }): { key: string; ids: string[]; css: string } => {
    const key = chunk.key.replace(/-global$/, '')
    const usedAsClass = (id: string) => new RegExp(`\\b${key}-${id}(?![\\w-])`).test(html)
    return key !== chunk.key && chunk.css === '' && chunk.ids.every(usedAsClass) ? { ...chunk, key } : chunk
  }

function renderOnce(address: string, language: Language, queryClient: QueryClient) {
  // The render is synchronous: nothing else runs between choosing the language and the HTML's last byte.
  i18n.renderIn(language)
  const html = renderToString(app(address, queryClient, caches))
  // Extraction finds class names in the text it is given: the page's, and those its kind also uses.
  const used = [...stylesOfKind(address, language, queryClient, html)].join(' ')
  const styles = servers
    .map((server) => {
      const chunks = server.extractCriticalToChunks(`${html} ${used}`)
      return server.constructStyleTagsFromChunks({ ...chunks, styles: chunks.styles.map(asClassStyle(html)) })
    })
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
  // The API renders a page only for a visit with no session (web-shell's webPages): its session is the signed-out one,
  // in the page's language, as the API would answer it. It is not read, so nothing of a person's can reach the page.
  queryClient.setQueryData(sessionQueryOptions().queryKey, signedOutSession(language))
  const loaded = await requests.run({ read, language }, () =>
    Promise.race([
      Promise.all([preloadFirstScreen(location, queryClient), pageReady(location)]),
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
  // Each window of free times goes once, in its gathering: the browser files it under its own key from there. The
  // catalog does not go: the same 42 KB in every page made a doctor's page 21 KB of brotli, past a connection's first
  // flight. The head preloads it instead, the browser waits for it before hydrating (app/router.tsx hydrationReady),
  // and the next pages take it from the browser's cache.
  // One rule on both sides: the catalog is left out exactly where the browser fetches it before hydrating.
  const browserFetchesCatalog = readsCatalog(location)
  const state = scriptJson(
    dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        defaultShouldDehydrateQuery(query) &&
        !isGatheredWindow(query.queryKey) &&
        !(browserFetchesCatalog && isCatalogQuery(query.queryKey)),
    }),
  )
  return {
    ...page,
    state,
    preloads: browserFetchesCatalog ? [catalogAddress] : [],
    timings: { data: dataAt - began, render: performance.now() - dataAt },
  }
}
