import { legalKeySchema, legalTextSchema } from '@app/domain/legal'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import * as legalService from './legal.service'

/** Legal texts and help (issue 45 §1): anyone reads a text's latest version. */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['legal']

  app.get(
    '/:key',
    {
      schema: {
        operationId: 'getLegalText',
        tags,
        params: z.object({ key: legalKeySchema }),
        response: { 200: legalTextSchema },
      },
    },
    async (request) => legalService.getLegalText(request.ctx, request.params.key),
  )
}
