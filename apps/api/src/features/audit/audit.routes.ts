import { auditListSchema, auditQuerySchema, failedJobListSchema } from '@app/domain/audit'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInAs } from '#api/plugins/auth'
import * as auditService from './audit.service'

/** The audit log and failed background jobs for admins (issue 10 §4, /audit). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who may ask is answered before what was asked: a visitor 401 and another role 403, whatever the input.
  const adminFirst = async (request: FastifyRequest) => void signedInAs(request, 'admin')
  const tags = ['audit']

  app.get(
    '/',
    {
      preValidation: adminFirst,
      schema: {
        operationId: 'listAudit',
        tags,
        querystring: auditQuerySchema,
        response: { 200: auditListSchema },
      },
    },
    async (request) => auditService.listAudit(signedInAs(request, 'admin'), request.query),
  )

  app.get(
    '/failed-jobs',
    {
      preValidation: adminFirst,
      schema: { operationId: 'listFailedJobs', tags, response: { 200: failedJobListSchema } },
    },
    async (request) => auditService.listFailedJobs(signedInAs(request, 'admin')),
  )

  app.post(
    '/failed-jobs/:jobId/retry',
    {
      preValidation: adminFirst,
      schema: { operationId: 'retryFailedJob', tags, params: z.object({ jobId: z.uuid() }) },
    },
    async (request, reply) => {
      await auditService.retryJob(signedInAs(request, 'admin'), request.params.jobId)
      return reply.code(204).send()
    },
  )
}
