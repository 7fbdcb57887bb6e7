import {
  earningsQuerySchema,
  earningsViewSchema,
  payoutListQuerySchema,
  payoutListSchema,
  payoutRequestSchema,
  payoutViewSchema,
} from '@app/domain/payouts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInAs } from '#api/plugins/auth'
import * as payoutsService from './payouts.service'

// Who may ask is answered before what was asked: a visitor 401, any role but a payee 403, whatever the input.
// Payees: doctors, and labs and radiology centres (issue 43 §5).
const payee = (request: FastifyRequest) => signedInAs(request, 'doctor', 'lab', 'radio')
const payeeFirst = async (request: FastifyRequest) => void payee(request)

/** A payee's earnings (SPEC 2.3 'Earnings', 3.5; issue 12 §5, 43 §5): /api/v1/earnings. Doctors and centres. */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      preValidation: payeeFirst,
      schema: {
        operationId: 'getEarnings',
        tags: ['payouts'],
        querystring: earningsQuerySchema,
        response: { 200: earningsViewSchema },
      },
    },
    async (request) => payoutsService.earnings(payee(request), request.query),
  )
}

/**
 * A doctor's payouts to a mobile wallet (SPEC 3.5, 4, 5, 7.2 cashOutPayment; issue 12 §5): /api/v1/payouts. Doctors
 * only, each their own (another's payout is not found).
 */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payouts']

  app.post(
    '/',
    {
      preValidation: payeeFirst,
      // Each request moves money and calls the provider: a few a minute is all a person needs.
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        operationId: 'cashOutPayment',
        tags,
        body: payoutRequestSchema,
        response: { 201: payoutViewSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await payoutsService.requestPayout(payee(request), request.body)),
  )

  app.get(
    '/',
    {
      preValidation: payeeFirst,
      schema: {
        operationId: 'listPayouts',
        tags,
        querystring: payoutListQuerySchema,
        response: { 200: payoutListSchema },
      },
    },
    async (request) => payoutsService.listPayouts(payee(request), request.query),
  )

  app.get(
    '/:payoutId',
    {
      preValidation: payeeFirst,
      schema: {
        operationId: 'getPayout',
        tags,
        params: z.object({ payoutId: z.uuid() }),
        response: { 200: payoutViewSchema },
      },
    },
    async (request) => payoutsService.getPayout(payee(request), request.params.payoutId),
  )
}
