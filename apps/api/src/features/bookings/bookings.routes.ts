import {
  cancelBookingRequestSchema,
  cancellationQuoteSchema,
  createFollowUpRequestSchema,
  followUpOptionSchema,
  rescheduleBookingRequestSchema,
  bookingQuoteQuerySchema,
  bookingQuoteSchema,
  bookingPaymentSchema,
  bookingViewSchema,
  createBookingRequestSchema,
  retryPaymentRequestSchema,
  createBookingPerMinute,
  createBookingResponseSchema,
} from '@app/domain/bookings'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '#api/plugins/auth'
import * as bookingChangesService from './booking-changes.service'
import * as bookingPaymentService from './booking-payment.service'
import * as bookingsService from './bookings.service'

/** Bookings (issue 9 §1–2, SPEC 2.5, 7.2): step 6's quote, createBooking, and a booking with its receipt. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['bookings']

  app.get(
    '/quote',
    {
      schema: {
        operationId: 'quoteBooking',
        tags,
        querystring: bookingQuoteQuerySchema,
        response: { 200: bookingQuoteSchema },
      },
    },
    async (request) => bookingsService.quote(signedIn(request), request.query),
  )

  app.post(
    '/',
    {
      schema: {
        operationId: 'createBooking',
        tags,
        body: createBookingRequestSchema,
        response: { 201: createBookingResponseSchema },
      },
      // Per account, not per address (issue 41 §2): one account booked 48 holds in 1.6 s; a family behind one
      // address books at its own pace. Signed out, the request is refused anyway; it is counted by address.
      config: {
        rateLimit: {
          max: createBookingPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request) => request.ctx.session?.userId ?? request.ip,
        },
      },
    },
    async (request, reply) => {
      const created = await bookingsService.createBooking(signedIn(request), request.body)
      return reply.status(201).send(created)
    },
  )

  app.get(
    '/:bookingId',
    {
      schema: {
        operationId: 'getBooking',
        tags,
        params: z.object({ bookingId: z.uuid() }),
        response: { 200: bookingViewSchema },
      },
    },
    async (request) => bookingsService.getBooking(signedIn(request), request.params.bookingId),
  )

  // Issue 12 §2, §4: changing a paid booking.
  const params = z.object({ bookingId: z.uuid() })
  const changeLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } }

  app.get(
    '/:bookingId/cancellation',
    {
      schema: { operationId: 'quoteCancellation', tags, params, response: { 200: cancellationQuoteSchema } },
    },
    async (request) => bookingChangesService.cancellationQuote(signedIn(request), request.params.bookingId),
  )

  app.post(
    '/:bookingId/cancel',
    {
      schema: {
        operationId: 'cancelBooking',
        tags,
        params,
        body: cancelBookingRequestSchema,
        response: { 200: bookingViewSchema },
      },
      config: changeLimit,
    },
    async (request) =>
      bookingChangesService.cancelBooking(signedIn(request), request.params.bookingId, request.body),
  )

  app.post(
    '/:bookingId/reschedule',
    {
      schema: {
        operationId: 'rescheduleBooking',
        tags,
        params,
        body: rescheduleBookingRequestSchema,
        response: { 200: bookingViewSchema },
      },
      config: changeLimit,
    },
    async (request) =>
      bookingChangesService.rescheduleBooking(signedIn(request), request.params.bookingId, request.body),
  )

  app.get(
    '/:bookingId/follow-up',
    { schema: { operationId: 'getFollowUpOption', tags, params, response: { 200: followUpOptionSchema } } },
    async (request) => bookingChangesService.followUpOption(signedIn(request), request.params.bookingId),
  )

  app.post(
    '/:bookingId/follow-up',
    {
      schema: {
        operationId: 'createFollowUp',
        tags,
        params,
        body: createFollowUpRequestSchema,
        response: { 201: z.object({ bookingId: z.uuid() }) },
      },
      config: changeLimit,
    },
    async (request, reply) => {
      const created = await bookingChangesService.createFollowUp(
        signedIn(request),
        request.params.bookingId,
        request.body,
      )
      return reply.status(201).send(created)
    },
  )

  // Issue 41 §4: a failed payment tried again, by another card or method, for the same held time (payer only).
  app.get(
    '/:bookingId/payment',
    {
      schema: { operationId: 'getBookingPayment', tags, params, response: { 200: bookingPaymentSchema } },
    },
    async (request) => bookingPaymentService.bookingPayment(signedIn(request), request.params.bookingId),
  )

  app.post(
    '/:bookingId/payment',
    {
      schema: {
        operationId: 'retryBookingPayment',
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
          await bookingPaymentService.retryBookingPayment(
            signedIn(request),
            request.params.bookingId,
            request.body,
          ),
        ),
  )
}
