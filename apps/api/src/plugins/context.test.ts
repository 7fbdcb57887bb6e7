import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '#api/config'
import { createContext, type ContextDeps } from './context'

/** Issue 8 §2: one factory makes the context of a request, a job and (later) a socket message. */
const deps = {
  db: {},
  config: loadConfig({}, { NODE_ENV: 'test' }),
  clock: { now: () => new Date(0) },
  adapters: {},
  jobs: {},
} as unknown as ContextDeps
const log = pino({ level: 'silent' })

describe('createContext', () => {
  it("gives a request the session's user and language over the request's", () => {
    const session = {
      id: 's1',
      userId: 'u1',
      contextRole: 'patient' as const,
      language: 'en' as const,
      isAdmin: false,
    }
    const ctx = createContext(deps, {
      log,
      requestId: 'r1',
      language: 'ar',
      session,
      ip: '10.0.0.1',
      userAgent: 'UA',
    })
    expect(ctx).toMatchObject({
      requestId: 'r1',
      language: 'en',
      userId: 'u1',
      ip: '10.0.0.1',
      userAgent: 'UA',
    })
    expect(ctx.session).toBe(session)
    expect(ctx.db).toBe(deps.db)
    expect(ctx.jobs).toBe(deps.jobs)
  })

  it('gives a job its own id, the language and user of its data, and no session', () => {
    const ctx = createContext(deps, { log, requestId: 'job-1', language: 'en', userId: 'u2', ip: 'job' })
    expect(ctx).toMatchObject({ requestId: 'job-1', language: 'en', userId: 'u2', session: null, ip: 'job' })
    expect(ctx.userAgent).toBeNull()
  })

  it('leaves the user empty for a signed-out request', () => {
    expect(createContext(deps, { log, requestId: 'r2', language: 'ar' })).toMatchObject({
      userId: null,
      session: null,
      ip: 'unknown',
    })
  })
})
