import { DomainError } from '@app/domain/shared'
import type { FastifyRequest } from 'fastify'
import type { Config } from '#api/config'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null
  } catch {
    return null
  }
}

/** The Host the request was sent to, normalised as URL.host (default port dropped) for the Origin's scheme. */
function requestHost(request: FastifyRequest, scheme: string): string | null {
  try {
    return new URL(`${scheme}//${request.host}`).host
  } catch {
    return null
  }
}

/**
 * Cross-site request forgery guard (ASVS 4.2.2, 13.2.3) for requests that carry the session cookie and change
 * something: the browser's Origin must be our PUBLIC_URL's or the request's own host; without an Origin, the
 * browser's Sec-Fetch-Site must say same-origin (or none: typed by the user). A request with neither is refused:
 * every browser we support sends one of them. SameSite=Lax alone lets a same-site sibling or an old browser through
 * and leaves multipart forms open. Bearer-token clients (the mobile shells) send no cookie and are not affected.
 */
export function assertSameOrigin(request: FastifyRequest, config: Config): void {
  if (safeMethods.has(request.method)) return
  assertOwnOrigin(request, config)
}

/**
 * The same check whatever the method: for a WebSocket upgrade (a GET that opens a channel carrying the person's
 * data), which a page on another site could otherwise open with the visitor's cookie (cross-site WebSocket
 * hijacking). Browsers always send Origin on a WebSocket handshake.
 */
export function assertOwnOrigin(request: FastifyRequest, config: Config): void {
  const origin = request.headers.origin
  if (origin) {
    if (origin === new URL(config.publicUrl).origin) return
    const host = hostOf(origin)
    if (host && host === requestHost(request, new URL(origin).protocol)) return
  } else {
    const site = request.headers['sec-fetch-site']
    if (site === 'same-origin' || site === 'none') return
  }
  request.log.warn({ origin, secFetchSite: request.headers['sec-fetch-site'] }, 'cross-site request refused')
  throw new DomainError('CSRF_REJECTED')
}
