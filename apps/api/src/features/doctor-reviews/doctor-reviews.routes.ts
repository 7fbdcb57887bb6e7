import {
  returnProfileSchema,
  reviewListItemSchema,
  reviewListQuerySchema,
  reviewListSchema,
} from '@app/domain/doctor-reviews'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInAs } from '#api/plugins/auth'
import * as reviewsService from './doctor-reviews.service'

const doctorParams = z.object({ doctorId: z.uuid() })

/** The admins' review of doctors (issue 10 §1, SPEC 2.9 /manage-doctors): the list, verify, return with a reason. */
export const doctorReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['doctor-reviews']

  app.get(
    '/',
    {
      schema: {
        operationId: 'listDoctorReviews',
        tags,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema },
      },
    },
    async (request) => reviewsService.listReviews(signedInAs(request, 'admin'), request.query),
  )

  app.post(
    '/:doctorId/verify',
    {
      schema: {
        operationId: 'verifyDoctor',
        tags,
        params: doctorParams,
        response: { 200: reviewListItemSchema },
      },
    },
    async (request) => reviewsService.verifyDoctor(signedInAs(request, 'admin'), request.params.doctorId),
  )

  app.post(
    '/:doctorId/return',
    {
      schema: {
        operationId: 'returnDoctor',
        tags,
        params: doctorParams,
        body: returnProfileSchema,
        response: { 200: reviewListItemSchema },
      },
    },
    async (request) =>
      reviewsService.returnDoctor(signedInAs(request, 'admin'), request.params.doctorId, request.body),
  )
}
