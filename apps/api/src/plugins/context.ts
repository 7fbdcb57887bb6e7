import type { Language, Role } from '@app/domain/shared'
import type { FastifyBaseLogger } from 'fastify'
import type { Adapters } from '#api/adapters/adapters'
import type { Config } from '#api/config'
import type { Database } from '#api/db/database'

export interface Clock {
  now(): Date
}

export interface SessionContext {
  id: string
  userId: string
  contextRole: Role
  language: Language
  isAdmin: boolean
}

/** What every service receives: the database, the outside world and who is asking. */
export interface RequestContext {
  db: Database
  config: Config
  clock: Clock
  adapters: Adapters
  log: FastifyBaseLogger
  language: Language
  session: SessionContext | null
  /** The client's address: the socket's, or X-Forwarded-For's when the socket is a TRUST_PROXY proxy. */
  ip: string
  userAgent: string | null
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
