import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { freePort } from '#api/db/embedded'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo } from '#api/testing/journeys'

/**
 * Issue 44 §3: a deploy's SIGTERM to a real API process (server.ts, as `npm start` runs it) while clients keep
 * asking, through a load balancer modelled as it works: it sends requests while the process's /api/health/ready says
 * 200 and stops once it says otherwise. Each request is a connection of its own. No request fails: those sent before
 * the balancer noticed (in flight at the signal, or sent during the drain) are answered. The realtime socket is closed
 * with 1012, which tells the browser to reconnect (to another instance), and the process exits 0.
 */
let t: TestApp
let child: ChildProcess
let port = 0
const dataDir = mkdtempSync(path.join(tmpdir(), 'sehha-shutdown-'))

type Outcome = { status: number; startedAt: number; endedAt: number } | { error: string; startedAt: number }

/** One GET on a connection of its own. */
function get(url: string, headers: Record<string, string> = {}): Promise<Outcome> {
  const startedAt = performance.now()
  return new Promise((resolve) => {
    const req = request(`http://127.0.0.1:${port}${url}`, { agent: false, headers }, (response) => {
      response.resume()
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, startedAt, endedAt: performance.now() }),
      )
      response.on('error', (error) => resolve({ error: String(error), startedAt }))
    })
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? String(error), startedAt }),
    )
    req.end()
  })
}

async function signInDemoPatient(): Promise<string> {
  const origin = `http://127.0.0.1:${port}`
  const response = await fetch(`${origin}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ method: 'phone', phone: demo.patient.phone, password: demo.patient.password }),
  })
  expect(response.status).toBe(200)
  const sid = /sid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
  if (!sid) throw new Error('no session cookie')
  return `sid=${sid}`
}

function openSocket(cookie: string): Promise<{ closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/realtime`, {
      headers: { cookie },
      origin: `http://127.0.0.1:${port}`,
    })
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)))
    socket.on('error', reject)
    // Subscribed once the server says it is ready.
    socket.once('message', () => resolve({ closed }))
  })
}

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  port = await freePort()
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATABASE_URL: t.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'off',
      OUTBOX: 'on',
      RATE_LIMIT: 'off',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '10000',
      // Long enough for the balancer below (a check every 50 ms) to see it even when a check takes seconds on a busy
      // machine: were the drain shorter than a slow check, the process could stop listening before the balancer knew.
      SHUTDOWN_DRAIN_MS: '5000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // Ready: the database, the jobs and the realtime LISTEN are up.
  for (let i = 0; ; i++) {
    const answer = await get('/api/health/ready')
    if ('status' in answer && answer.status === 200) break
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    if (i > 600) throw new Error('the server never became ready')
    await new Promise((r) => setTimeout(r, 100))
  }
}, 120_000)

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  await t?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('a SIGTERM while requests are coming in (issue 44 §3)', () => {
  it('answers every request, says draining, closes sockets with 1012 and exits 0', async () => {
    const socket = await openSocket(await signInDemoPatient())
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    const outcomes: Outcome[] = []
    const readinessSeen: string[] = []
    let inRotation = true
    let sigtermAt = Number.POSITIVE_INFINITY
    // The balancer's health check, every 50 ms: out of rotation at the first answer that is not 200.
    const checker = (async () => {
      while (inRotation) {
        const answer = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
          async (response) => ({
            status: response.status,
            body: (await response.json()) as { status: string },
          }),
          () => null,
        )
        readinessSeen.push(answer?.body.status ?? 'unreachable')
        if (answer?.status !== 200) inRotation = false
        else await new Promise((r) => setTimeout(r, 50))
      }
    })()
    // Eight clients, each asking again as soon as it is answered, while the process is in rotation.
    const clients = Array.from({ length: 8 }, async (_, i) => {
      while (inRotation)
        outcomes.push(await get(i % 2 ? '/api/v1/doctors?practice=video' : '/api/v1/catalog'))
    })
    // Some answers first, so requests are in flight when the signal comes.
    while (outcomes.length < 40) await new Promise((r) => setTimeout(r, 10))
    sigtermAt = performance.now()
    child.kill('SIGTERM')
    expect(await socket.closed).toBe(1012)
    await Promise.all([checker, ...clients])
    expect(await exited).toBe(0)

    expect(readinessSeen.at(-1)).toBe('draining')
    expect(outcomes.filter((o) => !('status' in o) || o.status !== 200)).toEqual([])
    // Answered though in flight at the signal, and sent after it while the balancer had not yet noticed.
    expect(outcomes.some((o) => 'endedAt' in o && o.startedAt < sigtermAt && o.endedAt > sigtermAt)).toBe(
      true,
    )
    expect(outcomes.some((o) => o.startedAt > sigtermAt)).toBe(true)
  }, 60_000)
})
