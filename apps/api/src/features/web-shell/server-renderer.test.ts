import type { FastifyInstance } from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import { composeRenderedPage, doctorThroughApi, readThroughApi, turns } from './server-renderer'

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
    }))
    const read = readThroughApi({ inject } as unknown as FastifyInstance, '203.0.113.7')
    const headers = { 'accept-language': 'ar' }
    const [a, b] = await Promise.all([read('/api/v1/doctors/x', headers), read('/api/v1/doctors/x', headers)])
    expect(a).toBe(b)
    await read('/api/v1/doctors/x/availability', headers)
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
