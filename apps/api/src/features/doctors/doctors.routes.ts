import {
  clinicPracticeInputSchema,
  doctorEditorSaveSchema,
  doctorEditorSchema,
  doctorPageSchema,
  doctorProfileInputSchema,
  doctorSearchQuerySchema,
  doctorSearchResultSchema,
  favouritesQuerySchema,
  homePracticeInputSchema,
  practiceKinds,
  videoPracticeInputSchema,
} from '@app/domain/doctors'
import { uploadedFileSchema } from '@app/domain/profiles'
import {
  availabilityQuerySchema,
  availabilitySchema,
  reservedTimesQuerySchema,
  reservedTimesSchema,
} from '@app/domain/schedules'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '#api/db/database'
import { signedInAs } from '#api/plugins/auth'
import { readUpload } from '#api/shared/read-upload'
import { startNameWordsCopy } from './doctors.name-words'
import * as doctorsService from './doctors.service'

const doctorIdParams = z.object({ doctorId: z.uuid() })
const tags = ['doctors']
const scheduleTags = ['schedules']

/** A doctor edits their own profile; there is no doctor id in these URLs, so no one else's can be named. */
function me(request: FastifyRequest) {
  const ctx = signedInAs(request, 'doctor')
  return { ctx, doctorId: ctx.session.userId }
}
/** Admins open and edit any doctor (SPEC 2.2, 6: the three profile-edit pages). */
function admin(request: FastifyRequest, doctorId: string) {
  return { ctx: signedInAs(request, 'admin'), doctorId }
}

const practiceBodies = {
  video: videoPracticeInputSchema,
  clinic: clinicPracticeInputSchema,
  home: homePracticeInputSchema,
} as const
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export const doctorRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, options) => {
  // This instance's copy of the name words, dropped when a name brings a new one (doctors.name-words.ts).
  const nameWords = startNameWordsCopy(options.db, app.log)
  app.addHook('onClose', async () => {
    await nameWords.close()
  })
  app.get(
    '/',
    {
      schema: {
        operationId: 'searchDoctors',
        tags,
        querystring: doctorSearchQuerySchema,
        response: { 200: doctorSearchResultSchema },
      },
    },
    async (request) => doctorsService.searchDoctors(request.ctx, request.query),
  )

  app.get(
    '/me/profile',
    { schema: { operationId: 'getMyDoctorProfile', tags, response: { 200: doctorEditorSchema } } },
    async (request) => {
      const { ctx, doctorId } = me(request)
      return doctorsService.getEditor(ctx, doctorId)
    },
  )
  app.put(
    '/me/profile',
    {
      schema: {
        operationId: 'updateMyDoctorProfile',
        tags,
        body: doctorProfileInputSchema,
        response: { 200: doctorEditorSchema },
      },
    },
    async (request) => {
      const { ctx, doctorId } = me(request)
      return doctorsService.updateProfile(ctx, doctorId, request.body)
    },
  )
  app.get(
    '/:doctorId/profile',
    {
      schema: {
        operationId: 'getDoctorProfile',
        tags,
        params: doctorIdParams,
        response: { 200: doctorEditorSchema },
      },
    },
    async (request) => {
      const { ctx, doctorId } = admin(request, request.params.doctorId)
      return doctorsService.getEditor(ctx, doctorId)
    },
  )
  app.put(
    '/:doctorId/profile',
    {
      schema: {
        operationId: 'updateDoctorProfile',
        tags,
        params: doctorIdParams,
        body: doctorProfileInputSchema,
        response: { 200: doctorEditorSchema },
      },
    },
    async (request) => {
      const { ctx, doctorId } = admin(request, request.params.doctorId)
      return doctorsService.updateProfile(ctx, doctorId, request.body)
    },
  )

  // SPEC 2.8 'Save (finish later)': the profile and the page's practice in one request and one transaction.
  app.put(
    '/me/editor',
    {
      schema: {
        operationId: 'saveMyDoctorEditor',
        tags,
        body: doctorEditorSaveSchema,
        response: { 200: doctorEditorSchema },
      },
    },
    async (request) => {
      const { ctx, doctorId } = me(request)
      return doctorsService.saveEditor(ctx, doctorId, request.body)
    },
  )
  app.put(
    '/:doctorId/editor',
    {
      schema: {
        operationId: 'saveDoctorEditor',
        tags,
        params: doctorIdParams,
        body: doctorEditorSaveSchema,
        response: { 200: doctorEditorSchema },
      },
    },
    async (request) => {
      const { ctx, doctorId } = admin(request, request.params.doctorId)
      return doctorsService.saveEditor(ctx, doctorId, request.body)
    },
  )

  for (const kind of practiceKinds) {
    const body = practiceBodies[kind]
    app.put(
      `/me/practices/${kind}`,
      {
        schema: {
          operationId: `updateMy${capitalised(kind)}Practice`,
          tags,
          body,
          response: { 200: doctorEditorSchema },
        },
      },
      async (request) => {
        const { ctx, doctorId } = me(request)
        return doctorsService.updatePractice(ctx, doctorId, {
          kind,
          input: request.body,
        } as doctorsService.PracticeInput)
      },
    )
    app.put(
      `/:doctorId/practices/${kind}`,
      {
        schema: {
          operationId: `updateDoctor${capitalised(kind)}Practice`,
          tags,
          params: doctorIdParams,
          body,
          response: { 200: doctorEditorSchema },
        },
      },
      async (request) => {
        const { ctx, doctorId } = admin(request, request.params.doctorId)
        return doctorsService.updatePractice(ctx, doctorId, {
          kind,
          input: request.body,
        } as doctorsService.PracticeInput)
      },
    )
  }

  app.post(
    '/me/submit',
    { schema: { operationId: 'submitDoctorProfile', tags, response: { 200: doctorEditorSchema } } },
    async (request) => {
      const { ctx, doctorId } = me(request)
      return doctorsService.submitProfile(ctx, doctorId)
    },
  )
  app.post(
    '/:doctorId/submit',
    {
      schema: {
        operationId: 'submitDoctorProfileFor',
        tags,
        params: doctorIdParams,
        response: { 200: doctorEditorSchema },
      },
    },
    async (request) => {
      const { ctx, doctorId } = admin(request, request.params.doctorId)
      return doctorsService.submitProfile(ctx, doctorId)
    },
  )

  const multipartUpload = {
    tags,
    consumes: ['multipart/form-data'],
    response: { 200: uploadedFileSchema },
  }
  const uploadLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } }
  app.post(
    '/me/documents',
    { schema: { operationId: 'uploadDoctorDocument', ...multipartUpload }, config: uploadLimit },
    async (request) => {
      const { ctx, doctorId } = me(request)
      return doctorsService.uploadDocument(ctx, doctorId, await readUpload(request))
    },
  )
  app.post(
    '/:doctorId/documents',
    {
      schema: { operationId: 'uploadDoctorDocumentFor', params: doctorIdParams, ...multipartUpload },
      config: uploadLimit,
    },
    async (request) => {
      const { ctx, doctorId } = admin(request, request.params.doctorId)
      return doctorsService.uploadDocument(ctx, doctorId, await readUpload(request))
    },
  )
  app.post(
    '/:doctorId/photo',
    {
      schema: { operationId: 'uploadDoctorPhotoFor', params: doctorIdParams, ...multipartUpload },
      config: uploadLimit,
    },
    async (request) => {
      const { ctx, doctorId } = admin(request, request.params.doctorId)
      return doctorsService.uploadPhotoFor(ctx, doctorId, (await readUpload(request)).body)
    },
  )
  app.delete(
    '/me/documents/:fileId',
    {
      schema: {
        operationId: 'deleteDoctorDocument',
        tags,
        params: z.object({ fileId: z.uuid() }),
        response: { 200: doctorEditorSchema },
      },
    },
    async (request) => {
      const { ctx, doctorId } = me(request)
      return doctorsService.deleteDocument(ctx, doctorId, request.params.fileId)
    },
  )
  app.delete(
    '/:doctorId/documents/:fileId',
    {
      schema: {
        operationId: 'deleteDoctorDocumentFor',
        tags,
        params: doctorIdParams.extend({ fileId: z.uuid() }),
        response: { 200: doctorEditorSchema },
      },
    },
    async (request) => {
      const { ctx, doctorId } = admin(request, request.params.doctorId)
      return doctorsService.deleteDocument(ctx, doctorId, request.params.fileId)
    },
  )

  // A visible doctor's free slots and taken times: public, and documented with the schedules they come from.
  app.get(
    '/:doctorId/availability',
    {
      schema: {
        operationId: 'getAvailability',
        tags: scheduleTags,
        params: doctorIdParams,
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema },
      },
    },
    async (request) => doctorsService.getAvailability(request.ctx, request.params.doctorId, request.query),
  )
  app.get(
    '/:doctorId/reserved-times',
    {
      schema: {
        operationId: 'getAllReservedTimes',
        tags: scheduleTags,
        params: doctorIdParams,
        querystring: reservedTimesQuerySchema,
        response: { 200: reservedTimesSchema },
      },
    },
    async (request) =>
      doctorsService.getReservedTimes(request.ctx, request.params.doctorId, request.query.day),
  )

  app.get(
    '/:doctorId',
    {
      schema: {
        operationId: 'getDoctor',
        tags,
        params: doctorIdParams,
        response: { 200: doctorPageSchema },
      },
    },
    async (request) => doctorsService.getDoctorPage(request.ctx, request.params.doctorId),
  )
}

/** SPEC 2.8 and 6: favourites are a patient's (the button is only for patients). */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listFavourites',
        tags,
        querystring: favouritesQuerySchema,
        response: { 200: doctorSearchResultSchema },
      },
    },
    async (request) => doctorsService.listFavourites(signedInAs(request, 'patient'), request.query),
  )
  app.put(
    '/:doctorId',
    {
      schema: { operationId: 'addFavourite', tags, params: doctorIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await doctorsService.addFavourite(signedInAs(request, 'patient'), request.params.doctorId)
      return reply.status(204).send(null)
    },
  )
  app.delete(
    '/:doctorId',
    {
      schema: { operationId: 'removeFavourite', tags, params: doctorIdParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await doctorsService.removeFavourite(signedInAs(request, 'patient'), request.params.doctorId)
      return reply.status(204).send(null)
    },
  )
}
