import { createHash } from 'node:crypto'
import { catalogSchema, type Catalog } from '@app/domain/catalog'
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { getCatalog } from './catalog.service'

/**
 * The route's own serialiser (the schema's check, then JSON), run once per catalog: the service hands back the same
 * object while the counts stay the same, and the 42 KB answer is then sent as it was first written (issue 42 §3),
 * with a tag of its bytes. A reader that kept the answer (a browser past its five minutes, the server renderer's
 * thread, entry-server.tsx) asks with the tag and gets a 304 with no body while the catalog is the same.
 */
const serialize = serializerCompiler({ schema: catalogSchema, method: 'GET', url: '/api/v1/catalog' })
const written = new WeakMap<Catalog, { json: string; etag: string }>()

function writtenOnce(catalog: Catalog) {
  let answer = written.get(catalog)
  if (!answer) {
    const json = serialize(catalog)
    answer = { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"` }
    written.set(catalog, answer)
  }
  return answer
}

/** Whether a request's If-None-Match names `etag` (a list, a weak tag, or any: RFC 9110 §13.1.2). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return (
    ifNoneMatch.trim() === '*' ||
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  )
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'getCatalog',
        tags: ['catalog'],
        response: { 200: catalogSchema, 304: z.undefined() },
      },
    },
    async (request, reply) => {
      const catalog = await getCatalog(request.ctx)
      const { json, etag } = writtenOnce(catalog)
      reply.header('cache-control', 'public, max-age=300').header('etag', etag)
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send()
      reply.type('application/json; charset=utf-8').serializer(() => json)
      return catalog
    },
  )
}
