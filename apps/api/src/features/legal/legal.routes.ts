import {
  acceptLegalSchema,
  legalAcceptancesSchema,
  legalKeySchema,
  pendingLegalSchema,
  legalTextSchema,
  legalVersionsSchema,
  publishLegalTextSchema,
} from '@app/domain/legal'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn, signedInAs } from '#api/plugins/auth'
import * as legalService from './legal.service'

/**
 * Legal texts and help (issue 45 §1): anyone reads a text's latest version; admins read every version and publish
 * the next one.
 */
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

  app.get(
    '/:key/versions',
    {
      schema: {
        operationId: 'getLegalVersions',
        tags,
        params: z.object({ key: legalKeySchema }),
        response: { 200: legalVersionsSchema },
      },
      // Who may ask is settled before the request is validated: a patient gets 403, not a 400 about the path.
      preValidation: async (request) => void signedInAs(request, 'admin'),
    },
    async (request) => legalService.listVersions(signedIn(request), request.params.key),
  )

  app.post(
    '/:key/versions',
    {
      schema: {
        operationId: 'publishLegalText',
        tags,
        params: z.object({ key: legalKeySchema }),
        body: publishLegalTextSchema,
        response: { 201: legalTextSchema },
      },
      preValidation: async (request) => void signedInAs(request, 'admin'),
    },
    async (request, reply) =>
      reply.status(201).send(await legalService.publish(signedIn(request), request.params.key, request.body)),
  )
}

/**
 * Acceptances of the legal texts (issue 45 §1): the signed-in person's new versions to accept and their acceptance;
 * an admin reads what a person accepted.
 */
export const legalAcceptanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['legal']

  app.get(
    '/pending',
    { schema: { operationId: 'getPendingLegal', tags, response: { 200: pendingLegalSchema } } },
    async (request) => legalService.getPending(signedIn(request)),
  )

  app.post(
    '/',
    {
      schema: {
        operationId: 'acceptLegal',
        tags,
        body: acceptLegalSchema,
        response: { 200: pendingLegalSchema },
      },
      preValidation: async (request) => void signedIn(request),
    },
    async (request) => legalService.accept(signedIn(request), request.body),
  )

  app.get(
    '/users/:userId',
    {
      schema: {
        operationId: 'getLegalAcceptancesOfUser',
        tags,
        params: z.object({ userId: z.uuid() }),
        response: { 200: legalAcceptancesSchema },
      },
      preValidation: async (request) => void signedInAs(request, 'admin'),
    },
    async (request) => legalService.acceptancesOfUser(signedIn(request), request.params.userId),
  )
}
