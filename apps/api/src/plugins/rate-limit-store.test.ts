import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { postgresRateLimitStore } from './rate-limit-store'

/**
 * Issue 41 §1: the request rate limits count in PostgreSQL, so every API instance on one database spends one
 * budget (ARCHITECTURE: two instances, one database) and a restart forgets nothing.
 */

let a: TestApp
let b: TestApp
beforeAll(async () => {
  a = await buildTestApp({ rateLimit: true })
  b = await buildTestApp({ rateLimit: true, sameDatabaseAs: a })
})
afterAll(async () => {
  await b.close()
  await a.close()
})

let phone = 0
/** A failed sign-in from `ip` (a new number each time, so the per-account pause never answers first). */
const signInFrom = (app: TestApp, ip: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/session',
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
    payload: { method: 'phone', phone: `0108888${String(phone++).padStart(4, '0')}`, password: 'Secret12' },
  })

describe('request rate limits across API instances', () => {
  it('adds up the hits on two instances and holds the limit on both', async () => {
    const ip = '203.0.113.10'
    const first = await signInFrom(a, ip)
    const max = Number(first.headers['x-ratelimit-limit'])
    expect(max).toBeGreaterThan(2)
    expect(Number(first.headers['x-ratelimit-remaining'])).toBe(max - 1)
    const second = await signInFrom(b, ip)
    expect(Number(second.headers['x-ratelimit-remaining'])).toBe(max - 2)
    for (let i = 2; i < max; i++) expect((await signInFrom(i % 2 ? a : b, ip)).statusCode).not.toBe(429)

    for (const instance of [a, b]) {
      const limited = await signInFrom(instance, ip)
      expect(limited.statusCode).toBe(429)
      expect(limited.json().error.code).toBe('RATE_LIMITED')
      expect(limited.json().error.message).toMatch(/Too many attempts. Please wait \d+ seconds/)
    }
    // Another address has its own budget.
    expect((await signInFrom(b, '203.0.113.11')).statusCode).not.toBe(429)
  })

  it('keeps the count when an instance restarts', async () => {
    const ip = '203.0.113.20'
    const before = await signInFrom(b, ip)
    const remaining = Number(before.headers['x-ratelimit-remaining'])
    const restarted = await buildTestApp({ rateLimit: true, sameDatabaseAs: a })
    try {
      const after = await signInFrom(restarted, ip)
      expect(Number(after.headers['x-ratelimit-remaining'])).toBe(remaining - 1)
    } finally {
      await restarted.close()
    }
  })

  it('counts nothing and limits nothing with RATE_LIMIT=off', async () => {
    const off = await buildTestApp({ rateLimit: false, sameDatabaseAs: a })
    try {
      const ip = '203.0.113.30'
      for (let i = 0; i < 25; i++) {
        const response = await signInFrom(off, ip)
        expect(response.statusCode).not.toBe(429)
        expect(response.headers['x-ratelimit-limit']).toBeUndefined()
      }
      const rows = await a.db.selectFrom('rateLimitHits').select('key').where('key', '=', ip).execute()
      expect(rows).toEqual([])
    } finally {
      await off.close()
    }
  })
})

describe('the PostgreSQL rate-limit store', () => {
  const storeFor = (route: string) => {
    const Store = postgresRateLimitStore(a.db)
    return new Store({}).child({ routeInfo: { method: 'POST', url: route } } as never)
  }
  const incr = (store: ReturnType<typeof storeFor>, key: string, timeWindow = 60_000, max = 5) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(
        key,
        (error, result) => (error || !result ? reject(error) : resolve(result)),
        timeWindow,
        max,
      ),
    )

  it('counts every one of many simultaneous hits once', async () => {
    const store = storeFor('/concurrent')
    const results = await Promise.all(Array.from({ length: 40 }, () => incr(store, 'k')))
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    )
    for (const r of results) expect(r.ttl).toBeGreaterThan(55_000)
    for (const r of results) expect(r.ttl).toBeLessThanOrEqual(60_000)
  })

  it('keeps routes apart and starts a new window once the last one ended', async () => {
    const store = storeFor('/window')
    expect((await incr(store, 'k')).current).toBe(1)
    expect((await incr(store, 'k')).current).toBe(2)
    expect((await incr(storeFor('/other'), 'k')).current).toBe(1)
    await sql`update rate_limit_hits set window_ends = now() - interval '1 second' where route = 'POST /window'`.execute(
      a.db,
    )
    const fresh = await incr(store, 'k')
    expect(fresh.current).toBe(1)
    expect(fresh.ttl).toBeGreaterThan(55_000)
  })

  it('sweeps the rows whose window ended', async () => {
    await a.db
      .insertInto('rateLimitHits')
      .values({ route: 'POST /old', key: 'gone', hits: 3, windowEnds: new Date(Date.now() - 60_000) })
      .execute()
    // A new store (a started instance) sweeps with its first hit, after answering it.
    await incr(storeFor('/sweeper'), 'k')
    await vi.waitFor(async () => {
      const rows = await a.db
        .selectFrom('rateLimitHits')
        .select('key')
        .where('route', '=', 'POST /old')
        .execute()
      expect(rows).toEqual([])
    })
  })
})
