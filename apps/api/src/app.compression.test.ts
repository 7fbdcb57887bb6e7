import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'

/** Issue 8 §5: what a phone on a slow network waits for is sent compressed when it is worth it. */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
})
afterAll(async () => {
  await t.close()
})

describe('compressed answers', () => {
  it('sends the catalog as brotli or gzip when the browser takes them, the same JSON either way', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/catalog' })
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const json = plain.json<{ governorates: unknown[] }>()
    expect(json.governorates.length).toBeGreaterThan(20)

    const br = await t.app.inject({
      method: 'GET',
      url: '/api/v1/catalog',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['cache-control']).toBe('public, max-age=300')
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(json)

    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/v1/catalog',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(json)
  })

  it('sends a small answer as it is', async () => {
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(session.statusCode).toBe(200)
    expect(session.headers['content-encoding']).toBeUndefined()
    expect(session.json()).toHaveProperty('user', null)
  })

  it('answers an error in the same shape, compressed or not', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/doctors/not-a-uuid',
      headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'en' },
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    const body =
      response.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(response.rawPayload)
        : response.rawPayload
    expect(JSON.parse(body.toString('utf8'))).toHaveProperty('error.code')
  })
})
