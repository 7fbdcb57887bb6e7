import {
  measurementItemSchema,
  measurementListSchema,
  measurementQuerySchema,
  newMeasurementSchema,
} from '@app/domain/measurements'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInAs } from '#api/plugins/auth'
import * as measurementsService from './measurements.service'

/** Height and weight in a patient's medical files (SPEC 2.8, 3.7; issue 11 §2). Patients only. */
export const measurementRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who may ask is answered before what was asked: a visitor 401 and another role 403, whatever the input.
  const patientFirst = async (request: FastifyRequest) => void signedInAs(request, 'patient')
  const tags = ['measurements']

  app.get(
    '/',
    {
      preValidation: patientFirst,
      schema: {
        operationId: 'listMeasurements',
        tags,
        querystring: measurementQuerySchema,
        response: { 200: measurementListSchema },
      },
    },
    async (request) => measurementsService.listMeasurements(signedInAs(request, 'patient'), request.query),
  )

  app.post(
    '/',
    {
      preValidation: patientFirst,
      schema: {
        operationId: 'addMeasurement',
        tags,
        body: newMeasurementSchema,
        response: { 201: measurementItemSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await measurementsService.addMeasurement(signedInAs(request, 'patient'), request.body)),
  )

  app.delete(
    '/:id',
    {
      preValidation: patientFirst,
      schema: { operationId: 'deleteMeasurement', tags, params: z.object({ id: z.uuid() }) },
    },
    async (request, reply) => {
      await measurementsService.deleteMeasurement(signedInAs(request, 'patient'), request.params.id)
      return reply.code(204).send()
    },
  )
}
