import { Readable } from 'node:stream'
import { DomainError } from '@app/domain/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import * as webShellService from './web-shell.service'

/**
 * What crawlers read at the site's root (issue 42 §2): /robots.txt, /sitemap.xml and the pages of a sitemap index.
 * Public and the same for everyone: a shared cache may keep them an hour, and a doctor verified since appears then.
 */
export const webShellRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = 'public, max-age=3600'
  // Generating a sitemap walks every public doctor: a budget per address, as generous as a crawler needs.
  const limit = { rateLimit: { max: 60, timeWindow: '1 minute' } }

  app.get('/robots.txt', { config: limit, schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cached)
      .send(webShellService.robotsTxt(request.ctx.config.publicUrl)),
  )

  app.get('/sitemap.xml', { config: limit, schema: { hide: true } }, async (request, reply) => {
    const xml = await webShellService.sitemap(request.ctx, request.ctx.config.publicUrl)
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cached)
      .send(Readable.from(xml))
  })

  app.get(
    '/sitemaps/:page.xml',
    { config: limit, schema: { hide: true, params: z.object({ page: z.string() }) } },
    async (request, reply) => {
      const n = /^[1-9]\d{0,5}$/.test(request.params.page) ? Number(request.params.page) : 0
      const xml = await webShellService.sitemapPage(request.ctx, request.ctx.config.publicUrl, n)
      if (!xml) throw new DomainError('NOT_FOUND')
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', cached)
        .send(Readable.from(xml))
    },
  )
}
