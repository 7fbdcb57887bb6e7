import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  composeRenderedPage,
  doctorThroughApi,
  loadServerRenderer,
  readThroughApi,
  turns,
  type ServerRenderer,
} from './server-renderer'

describe('turns: public pages rendered a few at a time (issue 42 §3)', () => {
  it('gives a turn while one is free, then to whoever waited first, and none past the wait', async () => {
    const rendering = turns(2)
    expect(await rendering.take(0)).toBe(true)
    expect(await rendering.take(0)).toBe(true)
    const second = rendering.take(60_000)
    const third = rendering.take(60_000)
    // No turn is free: a page that may not wait goes without one.
    expect(await rendering.take(1)).toBe(false)
    rendering.give()
    expect(await second).toBe(true)
    rendering.give()
    expect(await third).toBe(true)
    rendering.give()
    rendering.give()
    // Both turns are free again, and no more than both.
    expect(await rendering.take(0)).toBe(true)
    expect(await rendering.take(0)).toBe(true)
    expect(await rendering.take(1)).toBe(false)
  })

  it('forgets a page that stopped waiting: the turn goes to the next', async () => {
    const rendering = turns(1)
    expect(await rendering.take(0)).toBe(true)
    const gaveUp = rendering.take(1)
    const next = rendering.take(60_000)
    expect(await gaveUp).toBe(false)
    rendering.give()
    expect(await next).toBe(true)
  })
})

describe("a page's reads of the API (issue 42 §2)", () => {
  it('reads each answer once per page: the head and the page share the doctor', async () => {
    const inject = vi.fn(async ({ url }: { url: string }) => ({
      statusCode: 200,
      rawPayload: Buffer.from(`{"url":"${url}"}`),
      headers: url.endsWith('/availability') ? { etag: '"w1"' } : {},
    }))
    const read = readThroughApi({ inject } as unknown as FastifyInstance, '203.0.113.7')
    const headers = { 'accept-language': 'ar' }
    const [a, b] = await Promise.all([read('/api/v1/doctors/x', headers), read('/api/v1/doctors/x', headers)])
    expect(a).toBe(b)
    // An answer's tag goes with its bytes (the renderer asks again with it, entry-server.tsx).
    expect(a.etag).toBeUndefined()
    expect((await read('/api/v1/doctors/x/availability', headers)).etag).toBe('"w1"')
    await read('/api/v1/doctors/x', { 'accept-language': 'en' })
    expect(inject.mock.calls.map(([request]) => request)).toEqual([
      { method: 'GET', url: '/api/v1/doctors/x', headers, remoteAddress: '203.0.113.7' },
      { method: 'GET', url: '/api/v1/doctors/x/availability', headers, remoteAddress: '203.0.113.7' },
      {
        method: 'GET',
        url: '/api/v1/doctors/x',
        headers: { 'accept-language': 'en' },
        remoteAddress: '203.0.113.7',
      },
    ])
    // Another page reads afresh.
    await readThroughApi({ inject } as unknown as FastifyInstance, '203.0.113.7')(
      '/api/v1/doctors/x',
      headers,
    )
    expect(inject).toHaveBeenCalledTimes(4)
  })

  it('gives the head the doctor the API shows a signed-out visitor, none it does not, and fails on any other answer', async () => {
    const answers: Record<string, { status: number; body: string }> = {
      '/api/v1/doctors/listed': { status: 200, body: '{"id":"listed","nameAr":"د. منى"}' },
      '/api/v1/doctors/hidden': { status: 404, body: '{"error":{"code":"NOT_FOUND"}}' },
      '/api/v1/doctors/broken': { status: 500, body: '{"error":{"code":"INTERNAL"}}' },
      '/api/v1/doctors/limited': { status: 429, body: '{"error":{"code":"RATE_LIMITED"}}' },
    }
    // The answer's bytes, as the API writes them (UTF-8: the Arabic name too).
    const read = vi.fn(async (url: string) => {
      const { status, body } = answers[url] ?? { status: 404, body: '' }
      return { status, body: new TextEncoder().encode(body) }
    })
    const doctor = doctorThroughApi(read, 'ar')
    expect(await doctor('listed')).toEqual({ id: 'listed', nameAr: 'د. منى' })
    expect(await doctor('hidden')).toBeNull()
    await expect(doctor('broken')).rejects.toThrow('500')
    // A visitor over a rate limit is not told the doctor does not exist.
    await expect(doctor('limited')).rejects.toThrow('429')
    expect(read).toHaveBeenCalledWith('/api/v1/doctors/listed', { 'accept-language': 'ar' })
  })
})

describe('a rendered page in the shell (issue 42 §2)', () => {
  // As Vite builds index.html: the app's module script and its preloads in the head, the static shell in #root.
  const shell = [
    '<!doctype html><html lang="ar" dir="rtl"><head><title>t</title>',
    '<script type="module" crossorigin src="/assets/index.js"></script></head>',
    '<body><div id="root">\n  <!--app-shell--><div class="app-shell-page"></div><!--/app-shell-->\n</div>',
    '<noscript>يحتاج هذا التطبيق إلى JavaScript.</noscript></body></html>',
  ].join('')
  const page = composeRenderedPage(shell, {
    html: '<main><h1>د. منى $&</h1></main>',
    styles: '<style data-emotion="muirtl a1">.muirtl-a1{}</style>',
    state: '{"queries":[]}',
    preloads: ['/api/v1/catalog'],
  })

  it("sends the page's content before its data: what paints comes in the first bytes", () => {
    expect(page).toContain(
      '<div id="root"><main><h1>د. منى $&</h1></main></div><script id="app-state" type="application/json">{"queries":[]}</script>',
    )
    expect(page.indexOf('<h1>')).toBeLessThan(page.indexOf('id="app-state"'))
    // The module script, deferred, runs once the document is parsed: the data is there by then.
    expect(page.indexOf('<script type="module"')).toBeLessThan(page.indexOf('<h1>'))
  })

  it('puts the styles in the head and drops the note for browsers without JavaScript', () => {
    expect(page).toContain('<style data-emotion="muirtl a1">.muirtl-a1{}</style></head>')
    expect(page).not.toContain('<noscript>')
    expect(page).not.toContain('app-shell')
  })

  it('preloads from the head what the browser fetches before it hydrates, as the app asks for it', () => {
    // `crossorigin` (same-origin credentials, as the app's fetch): the app's request takes the preloaded answer.
    expect(page).toContain(
      '<link rel="preload" href="/api/v1/catalog" as="fetch" crossorigin><style data-emotion="muirtl a1">',
    )
    expect(page.indexOf('rel="preload"')).toBeLessThan(page.indexOf('</head>'))
  })
})

describe('pages rendered on threads of their own (issue 42 §3, ADR 0052)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'sehha-render-threads-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  /**
   * A web build at `root/name` whose renderer is `renderer` (the body of entry-server.js, as the web app's build
   * exports it: prepare, isAppPath, renderPage): its dist, where the API is told the app is.
   */
  const webBuild = (name: string, renderer: string) => {
    mkdirSync(path.join(root, name, 'dist-server'), { recursive: true })
    writeFileSync(path.join(root, name, 'dist-server', 'entry-server.js'), renderer)
    return path.join(root, name, 'dist')
  }

  // Each page reads the API once and renders what it read; `/fail` fails, `/stop` stops its thread.
  const renderer = `
    export async function prepare() {}
    export function isAppPath(pathname) { return pathname !== '/nowhere' }
    export async function renderPage({ address, language, read }) {
      if (address === '/fail') throw new Error('the page failed')
      if (address === '/stop') process.exit(3)
      if (address === '/loop') for (;;);
      const { status, body } = await read('/api/v1/page' + address, { 'accept-language': language })
      return {
        html: status + ' ' + new TextDecoder().decode(body),
        styles: '',
        state: '{}',
        preloads: [],
        timings: { data: 0, render: 0 },
      }
    }
  `
  const readerOf = (visitor: string) =>
    vi.fn(async (url: string, headers: Record<string, string>) => ({
      status: 200,
      body: new TextEncoder().encode(`${visitor} ${url} ${headers['accept-language']}`),
    }))
  const page = (address: string, read: ReturnType<typeof readerOf>) => ({
    address,
    language: 'ar' as const,
    read,
    deadlineMs: 300,
  })

  /**
   * The next page is rendered, on the thread that replaced a stopped one. The replacement starts in the background: a
   * page asked meanwhile goes as the static shell (null).
   */
  const rendersOnReplacement = (threads: ServerRenderer) =>
    vi.waitFor(
      async () =>
        expect((await threads.renderPage(page('/home', readerOf('omar'))))?.html).toBe(
          '200 omar /api/v1/page/home ar',
        ),
      { timeout: 20_000, interval: 50 },
    )

  it("renders each page on a thread, its reads made here by that page's own reader", async () => {
    const threads = await loadServerRenderer(webBuild('pages', renderer), { threads: 2 })
    if (!threads) throw new Error('no renderer loaded')
    try {
      // The routes are asked on this thread, without a turn on a render thread.
      expect(threads.isAppPath('/home')).toBe(true)
      expect(threads.isAppPath('/nowhere')).toBe(false)
      const mona = readerOf('mona')
      const omar = readerOf('omar')
      const pages = await Promise.all([
        threads.renderPage(page('/doctor/a', mona)),
        threads.renderPage(page('/doctor/b', omar)),
        threads.renderPage(page('/clinic', mona)),
      ])
      expect(pages.map((rendered) => rendered?.html)).toEqual([
        '200 mona /api/v1/page/doctor/a ar',
        '200 omar /api/v1/page/doctor/b ar',
        '200 mona /api/v1/page/clinic ar',
      ])
      expect(omar).toHaveBeenCalledTimes(1)
      expect(mona).toHaveBeenCalledTimes(2)
    } finally {
      await threads.close()
    }
  })

  it('fails a page whose render fails, or whose read fails, and goes on with the next', async () => {
    const threads = await loadServerRenderer(webBuild('failing', renderer), { threads: 1 })
    if (!threads) throw new Error('no renderer loaded')
    try {
      await expect(threads.renderPage(page('/fail', readerOf('mona')))).rejects.toThrow('the page failed')
      const failingRead = vi.fn(async () => Promise.reject(new Error('the database is away')))
      await expect(threads.renderPage(page('/home', failingRead))).rejects.toThrow('the database is away')
      expect((await threads.renderPage(page('/home', readerOf('mona'))))?.html).toBe(
        '200 mona /api/v1/page/home ar',
      )
    } finally {
      await threads.close()
    }
  })

  it('fails the pages of a thread that stops, and renders the next on the thread that replaces it', async () => {
    const threads = await loadServerRenderer(webBuild('stopping', renderer), { threads: 1 })
    if (!threads) throw new Error('no renderer loaded')
    try {
      await expect(threads.renderPage(page('/stop', readerOf('mona')))).rejects.toThrow(
        'the render thread stopped (3)',
      )
      await rendersOnReplacement(threads)
    } finally {
      await threads.close()
    }
    // Closed: no thread renders, every page goes as the static shell.
    expect(await threads.renderPage(page('/home', readerOf('mona')))).toBeNull()
  })

  it('stops a thread whose render never ends, and renders the next page on its replacement', async () => {
    const threads = await loadServerRenderer(webBuild('looping', renderer), { threads: 1, stuckMs: 100 })
    if (!threads) throw new Error('no renderer loaded')
    try {
      await expect(threads.renderPage(page('/loop', readerOf('mona')))).rejects.toThrow(
        'the render thread stopped',
      )
      await rendersOnReplacement(threads)
    } finally {
      await threads.close()
    }
  })

  it('does not start where the renderer cannot be loaded, and has none where there is no build', async () => {
    const broken = webBuild('broken', `throw new Error('a broken build')`)
    await expect(loadServerRenderer(broken, { threads: 1 })).rejects.toThrow('a broken build')
    const unprepared = webBuild(
      'unprepared',
      renderer.replace(
        'async function prepare() {}',
        "async function prepare() { throw new Error('no texts') }",
      ),
    )
    await expect(loadServerRenderer(unprepared, { threads: 1 })).rejects.toThrow('no texts')
    expect(await loadServerRenderer(path.join(root, 'nothing', 'dist'), { threads: 1 })).toBeNull()
  })
})
