import {
  adminDeletionSchema,
  deletionQueueQuerySchema,
  deletionQueueSchema,
  myDeletionSchema,
  refuseDeletionSchema,
  requestDeletionSchema,
} from '@app/domain/account-deletion'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn, signedInAs } from '#api/plugins/auth'
import * as deletionService from './account-deletion.service'

/** The owner's side (SPEC 4; /settings): their request, asking with their password, cancelling. */
export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account-deletion']
  // A password is checked: limited like sign-in on top of the per-account limits.
  const limit = { rateLimit: { max: 10, timeWindow: '10 minutes' } }

  app.get(
    '/',
    { schema: { operationId: 'getMyDeletion', tags, response: { 200: myDeletionSchema } } },
    async (request) => deletionService.myDeletion(signedIn(request)),
  )

  app.post(
    '/',
    {
      config: limit,
      schema: {
        operationId: 'requestDeletion',
        tags,
        body: requestDeletionSchema,
        response: { 200: myDeletionSchema },
      },
    },
    async (request) => deletionService.requestDeletion(signedIn(request), request.body),
  )

  app.delete(
    '/',
    { schema: { operationId: 'cancelDeletion', tags, response: { 200: myDeletionSchema } } },
    async (request) => deletionService.cancelDeletion(signedIn(request)),
  )
}

const requestParams = z.object({ requestId: z.uuid() })

/** The admins' queue (issue 10 §1): pending requests oldest first, completed (anonymised) or refused with a reason. */
export const deletionRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account-deletion']

  app.get(
    '/',
    {
      schema: {
        operationId: 'listDeletionRequests',
        tags,
        querystring: deletionQueueQuerySchema,
        response: { 200: deletionQueueSchema },
      },
    },
    async (request) => deletionService.deletionQueue(signedInAs(request, 'admin'), request.query),
  )

  app.post(
    '/',
    {
      schema: {
        operationId: 'deleteAccount',
        tags,
        body: adminDeletionSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deletionService.deleteAccount(signedInAs(request, 'admin'), request.body)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/:requestId/complete',
    { schema: { operationId: 'completeDeletion', tags, params: requestParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deletionService.completeDeletion(signedInAs(request, 'admin'), request.params.requestId)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/:requestId/refuse',
    {
      schema: {
        operationId: 'refuseDeletion',
        tags,
        params: requestParams,
        body: refuseDeletionSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deletionService.refuseDeletion(
        signedInAs(request, 'admin'),
        request.params.requestId,
        request.body,
      )
      return reply.code(204).send(null)
    },
  )
}
