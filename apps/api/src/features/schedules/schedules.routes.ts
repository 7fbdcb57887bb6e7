import {
  availabilityQuerySchema,
  availabilitySchema,
  reservedTimesQuerySchema,
  reservedTimesSchema,
  scheduleSchema,
  scheduleViewSchema,
} from '@app/domain/schedules'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import * as doctorsService from '#api/features/doctors/doctors.service'
import { signedInAs } from '#api/plugins/auth'
import * as schedulesService from './schedules.service'

const doctorIdParams = z.object({ doctorId: z.uuid() })
const tags = ['schedules']

/** Under /api/v1/doctors: a doctor's schedule (SPEC 2.8, 3.4) and the availability built from it. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  // A doctor's own schedule: no doctor id in the URL, so a doctor can never name another doctor's.
  app.get(
    '/me/schedule',
    { schema: { operationId: 'getMySchedule', tags, response: { 200: scheduleViewSchema } } },
    async (request) => {
      const ctx = signedInAs(request, 'doctor')
      return schedulesService.getSchedule(ctx, ctx.session.userId)
    },
  )
  app.put(
    '/me/schedule',
    {
      schema: {
        operationId: 'updateMySchedule',
        tags,
        body: scheduleSchema,
        response: { 200: scheduleViewSchema },
      },
    },
    async (request) => {
      const ctx = signedInAs(request, 'doctor')
      const doctorId = ctx.session.userId
      return schedulesService.saveSchedule(ctx, doctorId, request.body)
    },
  )

  // Admins edit any doctor's schedule.
  app.get(
    '/:doctorId/schedule',
    {
      schema: {
        operationId: 'getDoctorSchedule',
        tags,
        params: doctorIdParams,
        response: { 200: scheduleViewSchema },
      },
    },
    async (request) => schedulesService.getSchedule(signedInAs(request, 'admin'), request.params.doctorId),
  )
  app.put(
    '/:doctorId/schedule',
    {
      schema: {
        operationId: 'updateDoctorSchedule',
        tags,
        params: doctorIdParams,
        body: scheduleSchema,
        response: { 200: scheduleViewSchema },
      },
    },
    async (request) => {
      const ctx = signedInAs(request, 'admin')
      const { doctorId } = request.params
      return schedulesService.saveSchedule(ctx, doctorId, request.body)
    },
  )

  app.get(
    '/:doctorId/availability',
    {
      schema: {
        operationId: 'getAvailability',
        tags,
        params: doctorIdParams,
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema },
      },
    },
    async (request) => {
      // Who may see the doctor is checked beside the computation, not before it: one round trip, not two.
      const [, availability] = await Promise.all([
        doctorsService.assertVisible(request.ctx, request.params.doctorId),
        schedulesService.getAvailability(request.ctx, request.params.doctorId, request.query),
      ])
      return availability
    },
  )

  app.get(
    '/:doctorId/reserved-times',
    {
      schema: {
        operationId: 'getAllReservedTimes',
        tags,
        params: doctorIdParams,
        querystring: reservedTimesQuerySchema,
        response: { 200: reservedTimesSchema },
      },
    },
    async (request) => {
      await doctorsService.assertVisible(request.ctx, request.params.doctorId)
      return schedulesService.getReservedTimes(request.ctx, request.params.doctorId, request.query.day)
    },
  )
}
