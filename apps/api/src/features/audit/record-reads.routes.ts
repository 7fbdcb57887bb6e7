import { recordReadListSchema, recordReadsQuerySchema } from '@app/domain/audit'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signedInAs } from '#api/plugins/auth'
import * as auditService from './audit.service'

/** Who read my record (issue 11 §3): the audit log's reads of the signed-in patient's health data by others. */
export const recordReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const patientFirst = async (request: FastifyRequest) => void signedInAs(request, 'patient')

  app.get(
    '/',
    {
      preValidation: patientFirst,
      schema: {
        operationId: 'listMyRecordReads',
        tags: ['audit'],
        querystring: recordReadsQuerySchema,
        response: { 200: recordReadListSchema },
      },
    },
    async (request) => auditService.listMyRecordReads(signedInAs(request, 'patient'), request.query),
  )
}
