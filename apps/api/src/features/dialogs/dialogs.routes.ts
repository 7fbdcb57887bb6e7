import {
  dialogDocumentSchema,
  dialogKeySchema,
  dialogLeafSchema,
  dialogListSchema,
  dialogTextSchema,
} from '@app/domain/dialogs'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '#api/db/database'
import { signedIn, signedInAs } from '#api/plugins/auth'
import * as dialogsService from './dialogs.service'

/**
 * Dialogs (SPEC 3.7, 7.3 'read and update dialogs/dr'; issue 10 §2): doctors and admins read the document, admins
 * save a leaf. This instance LISTENs for saves made anywhere, to drop its copy.
 */
export const dialogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, options) => {
  const tags = ['dialogs']
  const listener = dialogsService.startCache(options.db, app.log)
  app.addHook('onClose', async () => {
    await listener.close()
  })

  app.get(
    '/:document',
    {
      schema: {
        operationId: 'getDialogs',
        tags,
        params: z.object({ document: dialogDocumentSchema }),
        response: { 200: dialogListSchema },
      },
      // Who may ask is settled before the request is validated: a patient gets 403, not a 400 about the path.
      preValidation: async (request) => void signedInAs(request, 'doctor', 'admin'),
    },
    async (request) => dialogsService.getDialogs(signedIn(request), request.params.document),
  )

  app.put(
    '/:document/:key',
    {
      schema: {
        operationId: 'updateDialog',
        tags,
        params: z.object({ document: dialogDocumentSchema, key: dialogKeySchema }),
        body: dialogTextSchema,
        response: { 200: dialogLeafSchema },
      },
      preValidation: async (request) => void signedInAs(request, 'admin'),
    },
    async (request) =>
      dialogsService.updateDialog(
        signedIn(request),
        request.params.document,
        request.params.key,
        request.body,
      ),
  )
}
