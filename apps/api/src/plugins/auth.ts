import { DomainError, languageSchema, type Language, type Role } from '@app/domain/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { resolveSession } from '#api/features/accounts/sessions.service'
import { createContext, type ContextDeps, type SignedInContext } from './context'
import { assertSameOrigin } from './csrf'

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

/** A session's stored language, Arabic if it is not one we answer in; built once, not per request. */
const sessionLanguageSchema = languageSchema.catch('ar')

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined
}

/**
 * Builds `request.ctx` for every request: who is asking (the session cookie, or a bearer token from the mobile
 * shells) and in which language answers are written (session, else `lang` cookie, else Accept-Language, else ar).
 * A request that carries the session cookie and changes something must come from our own pages (csrf.ts); a used
 * session slides its idle expiry, and the cookie's max-age with it.
 */
export function registerRequestContext(app: FastifyInstance, deps: ContextDeps): void {
  app.decorateRequest('ctx', null as never)
  app.addHook('onRequest', async (request, reply) => {
    const fallback =
      languageSchema.safeParse(request.cookies[languageCookie]).data ??
      acceptLanguage(request.headers['accept-language']) ??
      'ar'
    const userAgent = request.headers['user-agent'] ?? null
    request.ctx = createContext(deps, {
      log: request.log,
      requestId: String(request.id),
      language: fallback,
      ip: request.ip ?? 'unknown',
      userAgent,
    })
    if (!request.url.startsWith('/api/')) return
    const cookieToken = request.cookies[sessionCookie]
    if (cookieToken) assertSameOrigin(request, deps.config)
    const token = cookieToken ?? bearer(request)
    if (!token || token.length > 200) return
    const resolved = await resolveSession(deps.db, token, deps.clock.now(), { ip: request.ctx.ip, userAgent })
    if (!resolved) {
      if (cookieToken) clearSessionCookie(reply)
      return
    }
    const { record } = resolved
    const language = sessionLanguageSchema.parse(record.language)
    request.ctx = createContext(deps, {
      log: request.log,
      requestId: String(request.id),
      language,
      session: {
        id: record.id,
        userId: record.userId,
        contextRole: record.contextRole,
        language,
        isAdmin: record.isAdmin,
      },
      ip: request.ctx.ip,
      userAgent,
    })
    if (cookieToken && resolved.renewed) setSessionCookie(request, reply, cookieToken, resolved.endsAt)
  })
}

/**
 * `Secure` whenever the request arrived over HTTPS (`request.protocol` believes X-Forwarded-Proto only from a
 * TRUST_PROXY proxy), so a production behind TLS and a staging box alike never send the cookie in clear.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  endsAt: Date,
): void {
  reply.setCookie(sessionCookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: Math.max(1, Math.floor((endsAt.getTime() - request.ctx.clock.now().getTime()) / 1000)),
  })
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(sessionCookie, { path: '/' })
}

export function setLanguageCookie(request: FastifyRequest, reply: FastifyReply, language: Language): void {
  reply.setCookie(languageCookie, language, {
    sameSite: 'lax',
    secure: request.protocol === 'https',
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
