import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo, multipart, pngBytes, signIn } from '#api/testing/journeys'

/** Issue 41 §2: health and money data are never kept by a browser or a shared cache unless a route says so. */

const webDist = mkdtempSync(path.join(tmpdir(), 'sehha-web-'))
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Sehha</title>')
let t: TestApp
let patient: string
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false, env: { WEB_DIST: webDist } })
  patient = await signIn(t.app, demo.patient.phone, demo.patient.password)
})
afterAll(async () => {
  await t.close()
  rmSync(webDist, { recursive: true, force: true })
})

describe('Cache-Control on /api answers', () => {
  it('answers no-store by default: private data, public data, errors and the health check alike', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/v1/profiles/me', headers: { cookie: patient } }),
      await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: { cookie: patient } }),
      await t.app.inject({ method: 'GET', url: '/api/v1/doctors' }),
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/notifications' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route' }),
    ]
    expect(answers.map((a) => [a.statusCode >= 500, a.headers['cache-control']])).toEqual(
      answers.map(() => [false, 'no-store']),
    )
  })

  it('leaves a route that sets its own policy alone: the public catalog, a public picture', async () => {
    const catalog = await t.app.inject({ method: 'GET', url: '/api/v1/catalog' })
    expect(catalog.statusCode).toBe(200)
    expect(catalog.headers['cache-control']).toBe('public, max-age=300')

    const body = multipart(pngBytes, 'me.png', 'image/png')
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/me/photo',
      headers: { cookie: patient, ...body.headers },
      payload: body.payload,
    })
    expect(upload.statusCode).toBe(200)
    const photo = await t.app.inject({ method: 'GET', url: upload.json<{ url: string }>().url })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['cache-control']).toBe('private, max-age=3600')
  })

  it('does not touch the web app outside /api', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/home' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-cache')
  })
})
