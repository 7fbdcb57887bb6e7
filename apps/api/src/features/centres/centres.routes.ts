import {
  centreDetailsSchema,
  centreHoursSchema,
  centreHoursViewSchema,
  centreOfferInputSchema,
  centreOffersSchema,
  centreServiceIdSchema,
  centreServiceSearchQuerySchema,
  centreServiceSearchResultSchema,
  centresForServiceQuerySchema,
  centresForServiceSchema,
} from '@app/domain/centres'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInAs } from '#api/plugins/auth'
import * as centresService from './centres.service'

const tags = ['centres']
const serviceParams = z.object({ serviceId: centreServiceIdSchema })
const centreParams = z.object({ centreId: z.uuid() })
const centreServiceParams = centreParams.extend({ serviceId: centreServiceIdSchema })

/**
 * Issue 43 §1: the catalogue of tests and scans (public), a centre's own offers and opening hours (`/me`: the centre
 * names no id, so it can never reach another's), and the same for an admin (`/{centreId}`: /manage-labs/{labId},
 * /manage-radios/{radioId}).
 */
export const centreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/services',
    {
      schema: {
        operationId: 'searchCentreServices',
        tags,
        querystring: centreServiceSearchQuerySchema,
        response: { 200: centreServiceSearchResultSchema },
      },
    },
    async (request) => centresService.searchServices(request.ctx, request.query),
  )

  app.get(
    '/services/:serviceId/centres',
    {
      schema: {
        operationId: 'getCentresForService',
        tags,
        params: serviceParams,
        querystring: centresForServiceQuerySchema,
        response: { 200: centresForServiceSchema },
      },
    },
    async (request) => centresService.centresForService(request.ctx, request.params.serviceId, request.query),
  )

  app.get(
    '/:centreId/details',
    {
      schema: {
        operationId: 'getCentreDetails',
        tags,
        params: centreParams,
        response: { 200: centreDetailsSchema },
      },
    },
    async (request) => centresService.centreDetails(request.ctx, request.params.centreId),
  )

  app.get(
    '/me/offers',
    { schema: { operationId: 'getMyOffers', tags, response: { 200: centreOffersSchema } } },
    async (request) => {
      const ctx = signedInAs(request, 'lab', 'radio')
      return centresService.listOffers(ctx, ctx.session.userId)
    },
  )
  app.put(
    '/me/offers/:serviceId',
    {
      schema: {
        operationId: 'saveMyOffer',
        tags,
        params: serviceParams,
        body: centreOfferInputSchema,
        response: { 200: centreOffersSchema },
      },
    },
    async (request) => {
      const ctx = signedInAs(request, 'lab', 'radio')
      return centresService.saveOffer(ctx, ctx.session.userId, request.params.serviceId, request.body)
    },
  )
  app.delete(
    '/me/offers/:serviceId',
    {
      schema: {
        operationId: 'removeMyOffer',
        tags,
        params: serviceParams,
        response: { 200: centreOffersSchema },
      },
    },
    async (request) => {
      const ctx = signedInAs(request, 'lab', 'radio')
      return centresService.removeOffer(ctx, ctx.session.userId, request.params.serviceId)
    },
  )
  app.get(
    '/me/hours',
    { schema: { operationId: 'getMyHours', tags, response: { 200: centreHoursViewSchema } } },
    async (request) => {
      const ctx = signedInAs(request, 'lab', 'radio')
      return centresService.getHours(ctx, ctx.session.userId)
    },
  )
  app.put(
    '/me/hours',
    {
      schema: {
        operationId: 'saveMyHours',
        tags,
        body: centreHoursSchema,
        response: { 200: centreHoursViewSchema },
      },
    },
    async (request) => {
      const ctx = signedInAs(request, 'lab', 'radio')
      return centresService.saveHours(ctx, ctx.session.userId, request.body)
    },
  )

  // An admin sees and corrects any centre's.
  app.get(
    '/:centreId/offers',
    {
      schema: {
        operationId: 'getCentreOffers',
        tags,
        params: centreParams,
        response: { 200: centreOffersSchema },
      },
    },
    async (request) => centresService.listOffers(signedInAs(request, 'admin'), request.params.centreId),
  )
  app.put(
    '/:centreId/offers/:serviceId',
    {
      schema: {
        operationId: 'saveCentreOffer',
        tags,
        params: centreServiceParams,
        body: centreOfferInputSchema,
        response: { 200: centreOffersSchema },
      },
    },
    async (request) =>
      centresService.saveOffer(
        signedInAs(request, 'admin'),
        request.params.centreId,
        request.params.serviceId,
        request.body,
      ),
  )
  app.delete(
    '/:centreId/offers/:serviceId',
    {
      schema: {
        operationId: 'removeCentreOffer',
        tags,
        params: centreServiceParams,
        response: { 200: centreOffersSchema },
      },
    },
    async (request) =>
      centresService.removeOffer(
        signedInAs(request, 'admin'),
        request.params.centreId,
        request.params.serviceId,
      ),
  )
  app.get(
    '/:centreId/hours',
    {
      schema: {
        operationId: 'getCentreHours',
        tags,
        params: centreParams,
        response: { 200: centreHoursViewSchema },
      },
    },
    async (request) => centresService.getHours(signedInAs(request, 'admin'), request.params.centreId),
  )
  app.put(
    '/:centreId/hours',
    {
      schema: {
        operationId: 'saveCentreHours',
        tags,
        params: centreParams,
        body: centreHoursSchema,
        response: { 200: centreHoursViewSchema },
      },
    },
    async (request) =>
      centresService.saveHours(signedInAs(request, 'admin'), request.params.centreId, request.body),
  )
}
