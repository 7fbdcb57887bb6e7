import { serverTimeSchema } from '@app/domain/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/**
 * `GET /api/v1/time` (SPEC 7.4, 9): the server's clock, for anyone — a page that counts down to a consult sets its
 * device's clock right by it. Answered from the request's clock, no database read; never cached (the API's default).
 */
export const serverTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'getServerTime',
        tags: ['time'],
        response: { 200: serverTimeSchema },
      },
    },
    async (request) => ({ now: request.ctx.clock.now().toISOString() }),
  )
}
