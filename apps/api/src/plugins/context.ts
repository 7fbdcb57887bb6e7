import type { Language, Role } from '@app/domain/shared'
import type { FastifyBaseLogger } from 'fastify'
import type { Adapters } from '#api/adapters/adapters'
import type { Config } from '#api/config'
import type { Database } from '#api/db/database'
import type { AppJobQueue } from '#api/jobs/queue'

export interface Clock {
  now(): Date
}

export interface SessionContext {
  id: string
  userId: string
  contextRole: Role
  language: Language
  /**
   * Admin rights: an admin session (opened by the admin sign-in with its second factor) of an account that is an
   * admin. Never the account's flag alone: a granted admin signed in as a patient has none (issue 41 §1).
   */
  isAdmin: boolean
}

/** What a process shares with every context it makes: the database, the outside world and the job queue. */
export interface ContextDeps {
  db: Database
  /**
   * Public, non-personal reads (issue 44 §4): the read replica while it is healthy, else the primary
   * (db/replica/read-router.ts). The primary (`db`) when there is no replica.
   */
  reads?: Database
  config: Config
  clock: Clock
  adapters: Adapters
  /** Enqueue side effects inside the business transaction: `ctx.jobs.enqueue(trx, name, data, { key })`. */
  jobs: AppJobQueue
}

/**
 * What every service receives: the database, the outside world and who is asking. An HTTP request, a job and a socket
 * message all get theirs from `createContext`, so a service cannot tell (and need not care) which one called it.
 */
export interface RequestContext extends ContextDeps {
  /**
   * Where the public reads go (issue 44 §4): the search, doctors' public pages and availability, the catalogue's
   * counts, the sitemap. Never for what a user just wrote and reads back (their own page, bookings, wallet: `db`),
   * nor inside a transaction, nor for a write: a replica may be up to DATABASE_REPLICA_MAX_LAG_MS behind.
   */
  reads: Database
  /** Carries the request id, job name/id or socket id in every line it writes. */
  log: FastifyBaseLogger
  /** The HTTP request id, the job id, or the socket message's id: quoted in errors and logs. */
  requestId: string
  language: Language
  session: SessionContext | null
  /** Who the work is for: the session's user, or the recipient a job names; null when nobody is signed in. */
  userId: string | null
  /** The client's address: the socket's, or X-Forwarded-For's when the socket is a TRUST_PROXY proxy. */
  ip: string
  userAgent: string | null
}

export interface ContextSource {
  log: FastifyBaseLogger
  requestId: string
  language: Language
  session?: SessionContext | null
  /** Only when there is no session: the user a job or message acts for. */
  userId?: string | null
  ip?: string
  userAgent?: string | null
}

/**
 * The one context factory (issue 8 §2): the request hook (plugins/auth.ts), the job runner (jobs/runner.ts) and the
 * realtime socket each call it with what they know. A job has no session, its `ip` is `job` and its language and
 * user come from the job's data; a socket message has the socket's session.
 */
export function createContext(deps: ContextDeps, source: ContextSource): RequestContext {
  const session = source.session ?? null
  return {
    db: deps.db,
    reads: deps.reads ?? deps.db,
    config: deps.config,
    clock: deps.clock,
    adapters: deps.adapters,
    jobs: deps.jobs,
    log: source.log,
    requestId: source.requestId,
    language: session?.language ?? source.language,
    session,
    userId: session?.userId ?? source.userId ?? null,
    ip: source.ip ?? 'unknown',
    userAgent: source.userAgent ?? null,
  }
}

export interface SignedInContext extends RequestContext {
  session: SessionContext
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext
  }
}

/**
 * The context of work done on behalf of a request after it was answered: a realtime socket opened by an upgrade
 * request, and each message sent over it (issue 8 §2). Same user, language and services; the logger adds the ids
 * that tell this work apart (connectionId, messageId) to the request id it already carries.
 */
export function childContext<T extends RequestContext>(ctx: T, bindings: Record<string, string>): T {
  return { ...ctx, log: ctx.log.child(bindings) }
}
