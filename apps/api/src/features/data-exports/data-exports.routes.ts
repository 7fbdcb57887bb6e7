import { exportChoiceSchema, exportListSchema } from '@app/domain/data-exports'
import { cairoDate } from '@app/domain/shared'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInAs } from '#api/plugins/auth'
import * as exportsService from './data-exports.service'

/** Data exports (issue 10 §4, SPEC 2.9 /dumps): what each export holds, and its zip of CSV, streamed. */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who may ask is answered before what was asked: a visitor 401 and another role 403, whatever the input.
  const adminFirst = async (request: FastifyRequest) => void signedInAs(request, 'admin')
  const tags = ['data-exports']

  app.get(
    '/',
    {
      preValidation: adminFirst,
      schema: { operationId: 'listDataExports', tags, response: { 200: exportListSchema } },
    },
    async (request) => exportsService.listExports(signedInAs(request, 'admin')),
  )

  app.get(
    '/:dataset',
    {
      preValidation: adminFirst,
      schema: { operationId: 'downloadDataExport', tags, params: z.object({ dataset: exportChoiceSchema }) },
      // Each download holds a database connection while it streams.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const ctx = signedInAs(request, 'admin')
      const zip = await exportsService.exportData(ctx, request.params.dataset)
      const name = `sehha-${request.params.dataset}-${cairoDate(ctx.clock.now())}.zip`
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(zip)
    },
  )
}
