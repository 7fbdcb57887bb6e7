import {
  cashInRequestSchema,
  checkoutSchema,
  lastBillingSchema,
  orderListQuerySchema,
  orderListSchema,
  orderViewSchema,
  sandboxPaySchema,
  walletViewSchema,
} from '@app/domain/payments'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '#api/plugins/auth'
import * as paymentsService from './payments.service'

const orderParams = z.object({ orderId: z.uuid() })

/**
 * Payments (issue 9 §3–4, SPEC 2.7, 3.5, 7.2). Every route but the provider's callback reads and changes only the
 * caller's own orders and wallet; the callback is authenticated by its signature instead of a session.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments']

  app.get(
    '/orders',
    {
      schema: {
        operationId: 'listPaymentOrders',
        tags,
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema },
      },
    },
    async (request) => paymentsService.listOrders(signedIn(request), request.query),
  )

  app.get(
    '/orders/:orderId',
    {
      schema: {
        operationId: 'getPaymentOrder',
        tags,
        params: orderParams,
        response: { 200: orderViewSchema },
      },
    },
    async (request) => paymentsService.getOrder(signedIn(request), request.params.orderId),
  )

  app.post(
    '/orders/:orderId/checkout',
    {
      schema: {
        operationId: 'checkoutPaymentOrder',
        tags,
        params: orderParams,
        response: { 200: checkoutSchema },
      },
    },
    async (request) => paymentsService.checkout(signedIn(request), request.params.orderId),
  )

  app.post(
    '/sandbox/:orderId/pay',
    {
      schema: {
        operationId: 'paySandboxOrder',
        tags,
        params: orderParams,
        body: sandboxPaySchema,
        response: { 202: z.null() },
      },
    },
    async (request, reply) => {
      await paymentsService.sandboxPay(signedIn(request), request.params.orderId, request.body)
      return reply.status(202).send(null)
    },
  )

  app.post(
    '/callback/:provider',
    {
      // A provider's callback is a few kilobytes; and whoever posts forgeries is slowed per address (issue 41 §2).
      bodyLimit: 64 * 1024,
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        operationId: 'receivePaymentCallback',
        tags,
        params: z.object({ provider: z.string().max(20) }),
        querystring: z.object({ hmac: z.string().max(256) }),
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      await paymentsService.receiveCallback(
        request.ctx,
        request.params.provider,
        request.body,
        request.query.hmac,
        Number(request.headers['content-length'] ?? 0),
      )
      return { received: true as const }
    },
  )

  app.post(
    '/cash-in',
    {
      schema: {
        operationId: 'cashInPayment',
        tags,
        body: cashInRequestSchema,
        response: { 201: z.object({ orderId: z.uuid() }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await paymentsService.cashIn(signedIn(request), request.body)),
  )

  app.get(
    '/billing',
    { schema: { operationId: 'getLastBilling', tags, response: { 200: lastBillingSchema } } },
    async (request) => paymentsService.lastBilling(signedIn(request)),
  )

  app.get(
    '/wallet',
    { schema: { operationId: 'getWallet', tags, response: { 200: walletViewSchema } } },
    async (request) => paymentsService.wallet(signedIn(request)),
  )
}
