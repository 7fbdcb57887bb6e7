import {
  cancelCentreOrderRequestSchema,
  centreOrderListQuerySchema,
  centreOrderListSchema,
  centreOrderQuoteQuerySchema,
  centreOrderQuoteSchema,
  centreOrderResultsQuerySchema,
  centreOrderResultsSchema,
  centreOrderViewSchema,
  createCentreOrderRequestSchema,
  createCentreOrderResponseSchema,
  deliverCentreOrderRequestSchema,
  centreOrderPaymentSchema,
} from '@app/domain/centre-orders'
import { createBookingPerMinute, retryPaymentRequestSchema } from '@app/domain/bookings'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn, signedInAs } from '#api/plugins/auth'
import { readUpload } from '#api/shared/read-upload'
import * as centreOrdersService from './centre-orders.service'

const tags = ['centre-orders']
const params = z.object({ orderId: z.uuid() })
const view = { 200: centreOrderViewSchema }
/** A centre's and a patient's changes: generous for a busy reception desk, bounded against a script. */
const changeLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } }

/**
 * Issue 43 §2–§5: a patient's lab test or scan order (`/centre-orders`), and the centre's work on it. Every order
 * route answers CENTRE_ORDER_NOT_FOUND (404) to anyone who is not its patient side, its centre, the doctor whose
 * referral it answers, or an admin.
 */
export const centreOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quote',
    {
      schema: {
        operationId: 'quoteCentreOrder',
        tags,
        querystring: centreOrderQuoteQuerySchema,
        response: { 200: centreOrderQuoteSchema },
      },
    },
    async (request) => centreOrdersService.quote(request.ctx, request.query),
  )

  app.post(
    '/',
    {
      schema: {
        operationId: 'createCentreOrder',
        tags,
        body: createCentreOrderRequestSchema,
        response: { 201: createCentreOrderResponseSchema },
      },
      // Per account, as doctor bookings (issue 41 §2).
      config: {
        rateLimit: {
          max: createBookingPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request) => request.ctx.session?.userId ?? request.ip,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await centreOrdersService.createOrder(signedIn(request), request.body)),
  )

  app.get(
    '/',
    {
      schema: {
        operationId: 'listCentreOrders',
        tags,
        querystring: centreOrderListQuerySchema,
        response: { 200: centreOrderListSchema },
      },
    },
    async (request) =>
      // A doctor lists only the orders answering one of their consults' referrals (`?referral=`).
      centreOrdersService.listOrders(signedInAs(request, 'patient', 'lab', 'radio', 'doctor'), request.query),
  )

  app.get(
    '/results',
    {
      schema: {
        operationId: 'listCentreOrderResults',
        tags,
        querystring: centreOrderResultsQuerySchema,
        response: { 200: centreOrderResultsSchema },
      },
    },
    async (request) => centreOrdersService.listResults(signedInAs(request, 'patient'), request.query),
  )

  app.get(
    '/:orderId',
    { schema: { operationId: 'getCentreOrder', tags, params, response: view } },
    async (request) => centreOrdersService.getOrder(signedIn(request), request.params.orderId),
  )

  app.post(
    '/:orderId/cancel',
    {
      schema: {
        operationId: 'cancelCentreOrder',
        tags,
        params,
        body: cancelCentreOrderRequestSchema,
        response: view,
      },
      config: changeLimit,
    },
    async (request) =>
      centreOrdersService.cancelOrder(signedIn(request), request.params.orderId, request.body),
  )

  app.post(
    '/:orderId/acknowledge',
    { schema: { operationId: 'acknowledgeCentreOrder', tags, params, response: view }, config: changeLimit },
    async (request) =>
      centreOrdersService.acknowledgeOrder(
        signedInAs(request, 'lab', 'radio', 'admin'),
        request.params.orderId,
      ),
  )

  app.post(
    '/:orderId/reports',
    {
      schema: {
        operationId: 'uploadCentreOrderReport',
        tags,
        params,
        consumes: ['multipart/form-data'],
        response: view,
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const ctx = signedInAs(request, 'lab', 'radio', 'admin')
      return centreOrdersService.uploadReport(ctx, request.params.orderId, await readUpload(request))
    },
  )

  app.post(
    '/:orderId/deliver',
    {
      schema: {
        operationId: 'deliverCentreOrder',
        tags,
        params,
        body: deliverCentreOrderRequestSchema,
        response: view,
      },
      config: changeLimit,
    },
    async (request) =>
      centreOrdersService.deliverOrder(
        signedInAs(request, 'lab', 'radio', 'admin'),
        request.params.orderId,
        request.body,
      ),
  )

  app.post(
    '/:orderId/undelivered',
    {
      schema: { operationId: 'markCentreOrderUndelivered', tags, params, response: view },
      config: changeLimit,
    },
    async (request) =>
      centreOrdersService.markUndelivered(
        signedInAs(request, 'lab', 'radio', 'admin'),
        request.params.orderId,
      ),
  )

  // Issue 41 §4 for lab tests and scans: a refused payment tried again, by another card or method, while the visit
  // time is held (the payer only).
  app.get(
    '/:orderId/payment',
    {
      schema: {
        operationId: 'getCentreOrderPayment',
        tags,
        params,
        response: { 200: centreOrderPaymentSchema },
      },
    },
    async (request) => centreOrdersService.orderPayment(signedIn(request), request.params.orderId),
  )

  app.post(
    '/:orderId/payment',
    {
      schema: {
        operationId: 'retryCentreOrderPayment',
        tags,
        params,
        body: retryPaymentRequestSchema,
        response: { 201: z.object({ orderId: z.uuid() }) },
      },
      config: changeLimit,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await centreOrdersService.retryPayment(signedIn(request), request.params.orderId, request.body),
        ),
  )
}
