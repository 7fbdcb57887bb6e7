import {
  accountChangeSchema,
  accountDetailSchema,
  accountListQuerySchema,
  accountListSchema,
  accountStatusSchema,
  adminListSchema,
  grantAdminSchema,
  managedKindSchema,
} from '@app/domain/admin-accounts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedInAs } from '#api/plugins/auth'
import * as accountsService from './admin-accounts.service'

const userParams = z.object({ userId: z.uuid() })

/**
 * The admins' account consoles (issue 10 §1, SPEC 2.9, 4, 6): /manage-patients, /manage-labs, /manage-radios and any
 * account's activation and testing mark.
 */
export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin-accounts']

  app.get(
    '/users/:userId',
    {
      schema: {
        operationId: 'getAccountStatus',
        tags,
        params: userParams,
        response: { 200: accountStatusSchema },
      },
    },
    async (request) => accountsService.getAccountStatus(signedInAs(request, 'admin'), request.params.userId),
  )

  app.patch(
    '/users/:userId',
    {
      schema: {
        operationId: 'changeAccount',
        tags,
        params: userParams,
        body: accountChangeSchema,
        response: { 200: accountStatusSchema },
      },
    },
    async (request) =>
      accountsService.changeAccount(signedInAs(request, 'admin'), request.params.userId, request.body),
  )

  app.get(
    '/:kind',
    {
      schema: {
        operationId: 'listAccounts',
        tags,
        params: z.object({ kind: managedKindSchema }),
        querystring: accountListQuerySchema,
        response: { 200: accountListSchema },
      },
    },
    async (request) =>
      accountsService.listAccounts(signedInAs(request, 'admin'), request.params.kind, request.query),
  )

  app.get(
    '/:kind/:userId',
    {
      schema: {
        operationId: 'getAccount',
        tags,
        params: z.object({ kind: managedKindSchema, userId: z.uuid() }),
        response: { 200: accountDetailSchema },
      },
    },
    async (request) =>
      accountsService.getAccount(signedInAs(request, 'admin'), request.params.kind, request.params.userId),
  )
}

/** /manage-admins (issue 10 §1): the admins, making one from an existing user, removing one (never the last). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin-accounts']

  app.get(
    '/',
    { schema: { operationId: 'listAdmins', tags, response: { 200: adminListSchema } } },
    async (request) => accountsService.listAdmins(signedInAs(request, 'admin')),
  )

  app.post(
    '/',
    {
      schema: { operationId: 'grantAdmin', tags, body: grantAdminSchema, response: { 200: adminListSchema } },
    },
    async (request) => accountsService.grantAdmin(signedInAs(request, 'admin'), request.body),
  )

  app.delete(
    '/:userId',
    { schema: { operationId: 'revokeAdmin', tags, params: userParams, response: { 200: adminListSchema } } },
    async (request) => accountsService.revokeAdmin(signedInAs(request, 'admin'), request.params.userId),
  )
}
