import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions } from 'fastify'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '#api/app'
import { loadConfig } from '#api/config'
import { connectionStringOf, createDatabase, type Database } from '#api/db/database'
import type { Clock } from '#api/plugins/context'
import { templateDatabase } from './global-setup'

/** A settable clock for tests that move time (code expiry, resend countdown). */
export function testClock(start = new Date()): Clock & { advance(ms: number): void } {
  let now = start.getTime()
  return { now: () => new Date(now), advance: (ms) => void (now += ms) }
}

/**
 * Browsers send Origin with every POST, PUT, PATCH and DELETE, and the API refuses a cookie-carrying one without it
 * (plugins/csrf.ts): so does the test client, from the product's own origin, unless the test sets `origin` itself
 * (an empty string sends none).
 */
function sendOriginLikeABrowser(app: FastifyInstance, publicUrl: string): void {
  const inject = app.inject.bind(app)
  app.inject = ((options?: InjectOptions | string) => {
    if (options === undefined) return inject()
    const request: InjectOptions = typeof options === 'string' ? { url: options } : options
    const headers = { ...(request.headers ?? {}) }
    if (!('origin' in headers)) headers.origin = new URL(publicUrl).origin
    else if (headers.origin === '') delete headers.origin
    return inject({ ...request, headers })
  }) as typeof app.inject
}

/** The app on a fresh database cloned from the migrated, seeded template (fastify/demo's `build(t)`). */
export async function buildTestApp(
  options: {
    clock?: Clock
    rateLimit?: boolean
    env?: Parameters<typeof loadConfig>[1]
    /** A second API instance on this one's database (issue 8 §2: two instances, one database). */
    sameDatabaseAs?: { db: Database }
  } = {},
) {
  const adminUrl = inject('pgAdminUrl')
  const shared = options.sameDatabaseAs
  const name = shared
    ? new URL(connectionStringOf(shared.db)).pathname.slice(1)
    : `t_${randomUUID().replaceAll('-', '')}`
  if (!shared) {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    await client.query(`create database ${name} template ${templateDatabase}`)
    await client.end()
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sehha-test-files-'))
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      OUTBOX: 'on',
      LOG_LEVEL: 'silent',
      RATE_LIMIT: options.rateLimit === false ? 'off' : 'on',
      ...options.env,
    },
  )
  const db = createDatabase(adminUrl.replace(/\/[^/?]*(\?.*)?$/, `/${name}$1`), 4)
  const app = await buildApp({ config, db, ...(options.clock ? { clock: options.clock } : {}) })
  await app.ready()
  sendOriginLikeABrowser(app, config.publicUrl)
  return {
    app,
    db,
    config,
    async close() {
      await app.close()
      await db.destroy()
      rmSync(dataDir, { recursive: true, force: true })
      if (shared) return
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>
