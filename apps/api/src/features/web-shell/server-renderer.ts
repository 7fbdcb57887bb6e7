import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '#api/config'
import { languageCookie, sessionCookie } from '#api/plugins/auth'
import type { DoctorPage } from '@app/domain/doctors'
import { languageSchema, type Language } from '@app/domain/shared'
import {
  escapeHtml,
  isEnglishOnly,
  pageLanguage,
  publicPageHead,
  publicPageOf,
  renderShell,
  type DoctorPageReader,
} from './web-shell.service'

/** A page rendered by the web app's renderer: its HTML, styles, data and preloads (entry-server.tsx RenderedPage). */
export interface RenderedPage {
  html: string
  styles: string
  state: string
  /** API addresses the page's head preloads: what the browser fetches before it hydrates the page. */
  preloads: string[]
  timings: { data: number; render: number }
}

/** What the renderer needs to render a page: its address and language, its reads of the API, their deadline. */
export interface PageRequest {
  address: string
  language: Language
  read: ApiReader
  /**
   * How long the page's data may take before the page goes as the static shell (issue 42 §2: a slow or failing read
   * never holds the page back; the browser then fetches as it does for any page): config.ssrDeadlineMs,
   * SSR_DEADLINE_MS, 300 ms unless set.
   */
  deadlineMs: number
}

/**
 * The web app's server renderer (apps/web/src/entry-server.tsx, built beside the app into `dist-server`), as the
 * API sees it. Typed here rather than imported: it is a build output, loaded at run time.
 */
interface RendererModule {
  prepare(): Promise<void>
  isAppPath(pathname: string): boolean
  renderPage(request: PageRequest): Promise<RenderedPage | null>
}

/** The server renderer: which paths the web app has, and its pages rendered on threads of their own. */
export interface ServerRenderer {
  /** Whether the web app has a page at `pathname` (its router's routes): any other it sends to /home (SPEC 2.1). */
  isAppPath(pathname: string): boolean
  /** The page rendered with its first screen's data, or null when that data did not come within the deadline. */
  renderPage(request: PageRequest): Promise<RenderedPage | null>
  /** Stops the renderer's threads (the app's close). */
  close(): Promise<void>
}

/**
 * The renderer built beside the web app at `webDist`, or null where there is none (an API-only build, the tests). Its
 * pages are rendered on `threads` threads of their own (render-worker.js, docs/decisions/0052); this thread keeps its
 * routes, to send a path the app has no page for to /home without asking a thread. A page not rendered `stuckMs`
 * after its data's deadline has its thread stopped and replaced.
 */
export async function loadServerRenderer(
  webDist: string,
  { threads, stuckMs = 10_000 }: { threads: number; stuckMs?: number },
): Promise<ServerRenderer | null> {
  const entry = path.join(webDist, '..', 'dist-server', 'entry-server.js')
  if (!existsSync(entry)) return null
  const routes = (await import(pathToFileURL(entry).href)) as RendererModule
  const pool = await renderThreads(entry, threads, stuckMs)
  return { isAppPath: (pathname) => routes.isAppPath(pathname), ...pool }
}

const workerScript = fileURLToPath(new URL('./render-worker.js', import.meta.url))

/** render-worker.js's messages to this thread. */
type FromThread =
  | { type: 'ready' }
  | { type: 'read'; id: number; read: number; url: string; headers: Record<string, string> }
  | { type: 'rendered'; id: number; page: RenderedPage | null }
  | { type: 'failed'; id: number; error: string }

interface RenderThread {
  worker: Worker
  /** Pages sent to the thread and not answered yet, by number: how to answer their reads, and them. */
  pages: Map<number, { read: ApiReader; settle: (page: RenderedPage | null, error?: Error) => void }>
  ready: boolean
}

/**
 * `size` threads, each running the renderer (render-worker.js): a page goes to the one with the fewest pages in hand.
 * A page's reads come back here, where its visitor's reader makes them. A thread that stops (an error, out of memory)
 * fails its pages (the visitors get the static shell) and is replaced, if it had started; one that never started is
 * not (a broken build would otherwise be started again and again), and with no thread left every page is the shell.
 */
async function renderThreads(
  entry: string,
  size: number,
  stuckMs: number,
): Promise<Pick<ServerRenderer, 'renderPage' | 'close'>> {
  const threads = new Set<RenderThread>()
  let pages = 0
  let closing = false

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const thread: RenderThread = {
        // None of this process's flags: the thread runs plain JavaScript, and neither TypeScript's loader nor the
        // tracing that `npm start` imports first (telemetry.ts) has anything to do there.
        worker: new Worker(workerScript, { workerData: { entry }, execArgv: [] }),
        pages: new Map(),
        ready: false,
      }
      threads.add(thread)
      const fail = (error: Error) => {
        for (const page of thread.pages.values()) page.settle(null, error)
        thread.pages.clear()
      }
      thread.worker.on('message', (message: FromThread) => {
        if (message.type === 'ready') {
          thread.ready = true
          resolve()
        } else if (message.type === 'read') {
          const page = thread.pages.get(message.id)
          const answer = page
            ? page.read(message.url, message.headers)
            : Promise.reject(new Error('no page is waiting for this read'))
          answer.then(
            ({ status, body, etag }) =>
              thread.worker.postMessage({ type: 'answer', read: message.read, status, body, etag }),
            (error: unknown) =>
              thread.worker.postMessage({ type: 'answer', read: message.read, error: String(error) }),
          )
        } else {
          const page = thread.pages.get(message.id)
          thread.pages.delete(message.id)
          if (message.type === 'rendered') page?.settle(message.page)
          else page?.settle(null, new Error(message.error))
        }
      })
      thread.worker.on('error', (error) => {
        fail(error)
        if (!thread.ready) reject(error)
      })
      thread.worker.on('exit', (code) => {
        threads.delete(thread)
        fail(new Error(`the render thread stopped (${code})`))
        if (!thread.ready) reject(new Error(`the render thread stopped before it started (${code})`))
        else if (!closing) start().catch(() => undefined)
      })
    })

  await Promise.all(Array.from({ length: size }, start))
  return {
    renderPage({ address, language, deadlineMs, read }) {
      const thread = [...threads]
        .filter((candidate) => candidate.ready)
        .sort((a, b) => a.pages.size - b.pages.size)[0]
      if (!thread) return Promise.resolve(null)
      const id = ++pages
      return new Promise((resolve, reject) => {
        // A render that never ends (a page whose code loops) would hold its thread, and each page sent to it, for
        // good: well past its data's deadline the thread is stopped, which fails its pages, and is replaced.
        const stuck = setTimeout(() => void thread.worker.terminate(), deadlineMs + stuckMs)
        stuck.unref()
        thread.pages.set(id, {
          read,
          settle: (page, error) => {
            clearTimeout(stuck)
            if (error) reject(error)
            else resolve(page)
          },
        })
        thread.worker.postMessage({ type: 'render', id, address, language, deadlineMs })
      })
    },
    async close() {
      closing = true
      await Promise.all([...threads].map((thread) => thread.worker.terminate()))
    },
  }
}

/** A GET of the API and its answer's bytes (UTF-8 JSON), as entry-server.tsx takes them. */
type ApiReader = (url: string, headers: Record<string, string>) => Promise<ApiAnswer>
type ApiAnswer = { status: number; body: Uint8Array<ArrayBuffer>; etag?: string | undefined }

/**
 * The API's GET answers for one page, from this process (Fastify's inject): as the visitor would get them signed out,
 * counted against their address by the rate limits, never with their cookies. Each answer is read once per page: the
 * head and the page's data share the doctor's. The answer's bytes as the API wrote them: the renderer parses them
 * (as a browser's fetch would), and a text in between cost a page two copies of its 100 KB of JSON (issue 42 §3).
 */
export function readThroughApi(app: FastifyInstance, remoteAddress: string): ApiReader {
  const answers = new Map<string, Promise<ApiAnswer>>()
  return (url, headers) => {
    const key = JSON.stringify([url, headers])
    let answer = answers.get(key)
    if (!answer) {
      answer = app
        .inject({ method: 'GET', url, headers, remoteAddress })
        // A Buffer of Node's own memory, never shared: an ArrayBuffer's bytes, as a Response takes them.
        .then((response) => ({
          status: response.statusCode,
          body: response.rawPayload as Uint8Array<ArrayBuffer>,
          etag: typeof response.headers.etag === 'string' ? response.headers.etag : undefined,
        }))
      answers.set(key, answer)
    }
    return answer
  }
}

const utf8 = new TextDecoder()

/**
 * A doctor's public page read as the web app reads it (GET /api/v1/doctors/{id}, in the page's language), for the
 * page's head: null when a signed-out visitor may not see it (404: unknown, unverified, testing, deactivated). Any
 * other answer (a rate limit, an error) is no reason to call the doctor unknown: it fails, and the visitor gets the
 * static shell, whose app asks again.
 */
export function doctorThroughApi(read: ApiReader, language: Language): DoctorPageReader {
  return async (doctorId) => {
    const { status, body } = await read(`/api/v1/doctors/${doctorId}`, { 'accept-language': language })
    if (status === 200) return JSON.parse(utf8.decode(body)) as DoctorPage
    if (status === 404) return null
    throw new Error(`the doctor's page answered ${status}`)
  }
}

/**
 * The static shell inside `<div id="root">` (apps/web/index.html), between its marks, with the whitespace around it:
 * the root must hold exactly the app's HTML, or React finds a text node where it expects its first element and
 * renders the page again instead of hydrating it.
 */
const shellInRoot = /(<div id="root">)\s*<!--app-shell-->[\s\S]*?<!--\/app-shell-->\s*(<\/div>)/

/**
 * A rendered page in the shell (renderShell, with the page's head already in it): the app's HTML in place of the
 * static shell, its styles in the head, its data for the browser's cache right after the app's HTML. The data (most of
 * the page's bytes: the catalog, the free times) comes after what it paints, so a slow connection brings the page's
 * content in its first packets and the parser reaches it first; the app's module scripts run only once the whole
 * document is parsed, so they find the data wherever it is. What the browser fetches before it hydrates is preloaded
 * from the head (as the app's requests ask: same-origin credentials, so the app's fetch takes the preloaded answer).
 * Every replacement is a function, so `$&` and the like in a doctor's name stay text.
 */
export function composeRenderedPage(
  shell: string,
  rendered: { html: string; styles: string; state: string; preloads: string[] },
): string {
  const preloads = rendered.preloads
    .map((address) => `<link rel="preload" href="${escapeHtml(address)}" as="fetch" crossorigin>`)
    .join('')
  if (!shellInRoot.test(shell))
    throw new Error('index.html: no <!--app-shell--> … <!--/app-shell--> in #root')
  return (
    shell
      .replace(
        shellInRoot,
        (_all, open: string, close: string) =>
          `${open}${rendered.html}${close}<script id="app-state" type="application/json">${rendered.state}</script>`,
      )
      .replace('</head>', () => `${preloads}${rendered.styles}</head>`)
      // The page reads without scripts: no "this app needs JavaScript" under it.
      .replace(/<noscript>[^<]*<\/noscript>/, () => '')
  )
}

/**
 * Turns for at most `size` at once: `take` answers true with a turn, or false when none came within `ms`; each turn
 * taken is given back once.
 */
export function turns(size: number) {
  let free = size
  const waiting: Array<() => void> = []
  return {
    take(ms: number): Promise<boolean> {
      if (free > 0) {
        free--
        return Promise.resolve(true)
      }
      return new Promise<boolean>((resolve) => {
        const turn = () => {
          clearTimeout(timer)
          resolve(true)
        }
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(turn), 1)
          resolve(false)
        }, ms)
        waiting.push(turn)
      })
    },
    give() {
      const next = waiting.shift()
      if (next) next()
      else free++
    },
  }
}

export interface WebPage {
  status: number
  html: string
  /** Where a path the web app has no page for goes instead (SPEC 2.1: /home), as a redirect. */
  location?: string
  /**
   * A public page's Server-Timing (its head's read, its wait for its turn to render, its data's reads, its render),
   * for the browser's developer tools and the bench; `queue`, `data` and `render` only when the page was rendered here.
   */
  timing?: string
}

const serverTiming = (metrics: Record<string, number>) =>
  Object.entries(metrics)
    .map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
    .join(', ')

/**
 * The page for a path of the web app (issue 42 §2). A signed-out visit to a public page gets it rendered, with its head
 * (title, description, canonical and language links, link previews); a request with a session cookie never does, so
 * nothing personal is ever in such a page. An unknown or hidden doctor's page is a 404 with the app (which says so).
 * A slow or failing read gives the static shell, which the browser fills as before.
 */
export function webPages(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'ssrDeadlineMs' | 'ssrConcurrency'>,
  indexHtml: string,
  renderer: ServerRenderer | null,
) {
  // A render is several milliseconds of a render thread, and a page's reads several of this one: with sixteen pages
  // asked at once and no limit, a third missed their data's deadline and went as the shell, which then costs the
  // phone its own reads (issue 42 §3). A few at a time, each page's reads are answered in time; the next waits its
  // turn up to the same deadline, then goes as the shell rather than queue behind every page in progress.
  const rendering = turns(config.ssrConcurrency)
  const render = async (request: FastifyRequest, language: Language, read: ApiReader) => {
    const asked = performance.now()
    if (!renderer || !(await rendering.take(config.ssrDeadlineMs))) return null
    const queueMs = performance.now() - asked
    try {
      const rendered = await renderer.renderPage({
        address: request.url,
        language,
        read,
        deadlineMs: config.ssrDeadlineMs,
      })
      return rendered && { ...rendered, timings: { queue: queueMs, ...rendered.timings } }
    } finally {
      rendering.give()
    }
  }
  return async (request: FastifyRequest): Promise<WebPage> => {
    const query = request.query as Record<string, unknown> | undefined
    // The app sends a path it has no page for to /home (SPEC 2.1): the server does, where its renderer knows the
    // app's routes, so that a browser asks once and a crawler finds no copy of the shell there. A language the
    // address asked for goes with it (home's address in that language).
    const [pathname = ''] = request.url.split('?', 1)
    if (renderer && !renderer.isAppPath(pathname)) {
      const asked = languageSchema.safeParse(query?.lang).data
      return { status: 302, html: '', location: asked ? `/home?lang=${asked}` : '/home' }
    }
    // A page's address has no slash at its end (its canonical link, the sitemap): one with it is the same page to
    // the app, and goes to that address for good rather than be a second copy of it (never to another host: a path
    // starts with one slash).
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const bare = `/${pathname.replace(/^\/+|\/+$/g, '')}`
      return { status: 301, html: '', location: bare + request.url.slice(pathname.length) }
    }
    // So does a public page's address in capitals (`/Home`), which the app's router takes as the page. A doctor's
    // page with its id in capitals, as a link may have it, is rendered as it is, its canonical link in small letters.
    const lower = pathname.toLowerCase()
    if (lower !== pathname && !publicPageOf(pathname) && publicPageOf(lower)) {
      return { status: 301, html: '', location: lower + request.url.slice(pathname.length) }
    }
    const publicPage = request.cookies[sessionCookie] ? null : publicPageOf(request.url)
    const language = pageLanguage(query?.lang, request.cookies[languageCookie])
    if (!publicPage) return { status: 200, html: renderShell(indexHtml, language) }
    try {
      // Doctor, lab and radio marketing pages are English whatever the language (SPEC 1).
      const pageLanguageOf = isEnglishOnly(publicPage) ? 'en' : language
      // The head's read and the page's run side by side: a doctor's page waits for the longer, not for both.
      const began = performance.now()
      let headMs = 0
      const read = readThroughApi(app, request.ip)
      const [head, rendered] = await Promise.all([
        publicPageHead(
          request.ctx,
          publicPage,
          language,
          config.publicUrl,
          doctorThroughApi(read, pageLanguageOf),
        ).finally(() => {
          headMs = performance.now() - began
        }),
        render(request, pageLanguageOf, read),
      ])
      if (!head) return { status: 404, html: renderShell(indexHtml, language) }
      const shell = renderShell(indexHtml, pageLanguageOf, head.html)
      if (!rendered) return { status: 200, html: shell, timing: serverTiming({ head: headMs }) }
      return {
        status: 200,
        html: composeRenderedPage(shell, rendered),
        timing: serverTiming({ head: headMs, ...rendered.timings }),
      }
    } catch (error) {
      request.log.warn({ err: error }, 'web page: not rendered on the server')
      return { status: 200, html: renderShell(indexHtml, language) }
    }
  }
}
