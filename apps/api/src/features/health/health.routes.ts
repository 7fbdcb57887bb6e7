import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { checkHealth, checkReadiness } from './health.service'
import type { Readiness } from '#api/plugins/readiness'

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'down']) })
const liveSchema = z.object({ status: z.literal('ok') })
const readySchema = z.object({
  status: z.enum(['ready', 'not ready', 'draining']),
  parts: z.record(z.string(), z.enum(['up', 'down'])),
  /** The read replica, when there is one (issue 44 §4): for information, never part of being ready. */
  replica: z
    .object({
      state: z.enum(['up', 'lagging', 'down', 'not a standby']),
      lagSeconds: z.number().nullable(),
    })
    .optional(),
})

/**
 * Issue 44 §2. `/api/health/live`: the process answers (a process manager restarts it when it does not).
 * `/api/health/ready`: it should be sent requests — the database answers, the jobs' queue runs, the realtime LISTEN
 * is up, and it is not draining (SIGTERM); a load balancer sends elsewhere while it says 503. `/api/health` is the
 * database check the start scripts and journeys wait for.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ readiness: Readiness }> = async (app, { readiness }) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const up = await checkHealth(request.ctx)
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'degraded', database: up ? 'ok' : 'down' })
    },
  )

  app.get(
    '/health/live',
    { schema: { operationId: 'getLiveness', tags: ['health'], response: { 200: liveSchema } } },
    async () => ({ status: 'ok' as const }),
  )

  app.get(
    '/health/ready',
    {
      schema: {
        operationId: 'getReadiness',
        tags: ['health'],
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      const { ready, draining, parts, replica } = await checkReadiness(request.ctx, readiness)
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'ready' : draining ? 'draining' : 'not ready',
        parts,
        ...(replica ? { replica } : {}),
      })
    },
  )
}
