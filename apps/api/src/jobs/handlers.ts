import { translate } from '@app/i18n'
import * as bookingRemindersService from '#api/features/bookings/booking-reminders.service'
import * as bookingPaymentService from '#api/features/bookings/booking-payment.service'
import * as contactService from '#api/features/accounts/contact.service'
import * as centreOrdersService from '#api/features/centre-orders/centre-orders.service'
import * as consultsService from '#api/features/consults/consults.service'
import * as notificationsService from '#api/features/notifications/notifications.service'
import * as paymentsService from '#api/features/payments/payments.service'
import * as payoutsService from '#api/features/payouts/payouts.service'
import * as waitingListService from '#api/features/waiting-list/waiting-list.service'
import * as topicNotificationsService from '#api/features/topic-notifications/topic-notifications.service'
import type { RequestContext } from '#api/plugins/context'
import '#api/seams'
import { emailTemplates, smsTemplates, type JobData, type JobName } from './definitions'

/**
 * What each job does, given the context the runner made for it (createContext: the job's language, a logger naming
 * the job, the job id as request id). A handler must be idempotent: pg-boss delivers at least once (a worker that
 * dies mid-job has its job run again), so each send passes the job's id (derived from its key) on to the adapter, which drops a repeat.
 * Handlers that need a feature call that feature's service, as app.ts composes routes.
 */
export type JobHandlers = {
  [N in JobName]: (ctx: RequestContext, data: JobData<N>, key: string) => Promise<void>
}

export const jobHandlers: JobHandlers = {
  'sms.send': async (ctx, data, key) => {
    await ctx.adapters.sms.send(data.to, translate(data.language, smsTemplates[data.template], data.params), {
      key,
    })
  },
  'email.send': async (ctx, data, key) => {
    const template = emailTemplates[data.template]
    await ctx.adapters.mail.send({
      to: data.to,
      subject: translate(data.language, template.subject, data.params),
      text: translate(data.language, template.text, data.params),
      key,
    })
  },
  'notification.fanOut': async (ctx, data) => {
    await notificationsService.fanOut(ctx, data.notificationIds)
  },
  'notification.deliver': async (ctx, data, key) => {
    await notificationsService.deliver(
      { ...ctx, recipientOf: contactService.recipientOf },
      data.notificationId,
      data.channel,
      key,
    )
  },
  'broadcast.batch': async (ctx, data) => {
    await topicNotificationsService.sendBatch(ctx, data.broadcastId)
  },
  'files.deleteStored': async (ctx, data) => {
    // Deleting what is already gone is not an error (local: rm --force; S3: DeleteObject), so a repeat is harmless.
    for (const key of data.storageKeys) await ctx.adapters.storage.delete(key)
  },
  'consults.close': async (ctx) => {
    await consultsService.closeDue(ctx)
  },
  'bookings.remind': async (ctx) => {
    await bookingRemindersService.sendDueReminders(ctx)
  },
  'centreOrders.remind': async (ctx, data) => {
    await centreOrdersService.remind(ctx, data.orderId)
  },
  'payments.refund': async (ctx, data) => {
    await paymentsService.refundToCard(ctx, data)
  },
  'payments.expire': async (ctx, data) => {
    await paymentsService.expireOrder(ctx, data.orderId)
  },
  'bookings.endFailedHold': async (ctx, data) => {
    await bookingPaymentService.endFailedHold(ctx, data.bookingId)
  },
  'centreOrders.endFailedHold': async (ctx, data) => {
    await centreOrdersService.endFailedHold(ctx, data.orderId)
  },
  'waitingList.offer': async (ctx, data) => {
    await waitingListService.offerFreeTimes(ctx, data.doctorId)
  },
  'payouts.send': async (ctx, data) => {
    await payoutsService.sendPayout(ctx, data.payoutId)
  },
  'payouts.poll': async (ctx) => {
    await payoutsService.pollPayouts(ctx)
  },
  'payments.sandboxCallback': async (ctx, data) => {
    await paymentsService.sendSandboxCallback(ctx, data)
  },
}
