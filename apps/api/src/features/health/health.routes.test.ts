import { translate } from '@app/i18n'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#api/app'
import { createDatabase, type Database } from '#api/db/database'
import { freePort } from '#api/db/embedded'
import { Readiness } from '#api/plugins/readiness'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'

/**
 * Issue 44 §2: liveness and readiness apart, and a database that is gone answered 503 with a translated code, never
 * a 500 or a hang. The app without a database is the real app on a pool whose address nothing listens on (a port
 * just found free).
 */
let t: TestApp
let withoutDatabase: FastifyInstance
let goneDb: Database
const readiness = new Readiness()

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  goneDb = createDatabase(`postgres://sehha@127.0.0.1:${await freePort()}/sehha`, 2)
  withoutDatabase = await buildApp({ config: t.config, db: goneDb, jobs: t.jobs, readiness })
  await withoutDatabase.ready()
}, 60_000)
afterAll(async () => {
  await withoutDatabase?.close()
  await goneDb?.destroy()
  await t?.close()
})

const get = (app: FastifyInstance, url: string, language = 'ar') =>
  app.inject({ method: 'GET', url, headers: { 'accept-language': language } })

describe('health (issue 44 §2)', () => {
  it('is live, and ready once the database, the jobs and the realtime LISTEN are up', async () => {
    const live = await get(t.app, '/api/health/live')
    expect(live.statusCode).toBe(200)
    expect(live.json()).toEqual({ status: 'ok' })
    // The LISTEN connection comes up on its own after the app starts: wait for it, not for a time.
    let ready = await get(t.app, '/api/health/ready')
    for (let i = 0; ready.statusCode !== 200 && i < 200; i++) {
      await new Promise((r) => setTimeout(r, 50))
      ready = await get(t.app, '/api/health/ready')
    }
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({
      status: 'ready',
      parts: { database: 'up', jobs: 'up', realtime: 'up' },
    })
  })

  it('answers a request 503 with a translated code while the database is gone, and says not ready', async () => {
    for (const language of ['ar', 'en'] as const) {
      const response = await get(withoutDatabase, '/api/v1/catalog', language)
      expect(response.statusCode).toBe(503)
      expect(response.headers['retry-after']).toBe('5')
      expect(response.json().error).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: translate(language, 'errors:SERVICE_UNAVAILABLE'),
      })
    }
    const ready = await get(withoutDatabase, '/api/health/ready')
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toMatchObject({ status: 'not ready', parts: { database: 'down' } })
    expect((await get(withoutDatabase, '/api/health')).statusCode).toBe(503)
    // The process itself is fine: a process manager must not restart it for the database's sake.
    expect((await get(withoutDatabase, '/api/health/live')).statusCode).toBe(200)
  })

  it('says draining once the process drains, and refuses a realtime upgrade then', async () => {
    readiness.drain()
    const ready = await get(withoutDatabase, '/api/health/ready')
    expect(ready.statusCode).toBe(503)
    expect(ready.json().status).toBe('draining')
    const upgrade = await withoutDatabase.inject({
      method: 'GET',
      url: '/api/v1/realtime',
      headers: {
        connection: 'upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    })
    expect(upgrade.statusCode).toBe(503)
  })
})
