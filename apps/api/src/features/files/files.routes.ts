import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import * as filesService from './files.service'

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:fileId',
    { schema: { operationId: 'getFile', tags: ['files'], params: z.object({ fileId: z.uuid() }) } },
    async (request, reply) => {
      const file = await filesService.readFile(request.ctx, request.params.fileId)
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', file.cacheControl)
        .header(
          'content-disposition',
          file.disposition === 'attachment'
            ? `attachment; filename="${request.params.fileId}.pdf"`
            : 'inline',
        )
        .header('x-content-type-options', 'nosniff')
        .send(file.body)
    },
  )
}
