import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productionSettings } from '#api/testing/production-settings'
import { loadConfig } from '#api/config'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { cookieOf, demo, multipart, pngBytes, signIn } from '#api/testing/journeys'

/** Issue 7 §1: the outbox, cross-site requests, proxies and deployment defaults. */

const webDist = mkdtempSync(path.join(tmpdir(), 'sehha-web-'))
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Sehha</title>')
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false, env: { WEB_DIST: webDist } })
})
afterAll(async () => {
  await t.close()
  rmSync(webDist, { recursive: true, force: true })
})

describe('the development outbox answers only this machine', () => {
  it('answers a loopback request', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', remoteAddress: '127.0.0.1' })
    expect(local.statusCode).toBe(200)
    const v6 = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', remoteAddress: '::1' })
    expect(v6.statusCode).toBe(200)
  })

  it('does not exist for another address, whatever X-Forwarded-For says', async () => {
    for (const request of [
      { remoteAddress: '192.168.1.20' },
      { remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } },
      // A reverse proxy on this machine forwarding someone else.
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
    ]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', ...request })
      expect(response.statusCode).toBe(404)
      expect(response.json().error).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) })
      expect(response.body).not.toMatch(/items/)
    }
  })

  it('serves the outbox page only to this machine', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/dev/outbox' })
    expect(local.statusCode).toBe(200)
    expect(local.body).toMatch(/<title>Sehha/)
    const remote = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '192.168.1.20' })
    expect(remote.statusCode).toBe(404)
    expect(remote.json().error.code).toBe('NOT_FOUND')
    expect(
      (await t.app.inject({ method: 'GET', url: '/home', remoteAddress: '192.168.1.20' })).statusCode,
    ).toBe(200)
  })
})

describe('requests that carry the session cookie must come from our own pages (CSRF)', () => {
  let cookie: string
  beforeAll(async () => {
    cookie = await signIn(t.app, demo.patient.phone, demo.patient.password)
  })
  const upload = (headers: Record<string, string>) => {
    const body = multipart(pngBytes, 'me.png', 'image/png')
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/me/photo',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    })
  }

  it('refuses a multipart upload from a foreign origin with CSRF_REJECTED', async () => {
    const response = await upload({ cookie, origin: 'https://evil.example', 'accept-language': 'en' })
    expect(response.statusCode).toBe(403)
    expect(response.json().error).toMatchObject({
      code: 'CSRF_REJECTED',
      message: expect.stringMatching(/did not come from Sehha's own pages/),
    })
  })

  it('refuses a sibling site, an opaque origin, a cross-site fetch without Origin, and a request with neither', async () => {
    const refused: Record<string, string>[] = [
      { origin: 'https://shop.localhost' },
      { origin: 'null' },
      { origin: '', 'sec-fetch-site': 'cross-site' },
      { origin: '', 'sec-fetch-site': 'same-site' },
      { origin: '' },
    ]
    for (const headers of refused) {
      const response = await upload({ cookie, ...headers })
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('CSRF_REJECTED')
    }
  })

  it('accepts the PUBLIC_URL origin, the request’s own host, and Sec-Fetch-Site same-origin', async () => {
    const accepted: Record<string, string>[] = [
      { origin: 'http://localhost:3000' },
      { origin: 'http://sehha.test:8080', host: 'sehha.test:8080' },
      { origin: '', 'sec-fetch-site': 'same-origin' },
    ]
    for (const headers of accepted) {
      const response = await upload({ cookie, ...headers })
      expect(response.statusCode).not.toBe(403)
      expect(response.json().error?.code).not.toBe('CSRF_REJECTED')
    }
  })

  it('lets bearer-token and cookie-less requests through, and reads never need an origin', async () => {
    const token = cookie.slice('sid='.length)
    const bearer = await upload({ authorization: `Bearer ${token}`, origin: 'capacitor://localhost' })
    expect(bearer.json().error?.code).not.toBe('CSRF_REJECTED')
    const signInElsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      headers: { origin: '' },
      payload: { method: 'phone', ...demo.doctor },
    })
    expect(signInElsewhere.statusCode).toBe(200)
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(read.statusCode).toBe(200)
  })
})

describe('proxies and HTTPS', () => {
  it('believes no X-Forwarded-* by default: no Secure from a claimed https, no address from a claimed client', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/session',
      remoteAddress: '198.51.100.30',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.0.2.99' },
      payload: { method: 'phone', ...demo.lab },
    })
    expect(response.cookies.find((c) => c.name === 'sid')?.secure).toBeFalsy()
    const devices = await t.app.inject({
      method: 'GET',
      url: '/api/v1/sessions',
      headers: { cookie: cookieOf(response) },
    })
    expect(devices.json().items.find((d: { current: boolean }) => d.current).ip).toBe('198.51.100.30')
  })

  it('marks the cookie Secure when a listed proxy says the request came over HTTPS, outside production too', async () => {
    const proxied = await buildTestApp({ rateLimit: false, env: { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' } })
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/v1/session',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '192.0.2.99' },
        payload: { method: 'phone', ...demo.lab },
      })
      expect(response.cookies.find((c) => c.name === 'sid')).toMatchObject({ secure: true, httpOnly: true })
      const devices = await proxied.app.inject({
        method: 'GET',
        url: '/api/v1/sessions',
        headers: { cookie: cookieOf(response) },
        remoteAddress: '10.1.2.3',
      })
      expect(devices.json().items.find((d: { current: boolean }) => d.current).ip).toBe('192.0.2.99')
    } finally {
      await proxied.close()
    }
  })
})

describe('the production host redirect (SPEC 2.1)', () => {
  it('sends the staging and www hosts to the main site, path and query kept, and never the main host itself', async () => {
    const hosted = await buildTestApp({
      rateLimit: false,
      env: {
        PUBLIC_URL: 'https://sehha.example',
        REDIRECT_HOSTS: 'staging.sehha.example, www.sehha.example',
      },
    })
    try {
      const page = await hosted.app.inject({
        method: 'GET',
        url: '/doctor/abc?lang=en',
        headers: { host: 'WWW.sehha.example' },
      })
      expect([page.statusCode, page.headers.location]).toEqual([
        301,
        'https://sehha.example/doctor/abc?lang=en',
      ])
      const post = await hosted.app.inject({
        method: 'POST',
        url: '/api/v1/session',
        headers: { host: 'staging.sehha.example' },
        payload: {},
      })
      expect([post.statusCode, post.headers.location]).toEqual([308, 'https://sehha.example/api/v1/session'])
      // A load balancer's probe answers on any name; the main host and an unlisted one are served as they are.
      expect(
        (await hosted.app.inject({ url: '/api/health/live', headers: { host: 'www.sehha.example' } }))
          .statusCode,
      ).toBe(200)
      expect(
        (await hosted.app.inject({ url: '/api/v1/time', headers: { host: 'sehha.example' } })).statusCode,
      ).toBe(200)
      expect(
        (await hosted.app.inject({ url: '/api/v1/time', headers: { host: 'other.example' } })).statusCode,
      ).toBe(200)
    } finally {
      await hosted.close()
    }
  })

  it('adds the www host in production by itself, and never redirects the main one', () => {
    const production = {
      ...productionSettings,
      PUBLIC_URL: 'https://sehha.example',
      REDIRECT_HOSTS: 'staging.sehha.example,sehha.example',
    }
    expect(loadConfig({}, production).redirectHosts).toEqual(['staging.sehha.example', 'www.sehha.example'])
    expect(loadConfig({}, { PUBLIC_URL: 'https://sehha.example' }).redirectHosts).toEqual([])
    expect(() => loadConfig({}, { REDIRECT_HOSTS: 'https://x.example/' })).toThrow(/REDIRECT_HOSTS/)
  })
})

describe('deployment defaults (config.ts)', () => {
  const production = productionSettings

  it('refuses to start in production with the outbox on, and never suggests turning it on', () => {
    expect(() => loadConfig({}, { ...production, OUTBOX: 'on' })).toThrow(
      /OUTBOX=on is refused in production/,
    )
    expect(() => loadConfig({}, { NODE_ENV: 'production', DATABASE_URL: production.DATABASE_URL })).toThrow(
      'SMS_GATEWAY_URL is required in production',
    )
    expect(() => loadConfig({}, { ...production, DATABASE_URL: undefined })).toThrow(
      /DATABASE_URL is required in production/,
    )
    expect(() => loadConfig({}, { NODE_ENV: 'production' })).not.toThrow(/OUTBOX/)
    expect(loadConfig({}, production).outbox).toBe(false)
  })

  it('never creates the demo accounts in production, and refuses to start when asked to (issue 41 §1)', () => {
    expect(loadConfig({}, {}).seedDemo).toBe(true)
    expect(loadConfig({}, production).seedDemo).toBe(false)
    expect(() => loadConfig({}, { ...production, SEED_DEMO: 'on' })).toThrow(
      /SEED_DEMO=on is refused in production/,
    )
  })

  it('needs the ids of our Paymob integrations, which alone may settle a payment (issue 41 §1)', () => {
    const { PAYMOB_INTEGRATION_KIOSK: _kiosk, ...withoutKiosk } = production
    expect(() => loadConfig({}, withoutKiosk)).toThrow(/PAYMOB_INTEGRATION_KIOSK/)
  })

  it('takes payments through Paymob in production and refuses the sandbox there (issue 9 §3)', () => {
    expect(loadConfig({}, {}).payments.provider).toBe('sandbox')
    expect(loadConfig({}, production).payments.provider).toBe('paymob')
    expect(() => loadConfig({}, { ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDER=sandbox is refused in production/,
    )
    expect(() => loadConfig({}, { PAYMENT_PROVIDER: 'paymob' })).toThrow(/needs PAYMOB_SECRET_KEY/)
  })

  it('pays doctors out through Paymob Payouts in production and refuses the sandbox there (issue 12 §5)', () => {
    expect(loadConfig({}, {}).payouts.provider).toBe('sandbox')
    expect(loadConfig({}, production).payouts.provider).toBe('paymob')
    expect(() => loadConfig({}, { ...production, PAYOUT_PROVIDER: 'sandbox' })).toThrow(
      /PAYOUT_PROVIDER=sandbox is refused in production/,
    )
    expect(() => loadConfig({}, { PAYOUT_PROVIDER: 'paymob' })).toThrow(/needs PAYMOB_PAYOUT_CLIENT_ID/)
  })

  it('listens on 127.0.0.1 outside production unless HOST says otherwise', () => {
    expect(loadConfig({}, {}).host).toBe('127.0.0.1')
    expect(loadConfig({}, { NODE_ENV: 'test' }).host).toBe('127.0.0.1')
    expect(loadConfig({}, production).host).toBe('0.0.0.0')
    expect(loadConfig({}, { HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
  })

  it('trusts only the proxies TRUST_PROXY lists, and refuses anything but addresses and blocks', () => {
    expect(loadConfig({}, {}).trustProxy).toEqual([])
    expect(loadConfig({}, { TRUST_PROXY: '10.0.0.0/8, ::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ])
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.internal'])
      expect(() => loadConfig({}, { TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/)
  })

  it('serves /api/docs outside production, and in production only with API_DOCS=on', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200)
    const prod = await buildTestApp({ rateLimit: false, env: { ...production, OUTBOX: 'off' } })
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        const response = await prod.app.inject({ method: 'GET', url })
        expect(response.statusCode).toBe(404)
        expect(response.json().error.code).toBe('NOT_FOUND')
      }
      expect((await prod.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404)
    } finally {
      await prod.close()
    }
    expect(loadConfig({}, { ...production, API_DOCS: 'on' }).apiDocs).toBe(true)
  })
})
