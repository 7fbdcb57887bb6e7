import type { FastifyRequest } from 'fastify'

const forwardingHeaders = ['x-forwarded-for', 'x-forwarded-host', 'forwarded', 'x-real-ip']

/**
 * A request from this machine itself: the socket's peer is a loopback address and no proxy says it forwarded the
 * request. Judged on the socket, never on X-Forwarded-For (a client writes that) nor on `request.ip` (TRUST_PROXY
 * makes it the header's); a reverse proxy on the same machine adds X-Forwarded-For, so its traffic is not local.
 */
export function isLoopbackRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? ''
  const loopback = peer === '::1' || /^(::ffff:)?127\./.test(peer)
  return loopback && forwardingHeaders.every((name) => request.headers[name] === undefined)
}
