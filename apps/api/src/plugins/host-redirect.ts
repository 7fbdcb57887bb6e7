import type { FastifyInstance } from 'fastify'

/**
 * SPEC 2.1: a production host redirect sends the staging or www host to the main site — the same path and query on
 * PUBLIC_URL's origin, permanently (301 for a read; 308 for anything else, which keeps its method and body). The
 * host is the request's own, or X-Forwarded-Host from a TRUST_PROXY proxy (Fastify's `hostname`). Health checks
 * answer on any host: a load balancer probes an instance by whatever name it knows it by.
 */
export function registerHostRedirect(app: FastifyInstance, options: { publicUrl: string; hosts: string[] }) {
  if (options.hosts.length === 0) return
  const hosts = new Set(options.hosts)
  const origin = new URL(options.publicUrl).origin
  app.addHook('onRequest', async (request, reply) => {
    if (!hosts.has(request.hostname.toLowerCase())) return
    if (request.url.startsWith('/api/health')) return
    const read = request.method === 'GET' || request.method === 'HEAD'
    return reply.redirect(`${origin}${request.url}`, read ? 301 : 308)
  })
}
