import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '#api/testing/build-test-app'
import { requestIdAttribute, startTracing, stopTracing } from './tracing'

/**
 * Issue 44 §5: with tracing on, a request to the API makes an HTTP server span, a Fastify request span carrying the
 * request id, and a span per SQL statement, all in one trace. The SDK starts before the app's modules load (the
 * modules are imported after it, as `--import ./src/telemetry.ts` does for `npm start`), and exports to memory.
 */
const exporter = new InMemorySpanExporter()
let t: TestApp
let base: string

beforeAll(async () => {
  await startTracing(
    { enabled: true, endpoint: undefined, serviceName: 'sehha-api-test' },
    { spanProcessors: [new SimpleSpanProcessor({ exporter })] },
  )
  const { buildTestApp } = await import('#api/testing/build-test-app')
  t = await buildTestApp({ rateLimit: false, env: { TRACING: 'on' } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
}, 60_000)
afterAll(async () => {
  await t?.close()
  await stopTracing()
})

describe('traces (issue 44 §5)', () => {
  it('traces a request over HTTP, Fastify and pg, with its request id', async () => {
    exporter.reset()
    const response = await fetch(`${base}/api/v1/catalog`)
    expect(response.status).toBe(200)
    await response.arrayBuffer()
    // The spans end as the answer is sent: wait for the Fastify span rather than for a time.
    const spans = await waitFor(() => {
      const found = exporter.getFinishedSpans()
      return found.some((span) => span.attributes[requestIdAttribute]) ? found : null
    })
    const fastifySpan = spans.find((span) => span.attributes[requestIdAttribute])
    expect(fastifySpan?.attributes[requestIdAttribute]).toMatch(/^[0-9a-f-]{36}$/)
    const traceId = fastifySpan?.spanContext().traceId
    const inTrace = spans.filter((span) => span.spanContext().traceId === traceId)
    const names = inTrace.map((span) => `${span.instrumentationScope.name}: ${span.name}`)
    expect(names.some((name) => name.startsWith('@opentelemetry/instrumentation-http'))).toBe(true)
    expect(names.some((name) => name.startsWith('@opentelemetry/instrumentation-pg'))).toBe(true)
  })

  it('leaves /metrics and the health checks out', async () => {
    exporter.reset()
    await (await fetch(`${base}/metrics`)).arrayBuffer()
    await (await fetch(`${base}/api/health/live`)).arrayBuffer()
    const marker = await fetch(`${base}/api/v1/catalog`)
    await marker.arrayBuffer()
    const spans = await waitFor(() => {
      const found = exporter.getFinishedSpans()
      return found.some((span) => span.attributes[requestIdAttribute]) ? found : null
    })
    const urls = spans.map((span) =>
      String(span.attributes['url.path'] ?? span.attributes['http.target'] ?? ''),
    )
    expect(urls.some((url) => url === '/metrics' || url.startsWith('/api/health'))).toBe(false)
  })
})

describe('log lines while tracing (issue 44 §5)', () => {
  it('name the request id and the trace of each request', async () => {
    const lines: Record<string, unknown>[] = []
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        done()
      },
    })
    const { buildApp } = await import('#api/app')
    const config = { ...t.config, logLevel: 'info' as const }
    const app = await buildApp({ config, db: t.db, jobs: t.jobs, logStream })
    try {
      expect(config.tracing.enabled).toBe(true)
      const response = await app.inject({ method: 'GET', url: '/api/v1/catalog' })
      expect(response.statusCode).toBe(200)
      const requestLines = await waitFor(() => {
        const found = lines.filter((line) => line.reqId)
        return found.some((line) => line.msg === 'request completed') ? found : null
      })
      const completed = requestLines.find((line) => line.msg === 'request completed')
      expect(completed?.traceId).toMatch(/^[0-9a-f]{32}$/)
      expect(completed?.spanId).toMatch(/^[0-9a-f]{16}$/)
      // Every line the request wrote names it.
      expect(lines.filter((line) => line.req || line.res).every((line) => line.reqId)).toBe(true)
    } finally {
      await app.close()
    }
  })
})

async function waitFor<T>(read: () => T | null, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value) return value
    if (Date.now() > until) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
