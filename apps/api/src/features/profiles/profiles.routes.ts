import {
  adminEditableRoleSchema,
  profileInputSchema,
  profileSchema,
  uploadedFileSchema,
  type UploadPurpose,
} from '@app/domain/profiles'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { signedIn, signedInAs } from '#api/plugins/auth'
import { readUpload } from '#api/shared/read-upload'
import * as profilesService from './profiles.service'

/** Another user's profile, named by an admin (issue 10 §1); a doctor's is the doctor editor's (/doctors/:id). */
const ownerParams = z.object({ role: adminEditableRoleSchema, userId: z.uuid() })

const uploadRoute = (purpose: UploadPurpose, operationId: string) => ({
  schema: {
    operationId,
    tags: ['profiles'],
    consumes: ['multipart/form-data'],
    response: { 200: uploadedFileSchema },
  },
  config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
  handler: async (request: FastifyRequest) => {
    return profilesService.uploadMyFile(signedIn(request), purpose, (await readUpload(request)).body)
  },
})

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    { schema: { operationId: 'getMyProfile', tags: ['profiles'], response: { 200: profileSchema } } },
    async (request) => profilesService.getMyProfile(signedIn(request)),
  )

  app.post(
    '/me',
    {
      schema: {
        operationId: 'createProfile',
        tags: ['profiles'],
        body: profileInputSchema,
        response: { 201: profileSchema },
      },
    },
    async (request, reply) => {
      const profile = await profilesService.createMyProfile(signedIn(request), request.body)
      return reply.status(201).send(profile)
    },
  )

  app.put(
    '/me',
    {
      schema: {
        operationId: 'updateProfile',
        tags: ['profiles'],
        body: profileInputSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => profilesService.updateMyProfile(signedIn(request), request.body),
  )

  app.get(
    '/:role/:userId',
    {
      schema: {
        operationId: 'getProfileFor',
        tags: ['profiles'],
        params: ownerParams,
        response: { 200: profileSchema },
      },
    },
    async (request) =>
      profilesService.getProfileFor(signedInAs(request, 'admin'), request.params.role, request.params.userId),
  )

  app.put(
    '/:role/:userId',
    {
      schema: {
        operationId: 'updateProfileFor',
        tags: ['profiles'],
        params: ownerParams,
        body: profileInputSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) =>
      profilesService.updateProfileFor(
        signedInAs(request, 'admin'),
        request.params.role,
        request.params.userId,
        request.body,
      ),
  )

  app.post('/me/photo', uploadRoute('avatar', 'uploadProfilePhoto'))
  app.post('/me/id-document', uploadRoute('idDocument', 'uploadIdDocument'))
}
