import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#api/app'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { redactSecretQuery } from './logging'

/** Issue 41 §3: a payment callback's signature is a secret the logs must not keep. */

const secret = 'c0ffee'.repeat(20)
let t: TestApp
let app: FastifyInstance
const lines: string[] = []
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  // The same app on the same database, logging at info into memory instead of stdout.
  app = await buildApp({
    config: { ...t.config, logLevel: 'info' },
    db: t.db,
    jobs: t.jobs,
    adapters: t.adapters,
    logStream: { write: (line: string) => void lines.push(line) },
  })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await t.close()
})

describe('request logs', () => {
  it('write a payment callback’s URL with its hmac redacted', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/payments/callback/sandbox?hmac=${secret}`,
      payload: { type: 'TRANSACTION', obj: { id: 1 } },
    })
    expect(response.statusCode).toBeLessThan(500)
    const logged = lines.map((line) => JSON.parse(line) as { req?: { url?: string } })
    const urls = logged.flatMap((entry) => (entry.req?.url ? [entry.req.url] : []))
    expect(urls).toContain('/api/v1/payments/callback/sandbox?hmac=[REDACTED]')
    expect(lines.join('\n')).not.toContain(secret)
  })

  it('redact the hmac wherever it sits in the query, and leave other URLs as they are', () => {
    expect(redactSecretQuery('/api/v1/payments/callback/paymob?a=1&hmac=abc&b=2')).toBe(
      '/api/v1/payments/callback/paymob?a=1&hmac=[REDACTED]&b=2',
    )
    expect(redactSecretQuery('/pay/return?HMAC=abc#top')).toBe('/pay/return?HMAC=[REDACTED]#top')
    expect(redactSecretQuery('/api/v1/doctors?q=hmac')).toBe('/api/v1/doctors?q=hmac')
    expect(redactSecretQuery('/api/v1/doctors?xhmac=1')).toBe('/api/v1/doctors?xhmac=1')
    expect(redactSecretQuery('/api/health')).toBe('/api/health')
  })
})
