import {
  bookingIdParamsSchema,
  dispensePrescriptionSchema,
  prescriptionVerificationSchema,
  verificationCodeParamsSchema,
  callMessageListSchema,
  callMessageSchema,
  callSummarySchema,
  consultViewSchema,
  healthRecordQuerySchema,
  healthRecordSchema,
  rateConsultSchema,
  saveSessionSummarySchema,
  sendCallMessageSchema,
  sessionSummarySchema,
  videoTokenSchema,
} from '@app/domain/consults'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn } from '#api/plugins/auth'
import { readUpload } from '#api/shared/read-upload'
import * as consultsService from './consults.service'

/**
 * Video consults (issue 11; SPEC 2.1 /call, /session-summary, /call-review, /call-summary; 7.2 getVideoToken): the
 * room, the doctor's summary, the patient's rating and summary, the call's chat, and the record seen from a consult.
 */
export const consultRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['consults']
  const params = bookingIdParamsSchema

  app.get(
    '/:bookingId',
    { schema: { operationId: 'getConsult', tags, params, response: { 200: consultViewSchema } } },
    async (request) => consultsService.getConsult(signedIn(request), request.params.bookingId),
  )

  app.post(
    '/:bookingId/video-token',
    {
      schema: { operationId: 'getVideoToken', tags, params, response: { 200: videoTokenSchema } },
      // A tab asks once per entry (and after a reload or a lost socket); a loop is refused.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => consultsService.getVideoToken(signedIn(request), request.params.bookingId),
  )

  app.post(
    '/:bookingId/end',
    { schema: { operationId: 'endConsult', tags, params, response: { 200: consultViewSchema } } },
    async (request) => consultsService.endConsult(signedIn(request), request.params.bookingId),
  )

  app.get(
    '/:bookingId/summary',
    { schema: { operationId: 'getSessionSummary', tags, params, response: { 200: sessionSummarySchema } } },
    async (request) => consultsService.getSessionSummary(signedIn(request), request.params.bookingId),
  )

  app.put(
    '/:bookingId/summary',
    {
      schema: {
        operationId: 'saveSessionSummary',
        tags,
        params,
        body: saveSessionSummarySchema,
        response: { 200: sessionSummarySchema },
      },
    },
    async (request) =>
      consultsService.saveSessionSummary(signedIn(request), request.params.bookingId, request.body),
  )

  app.get(
    '/:bookingId/summary-view',
    { schema: { operationId: 'getCallSummary', tags, params, response: { 200: callSummarySchema } } },
    async (request) => consultsService.getCallSummary(signedIn(request), request.params.bookingId),
  )

  app.post(
    '/:bookingId/rating',
    {
      schema: {
        operationId: 'rateConsult',
        tags,
        params,
        body: rateConsultSchema,
        response: { 200: callSummarySchema },
      },
    },
    async (request) => consultsService.rateConsult(signedIn(request), request.params.bookingId, request.body),
  )

  app.get(
    '/:bookingId/record',
    { schema: { operationId: 'getConsultRecord', tags, params, response: { 200: healthRecordSchema } } },
    async (request) => consultsService.getRecordForConsult(signedIn(request), request.params.bookingId),
  )

  app.get(
    '/:bookingId/prescription.pdf',
    {
      schema: {
        operationId: 'getPrescriptionPdf',
        tags,
        params,
        produces: ['application/pdf'],
      },
      // Issue 41 §3: a person downloads a prescription a few times; counted per account, not per address, so one
      // account cannot spend the renderer and many phones behind one carrier address do not share a limit.
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '1 minute',
          keyGenerator: (request) => {
            const userId = request.ctx?.session?.userId
            return userId ? `user:${userId}` : `ip:${request.ip}`
          },
        },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await consultsService.prescriptionPdf(
        signedIn(request),
        request.params.bookingId,
      )
      // Health data: an attachment (never shown inline from our origin), never kept by a browser or a proxy.
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(pdf))
    },
  )

  app.get(
    '/:bookingId/messages',
    { schema: { operationId: 'listCallMessages', tags, params, response: { 200: callMessageListSchema } } },
    async (request) => consultsService.listMessages(signedIn(request), request.params.bookingId),
  )

  const chatLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } }
  app.post(
    '/:bookingId/messages',
    {
      schema: {
        operationId: 'postCallMessage',
        tags,
        params,
        body: sendCallMessageSchema,
        response: { 201: callMessageSchema },
      },
      config: chatLimit,
    },
    async (request, reply) => {
      const message = await consultsService.postMessage(
        signedIn(request),
        request.params.bookingId,
        request.body.text,
      )
      return reply.status(201).send(message)
    },
  )

  app.post(
    '/:bookingId/messages/file',
    {
      schema: {
        operationId: 'postCallFile',
        tags,
        params,
        consumes: ['multipart/form-data'],
        response: { 201: callMessageSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const ctx = signedIn(request)
      const upload = await readUpload(request)
      const message = await consultsService.postFile(ctx, request.params.bookingId, {
        body: upload.body,
        ...(upload.filename ? { filename: upload.filename } : {}),
        ...(upload.mimetype ? { mimetype: upload.mimetype } : {}),
      })
      return reply.status(201).send(message)
    },
  )
}

/** `GET /api/v1/health-records?fileId=` (SPEC 2.1 /health_records): the patient's record of one of their files. */
export const healthRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'getHealthRecord',
        tags: ['consults'],
        querystring: healthRecordQuerySchema,
        response: { 200: healthRecordSchema },
      },
    },
    async (request) => consultsService.getMyRecord(signedIn(request), request.query.fileId),
  )
}

/**
 * A prescription any pharmacy can check (issue 45 §4; docs/decisions/0045): public, signed in or not. Limited per
 * address (in PostgreSQL, shared by every instance): a pharmacy checks a few prescriptions a minute, a guesser needs
 * some 2^49 tries per hit among a million prescriptions. Dispensing is also limited per prescription (the service).
 */
export const prescriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['prescriptions']
  const params = verificationCodeParamsSchema

  app.get(
    '/verify/:code',
    {
      schema: {
        operationId: 'verifyPrescription',
        tags,
        params,
        response: { 200: prescriptionVerificationSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => consultsService.verifyPrescription(request.ctx, request.params.code),
  )

  app.post(
    '/verify/:code/dispense',
    {
      schema: {
        operationId: 'dispensePrescription',
        tags,
        params,
        body: dispensePrescriptionSchema,
        response: { 200: prescriptionVerificationSchema },
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request) => consultsService.dispensePrescription(request.ctx, request.params.code, request.body),
  )

  // A patient without the app at hand: their dispense code texted to their phone, never shown to the pharmacist.
  app.post(
    '/verify/:code/send-dispense-code',
    {
      schema: { operationId: 'sendDispenseCode', tags, params, response: { 204: z.null() } },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      await consultsService.sendDispenseCode(request.ctx, request.params.code)
      return reply.code(204).send(null)
    },
  )
}
