import {
  bookingQuoteQuerySchema,
  bookingQuoteSchema,
  bookingViewSchema,
  createBookingRequestSchema,
  createBookingResponseSchema,
} from '@app/domain/bookings'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '#api/plugins/auth'
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
}
