import {
  bookingIdParamSchema,
  bookingListItemSchema,
  bookingListQuerySchema,
  bookingListSchema,
} from '@app/domain/bookings'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signedIn } from '#api/plugins/auth'
import * as listService from './bookings-list.service'

/**
 * My bookings (issue 12 §1; SPEC 2.1 /bookings): the list of the caller's side, and the doctor's mark that the patient
 * did not come. Registered under /api/v1/bookings beside bookingRoutes (POST /, GET /quote, GET /:bookingId): the
 * paths differ, so the two plugins share the prefix.
 */
export const bookingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['bookings']
  // Signed-out callers hear 401 before anything about their query.
  const signedInFirst = async (request: FastifyRequest) => void signedIn(request)

  app.get(
    '/',
    {
      preValidation: signedInFirst,
      schema: {
        operationId: 'listBookings',
        tags,
        querystring: bookingListQuerySchema,
        response: { 200: bookingListSchema },
      },
    },
    async (request) => listService.listBookings(signedIn(request), request.query),
  )

  app.post(
    '/:bookingId/patient-no-show',
    {
      preValidation: signedInFirst,
      schema: {
        operationId: 'markPatientNoShow',
        tags,
        params: bookingIdParamSchema,
        response: { 200: bookingListItemSchema },
      },
    },
    async (request) => listService.markPatientNoShow(signedIn(request), request.params.bookingId),
  )
}
