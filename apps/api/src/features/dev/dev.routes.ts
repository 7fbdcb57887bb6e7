import { DomainError } from '@app/domain/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { isLoopbackRequest } from '#api/plugins/loopback'
import { outboxSchema } from './dev.schemas'
import { listOutbox } from './dev.service'

/**
 * Development only: the SMS, email and Web Push the local adapters "sent", so every flow can be finished locally.
 * The outbox holds every sign-in code, so it answers only requests from this machine (issue 7 §1); to anyone else
 * it does not exist.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackRequest(request)) throw new DomainError('NOT_FOUND')
  })

  app.get(
    '/outbox',
    { schema: { operationId: 'listOutbox', tags: ['dev'], response: { 200: outboxSchema } } },
    async (request) => ({ items: await listOutbox(request.ctx) }),
  )
}
