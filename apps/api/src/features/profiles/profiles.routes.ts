import {
  profileInputSchema,
  profileSchema,
  uploadedFileSchema,
  type UploadPurpose,
} from '@app/domain/profiles'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyRequest } from 'fastify'
import { signedIn } from '#api/plugins/auth'
import { readUpload } from '#api/shared/read-upload'
import * as profilesService from './profiles.service'

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

  app.post('/me/photo', uploadRoute('avatar', 'uploadProfilePhoto'))
  app.post('/me/id-document', uploadRoute('idDocument', 'uploadIdDocument'))
}
