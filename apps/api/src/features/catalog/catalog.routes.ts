import { catalogSchema } from '@app/domain/catalog'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getCatalog } from './catalog.service'

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { operationId: 'getCatalog', tags: ['catalog'], response: { 200: catalogSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return getCatalog(request.ctx)
    },
  )
}
