import type { FastifyRequest } from 'fastify'

/**
 * Query parameters whose values are secrets and never reach the logs (issue 41 §3): a payment provider signs its
 * callback in `?hmac=`, and a logged signature is one an attacker who reads the logs can replay.
 */
export const secretQueryParameters = ['hmac'] as const

const secretValue = new RegExp(`([?&](?:${secretQueryParameters.join('|')})=)[^&#]*`, 'gi')

/** `url` with the value of every secret query parameter replaced by [REDACTED]. */
export function redactSecretQuery(url: string): string {
  return url.includes('?') ? url.replace(secretValue, '$1[REDACTED]') : url
}

/** Fastify's own request serializer (fastify/lib/logger-pino.js), with the URL's secrets redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecretQuery(request.url),
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}
