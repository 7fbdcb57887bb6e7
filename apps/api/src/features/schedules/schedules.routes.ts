import { scheduleSchema, scheduleViewSchema } from '@app/domain/schedules'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInAs } from '#api/plugins/auth'
import * as schedulesService from './schedules.service'

const doctorIdParams = z.object({ doctorId: z.uuid() })
const tags = ['schedules']

/**
 * Under /api/v1/doctors: a doctor's schedule (SPEC 2.8, 3.4). The availability built from it is public, for a doctor
 * one may see, so the doctors feature serves it (doctors.routes.ts: getAvailability, getAllReservedTimes).
 */
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
}
