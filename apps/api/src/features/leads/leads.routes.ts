import {
  createLeadSchema,
  leadListQuerySchema,
  leadListSchema,
  leadReceiptSchema,
  leadSchema,
  updateLeadSchema,
} from '@app/domain/leads'
import { cairoDate, DomainError } from '@app/domain/shared'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInAs } from '#api/plugins/auth'
import * as leadsService from './leads.service'

const leadParams = z.object({ leadId: z.uuid() })

/** Home-visit leads (issue 10 §2, SPEC 2.9 /hh_form_leads, 3.6, 4): ask for a visit; the admins' list, toggles, zip. */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who may ask is answered before what was asked: a visitor 401 and another role 403, whatever the input.
  const adminFirst = async (request: FastifyRequest) => void signedInAs(request, 'admin')
  const tags = ['leads']

  app.post(
    '/',
    {
      // Visitors and patients only (a doctor does not book visits, SPEC 6), before the input is looked at.
      preValidation: async (request) => {
        const role = request.ctx.session?.contextRole
        if (role && role !== 'patient') throw new DomainError('FORBIDDEN')
      },
      schema: {
        operationId: 'createLead',
        tags,
        body: createLeadSchema,
        response: { 201: leadReceiptSchema },
      },
      // Open to visitors: a per-address limit here, and a per-mobile one in the database (leads.service.ts).
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => reply.code(201).send(await leadsService.createLead(request.ctx, request.body)),
  )

  app.get(
    '/',
    {
      preValidation: adminFirst,
      schema: {
        operationId: 'listLeads',
        tags,
        querystring: leadListQuerySchema,
        response: { 200: leadListSchema },
      },
    },
    async (request) => leadsService.listLeads(signedInAs(request, 'admin'), request.query),
  )

  app.patch(
    '/:leadId',
    {
      preValidation: adminFirst,
      schema: {
        operationId: 'updateLead',
        tags,
        params: leadParams,
        body: updateLeadSchema,
        response: { 200: leadSchema },
      },
    },
    async (request) =>
      leadsService.updateLead(signedInAs(request, 'admin'), request.params.leadId, request.body),
  )

  app.get(
    '/export',
    {
      preValidation: adminFirst,
      schema: { operationId: 'exportLeads', tags },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const ctx = signedInAs(request, 'admin')
      const zip = await leadsService.exportLeads(ctx)
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="leads-${cairoDate(ctx.clock.now())}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip)
    },
  )
}
