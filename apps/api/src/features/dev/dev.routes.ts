import { DomainError } from '@app/domain/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isLoopbackRequest } from '#api/plugins/loopback'
import { listOutbox } from './dev.service'

const outboxSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      channel: z.enum(['sms', 'email']),
      to: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
})

/**
 * Development only: the SMS and email the local adapters "sent", so every flow can be finished locally. The outbox
 * holds every sign-in code, so it answers only requests from this machine (issue 7 §1); to anyone else it does not
 * exist.
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
