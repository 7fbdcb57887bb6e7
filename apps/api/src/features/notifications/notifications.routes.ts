import {
  channelChoicesSchema,
  notificationListQuerySchema,
  notificationListSchema,
  pushKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeQuerySchema,
  unreadCountSchema,
} from '@app/domain/notifications'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '#api/plugins/auth'
import * as notificationsService from './notifications.service'

/** The signed-in user's notifications (issue 8 §3): every route reads and changes only the caller's own. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications']

  app.get(
    '/',
    {
      schema: {
        operationId: 'listNotifications',
        tags,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => notificationsService.list(signedIn(request), request.query.before),
  )

  app.get(
    '/unread-count',
    { schema: { operationId: 'countUnreadNotifications', tags, response: { 200: unreadCountSchema } } },
    async (request) => ({ unread: await notificationsService.unreadCount(signedIn(request)) }),
  )

  app.post(
    '/read',
    {
      schema: {
        operationId: 'markAllNotificationsRead',
        tags,
        response: { 200: z.object({ read: z.number() }) },
      },
    },
    async (request) => ({ read: await notificationsService.markAllRead(signedIn(request)) }),
  )

  app.post(
    '/:id/read',
    {
      schema: {
        operationId: 'markNotificationRead',
        tags,
        params: z.object({ id: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await notificationsService.markRead(signedIn(request), request.params.id)
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/choices',
    { schema: { operationId: 'getNotificationChoices', tags, response: { 200: channelChoicesSchema } } },
    async (request) => notificationsService.getChoices(signedIn(request)),
  )

  app.put(
    '/choices',
    {
      schema: {
        operationId: 'saveNotificationChoices',
        tags,
        body: channelChoicesSchema,
        response: { 200: channelChoicesSchema },
      },
    },
    async (request) => notificationsService.saveChoices(signedIn(request), request.body),
  )

  app.get(
    '/push/key',
    { schema: { operationId: 'getPushKey', tags, response: { 200: pushKeySchema } } },
    async (request) => ({ publicKey: notificationsService.pushPublicKey(signedIn(request)) }),
  )

  app.put(
    '/push/subscription',
    {
      schema: {
        operationId: 'savePushSubscription',
        tags,
        body: pushSubscriptionSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await notificationsService.savePushSubscription(signedIn(request), request.body)
      return reply.status(204).send(null)
    },
  )

  app.delete(
    '/push/subscription',
    {
      schema: {
        operationId: 'deletePushSubscription',
        tags,
        querystring: pushUnsubscribeQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await notificationsService.deletePushSubscription(signedIn(request), request.query.endpoint)
      return reply.status(204).send(null)
    },
  )
}
