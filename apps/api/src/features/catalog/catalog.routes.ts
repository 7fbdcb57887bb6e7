import { catalogSchema, type Catalog } from '@app/domain/catalog'
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getCatalog } from './catalog.service'

/**
 * The route's own serialiser (the schema's check, then JSON), run once per catalog: the service hands back the same
 * object while the counts stay the same, and the 42 KB answer is then sent as it was first written (issue 42 §3).
 */
const serialize = serializerCompiler({ schema: catalogSchema, method: 'GET', url: '/api/v1/catalog' })
const written = new WeakMap<Catalog, string>()

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { operationId: 'getCatalog', tags: ['catalog'], response: { 200: catalogSchema } } },
    async (request, reply) => {
      const catalog = await getCatalog(request.ctx)
      const json = written.get(catalog) ?? serialize(catalog)
      written.set(catalog, json)
      reply
        .header('cache-control', 'public, max-age=300')
        .type('application/json; charset=utf-8')
        .serializer(() => json)
      return catalog
    },
  )
}
