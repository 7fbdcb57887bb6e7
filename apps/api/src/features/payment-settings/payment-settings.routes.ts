import {
  paymentSettingsSavedSchema,
  paymentSettingsViewSchema,
  updatePaymentSettingsSchema,
} from '@app/domain/payments'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '#api/db/database'
import { signedIn, signedInAs } from '#api/plugins/auth'
import * as paymentSettingsService from './payment-settings.service'

/**
 * Payment settings (issue 45 §5, SPEC 3.5, 7.3, 9; docs/decisions/0049): anyone reads the values in force (SPEC 7.3
 * publicConfigs/payment: the doctor's price editor and the booking flow show prices with them); only an admin session
 * opened with its second factor changes them. This instance LISTENs for changes made anywhere, to drop its copy.
 */
export const paymentSettingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, options) => {
  const tags = ['payment-settings']
  const listener = paymentSettingsService.startCache(options.db, app.log)
  app.addHook('onClose', async () => {
    await listener.close()
  })

  app.get(
    '/',
    { schema: { operationId: 'getPaymentSettings', tags, response: { 200: paymentSettingsViewSchema } } },
    async (request) => paymentSettingsService.getSettings(request.ctx),
  )

  app.put(
    '/',
    {
      schema: {
        operationId: 'updatePaymentSettings',
        tags,
        body: updatePaymentSettingsSchema,
        response: { 200: paymentSettingsSavedSchema },
      },
      // Who may ask is settled before the body is validated: a patient gets 403, not a 400 about the body.
      preValidation: async (request) => void signedInAs(request, 'admin'),
    },
    async (request) => paymentSettingsService.updateSettings(signedIn(request), request.body),
  )
}
