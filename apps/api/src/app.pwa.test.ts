import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'

/** Issue 8 §4: the installable app's files as the server sends them (the browser journey is e2e/tests/pwa.spec.ts). */

const webDist = mkdtempSync(path.join(tmpdir(), 'sehha-web-'))
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Sehha</title>')
writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
// scripts/precompress.ts writes these beside the build; the server then sends them instead.
writeFileSync(path.join(webDist, 'sw.js.br'), brotliCompressSync('self.addEventListener("fetch", () => {})'))
writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"صحّة"}')
mkdirSync(path.join(webDist, 'assets'))
writeFileSync(path.join(webDist, 'assets', 'index-abc.js'), 'console.log(1)')
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false, env: { WEB_DIST: webDist } })
})
afterAll(async () => {
  await t.close()
  rmSync(webDist, { recursive: true, force: true })
})

describe('the installable app', () => {
  it('sends the service worker and the manifest to be checked on every visit, hashed assets for a year', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' })
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['content-type']).toMatch(/javascript/)
    expect(worker.headers['cache-control']).toBe('no-cache')
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers['cache-control']).toBe('no-cache')
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })
    expect(manifest.statusCode).toBe(200)
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/)
    expect(manifest.headers['cache-control']).toBe('no-cache')
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' })
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it("lets the page register its own worker and read its manifest under the CSP, and nobody else's", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/home' })
    const csp = String(page.headers['content-security-policy'])
    // worker-src and manifest-src fall back to default-src: this origin only.
    expect(csp).toMatch(/default-src 'self'/)
    expect(csp).not.toMatch(/worker-src|manifest-src/)
    expect(csp).toMatch(/script-src 'self'(;|$)/)
  })
})
