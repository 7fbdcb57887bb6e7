import { DomainError, languageSchema, roleSchema, type Language, type Role } from '@app/domain/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Adapters } from '#api/adapters/adapters'
import type { Config } from '#api/config'
import type { Database } from '#api/db/database'
import { resolveSession } from '#api/features/accounts/accounts.service'
import type { Clock, SignedInContext } from './context'

export const sessionCookie = 'sid'
export const languageCookie = 'lang'

function acceptLanguage(header: string | undefined): Language | null {
  if (!header) return null
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase()
    const parsed = languageSchema.safeParse(tag)
    if (parsed.success) return parsed.data
  }
  return null
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined
}

/**
 * Builds `request.ctx` for every request: who is asking (the session cookie, or a bearer token from the mobile
 * shells) and in which language answers are written (session, else `lang` cookie, else Accept-Language, else ar).
 */
export function registerRequestContext(
  app: FastifyInstance,
  deps: { db: Database; config: Config; adapters: Adapters; clock: Clock },
): void {
  app.decorateRequest('ctx', null as never)
  app.addHook('onRequest', async (request) => {
    const fallback =
      languageSchema.safeParse(request.cookies[languageCookie]).data ??
      acceptLanguage(request.headers['accept-language']) ??
      'ar'
    request.ctx = {
      ...deps,
      log: request.log,
      language: fallback,
      session: null,
      ip: request.ip ?? 'unknown',
    }
    if (!request.url.startsWith('/api/')) return
    const token = request.cookies[sessionCookie] ?? bearer(request)
    if (!token || token.length > 200) return
    const record = await resolveSession(deps.db, token, deps.clock.now())
    if (!record) return
    const language = languageSchema.catch('ar').parse(record.language)
    request.ctx.session = {
      id: record.id,
      userId: record.userId,
      contextRole: roleSchema.parse(record.contextRole),
      language,
      isAdmin: record.isAdmin,
    }
    request.ctx.language = language
  })
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(sessionCookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.production,
    path: '/',
    maxAge: 30 * 86_400,
  })
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, { path: '/' })
}

export function setLanguageCookie(reply: FastifyReply, config: Config, language: Language): void {
  reply.setCookie(languageCookie, language, {
    sameSite: 'lax',
    secure: config.production,
    path: '/',
    maxAge: 365 * 86_400,
  })
}

/** The signed-in context, or 401. */
export function signedIn(request: FastifyRequest): SignedInContext {
  const ctx = request.ctx
  if (!ctx.session) throw new DomainError('UNAUTHENTICATED')
  return ctx as SignedInContext
}

/** The signed-in context acting in one of `roles`, or 403. Admin rights are the server-side claim. */
export function signedInAs(request: FastifyRequest, ...roles: Role[]): SignedInContext {
  const ctx = signedIn(request)
  const role = ctx.session.contextRole
  if (!roles.includes(role) || (role === 'admin' && !ctx.session.isAdmin)) throw new DomainError('FORBIDDEN')
  return ctx
}
