import {
  broadcastAudienceSchema,
  broadcastCountSchema,
  broadcastListQuerySchema,
  broadcastListSchema,
  broadcastSchema,
  sendBroadcastSchema,
} from '@app/domain/topic-notifications'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInAs } from '#api/plugins/auth'
import * as topicsService from './topic-notifications.service'

/**
 * Notifications to topics (SPEC 2.1 /send-notifications, 6; issue 10 §3): the count of an audience, a send (once
 * per idempotency key), past sends with their delivery log. Admins only, checked before the request is validated
 * (a non-admin gets 403 whatever they send).
 */
export const topicNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['topic-notifications']
  const preValidation = async (request: Parameters<typeof signedInAs>[0]) => void signedInAs(request, 'admin')

  app.get(
    '/count',
    {
      schema: {
        operationId: 'countTopicRecipients',
        tags,
        querystring: broadcastAudienceSchema,
        response: { 200: broadcastCountSchema },
      },
      preValidation,
    },
    async (request) => topicsService.countRecipients(signedInAs(request, 'admin'), request.query),
  )

  app.post(
    '/',
    {
      schema: {
        operationId: 'sendTopicNotification',
        tags,
        body: sendBroadcastSchema,
        response: { 200: broadcastSchema, 201: broadcastSchema },
      },
      preValidation,
    },
    async (request, reply) => {
      const { broadcast, created } = await topicsService.sendBroadcast(
        signedInAs(request, 'admin'),
        request.body,
      )
      return reply.code(created ? 201 : 200).send(broadcast)
    },
  )

  app.get(
    '/',
    {
      schema: {
        operationId: 'listTopicNotifications',
        tags,
        querystring: broadcastListQuerySchema,
        response: { 200: broadcastListSchema },
      },
      preValidation,
    },
    async (request) => topicsService.listBroadcasts(signedInAs(request, 'admin'), request.query.page),
  )

  app.get(
    '/:broadcastId',
    {
      schema: {
        operationId: 'getTopicNotification',
        tags,
        params: z.object({ broadcastId: z.uuid() }),
        response: { 200: broadcastSchema },
      },
      preValidation,
    },
    async (request) => topicsService.getBroadcast(signedInAs(request, 'admin'), request.params.broadcastId),
  )
}
