import {
  joinWaitingListRequestSchema,
  waitingEntryIdParamSchema,
  waitingEntryViewSchema,
  waitingListSchema,
  waitingOfferIdParamSchema,
  waitingOfferViewSchema,
} from '@app/domain/waiting-list'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signedIn } from '#api/plugins/auth'
import * as waitingListService from './waiting-list.service'

/**
 * The waiting list (issue 45 §3, docs/decisions/0047), under /api/v1/waiting-list: a patient joins, lists and leaves
 * their entries, and reads a time offered to them. Every route is the caller's own: anyone else's entry or offer is
 * not found; other roles are refused.
 */
export const waitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['waiting-list']
  // Signed-out callers hear 401 before anything about their body.
  const signedInFirst = async (request: FastifyRequest) => void signedIn(request)

  app.get(
    '/',
    {
      preValidation: signedInFirst,
      schema: { operationId: 'listWaitingList', tags, response: { 200: waitingListSchema } },
    },
    async (request) => waitingListService.listWaitingList(signedIn(request)),
  )

  app.post(
    '/',
    {
      preValidation: signedInFirst,
      schema: {
        operationId: 'joinWaitingList',
        tags,
        body: joinWaitingListRequestSchema,
        response: { 201: waitingEntryViewSchema },
      },
    },
    async (request, reply) => {
      const entry = await waitingListService.joinWaitingList(signedIn(request), request.body)
      return reply.code(201).send(entry)
    },
  )

  app.delete(
    '/:entryId',
    {
      preValidation: signedInFirst,
      schema: {
        operationId: 'leaveWaitingList',
        tags,
        params: waitingEntryIdParamSchema,
        response: { 200: waitingListSchema },
      },
    },
    async (request) => waitingListService.leaveWaitingList(signedIn(request), request.params.entryId),
  )

  app.get(
    '/offers/:offerId',
    {
      preValidation: signedInFirst,
      schema: {
        operationId: 'getWaitingOffer',
        tags,
        params: waitingOfferIdParamSchema,
        response: { 200: waitingOfferViewSchema },
      },
    },
    async (request) => waitingListService.getWaitingOffer(signedIn(request), request.params.offerId),
  )
}
