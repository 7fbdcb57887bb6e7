import {
  linkMedicalFileSchema,
  medicalFileListSchema,
  medicalFileSchema,
  newDependentSchema,
} from '@app/domain/medical-files'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { signedIn } from '#api/plugins/auth'
import * as medicalFilesService from './medical-files.service'

/** Medical files (SPEC 2.8, issue 9 §1): whom a patient may book for, a family member's new file, another's file. */
export const medicalFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['medical-files']

  app.get(
    '/',
    { schema: { operationId: 'listMedicalFiles', tags, response: { 200: medicalFileListSchema } } },
    async (request) => medicalFilesService.listFiles(signedIn(request)),
  )

  app.post(
    '/dependents',
    {
      schema: {
        operationId: 'addDependent',
        tags,
        body: newDependentSchema,
        response: { 201: medicalFileSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await medicalFilesService.addDependent(signedIn(request), request.body)),
  )

  app.post(
    '/links',
    {
      // The same IP limit as sign-in: it checks a password (the service adds the per-account limits).
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        operationId: 'linkMedicalFile',
        tags,
        body: linkMedicalFileSchema,
        response: { 201: medicalFileSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await medicalFilesService.linkFile(signedIn(request), request.body)),
  )
}
