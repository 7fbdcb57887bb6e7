import {
  categoriesOfRole,
  choosableChannels,
  defaultChannelChoices,
  goesThrough,
  notificationPageSize,
  notificationTypes,
  type ChannelChoices,
  type NotificationChannel,
  type NotificationList,
  type NotificationParams,
  type NotificationType,
  type PushSubscriptionInput,
} from '@app/domain/notifications'
import { asGender, type Gender } from '@app/domain/profiles'
import { randomUUID } from 'node:crypto'
import { DomainError, type Language } from '@app/domain/shared'
import { translate } from '@app/i18n'
import type { Adapters } from '#api/adapters/adapters'
import type { Config } from '#api/config'
import type { Database } from '#api/db/database'
import * as realtimeService from '#api/features/realtime/realtime.service'
import { fanOutMax } from '#api/jobs/definitions'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import { toNotification } from './notifications.mappers'
import * as notificationsRepository from './notifications.repository'

/**
 * Notifications (issue 8 §3). `notify` is the one way to tell a user something: it keeps the notification for
 * the app's list inside the caller's transaction; `deliver` sends it through one other channel, in the
 * recipient's language, and logs the attempt.
 */

export interface NewNotification<T extends NotificationType> {
  recipientId: string
  type: T
  params: NotificationParams<T>
  /** A path in the app (starting with '/') the notification opens. */
  link?: string | null
}

export interface Notified {
  id: string
  /** The channels besides the app's list it is to be delivered through (as the type allows), each a job. */
  channels: NotificationChannel[]
}

/**
 * Keeps a notification for its recipient, publishes it to their open app and has it delivered through every other
 * channel its type allows, all in the caller's transaction `db`: nothing goes out unless the change commits.
 * Whether the recipient wants a channel is decided when the delivery runs, with their choices of that moment.
 */
export async function notify<T extends NotificationType>(
  ctx: Pick<RequestContext, 'jobs' | 'clock'>,
  db: Database,
  notification: NewNotification<T>,
): Promise<Notified> {
  const [notified] = await notifyAll(ctx, db, [notification as AnyNewNotification])
  if (!notified) throw new Error('notify: nothing kept')
  return notified
}

/**
 * A doctor as a notification names them (issue 41 §4): the Arabic name, the English one for English texts where
 * they gave it (translate.ts writes `{{doctorName}}` in the reader's language), and their gender as the `context`
 * the Arabic texts agree with (`ألغى`/`ألغت`). Read in the recipient's language when delivered, whoever sent it.
 */
export function doctorNamed(doctor: { nameAr: string; nameEn: string | null; gender: string } | undefined): {
  doctorName: string
  doctorNameEn?: string
  context: Gender
} {
  return { ...doctorNames(doctor), context: asGender(doctor?.gender) }
}

/** A doctor's names as `doctorNamed`, for a text with no word about them that agrees with a gender. */
export function doctorNames(doctor: { nameAr: string; nameEn: string | null } | undefined): {
  doctorName: string
  doctorNameEn?: string
} {
  return { doctorName: doctor?.nameAr ?? '', ...(doctor?.nameEn ? { doctorNameEn: doctor.nameEn } : {}) }
}

/** A notification of any type: what `notifyAll` takes, several people told of one change. */
export type AnyNewNotification = { [T in NotificationType]: NewNotification<T> }[NotificationType]

/**
 * `notify` for several notifications of one change (a booking tells the patient and the doctor) in three statements
 * whatever their number: the rows, one publish, one job. A job row per channel and recipient would be a third of
 * a booking's transaction (issue 9 §6 bench); the `notification.fanOut` job makes them once it runs.
 */
export async function notifyAll(
  ctx: Pick<RequestContext, 'jobs' | 'clock'>,
  db: Database,
  notifications: readonly AnyNewNotification[],
): Promise<Notified[]> {
  if (notifications.length === 0) return []
  const now = ctx.clock.now()
  const kept = notifications.map((notification) => {
    const spec = notificationTypes[notification.type]
    return {
      id: randomUUID(),
      recipientId: notification.recipientId,
      type: notification.type,
      params: spec.params.parse(notification.params) as Record<string, string | number>,
      link: notification.link ?? null,
      createdAt: now,
      channels: (spec.channels as readonly NotificationChannel[]).filter(
        (channel): channel is Exclude<NotificationChannel, 'inApp'> => channel !== 'inApp',
      ),
    }
  })
  await notificationsRepository.insertAll(
    db,
    kept.map(({ channels: _channels, ...row }) => row),
  )
  // Live to each recipient's open app, on whichever instance holds their socket, once the caller commits.
  await realtimeService.publishAll(
    db,
    kept.map((n) => ({
      userId: n.recipientId,
      message: { type: 'notification.created', notificationId: n.id },
    })),
  )
  const deliveries = kept.flatMap((n) => n.channels.map((channel) => ({ notificationId: n.id, channel })))
  const [only] = deliveries
  if (deliveries.length === 1 && only) await enqueueDelivery(ctx, db, only.notificationId, only.channel)
  else if (deliveries.length > 1) {
    const withChannels = kept.filter((n) => n.channels.length > 0).map((n) => n.id)
    for (let i = 0; i < withChannels.length; i += fanOutMax) {
      const notificationIds = withChannels.slice(i, i + fanOutMax)
      await ctx.jobs.enqueue(
        db,
        'notification.fanOut',
        { notificationIds },
        { key: `${notificationIds[0]}:fanOut` },
      )
    }
  }
  return kept.map((n) => ({ id: n.id, channels: n.channels }))
}

const enqueueDelivery = (
  ctx: Pick<RequestContext, 'jobs'>,
  db: Database,
  notificationId: string,
  channel: Exclude<NotificationChannel, 'inApp'>,
) =>
  ctx.jobs.enqueue(
    db,
    'notification.deliver',
    { notificationId, channel },
    { key: `${notificationId}:${channel}` },
  )

/** The `notification.fanOut` job: one delivery job per channel of each notification's type (each key once). */
export async function fanOut(
  ctx: Pick<RequestContext, 'jobs' | 'db'>,
  notificationIds: readonly string[],
): Promise<void> {
  for (const notificationId of notificationIds) {
    const notification = await notificationsRepository.findById(ctx.db, notificationId)
    if (!notification) continue
    const spec = notificationTypes[notification.type as NotificationType]
    for (const channel of spec.channels as readonly NotificationChannel[])
      if (channel !== 'inApp') await enqueueDelivery(ctx, ctx.db, notificationId, channel)
  }
}

/** Where and in which language to reach a user; null for a deactivated account. */
export interface Recipient {
  language: Language
  phone: string
  email: string | null
}

/** What a delivery needs from the outside world. */
export interface DeliveryContext {
  db: Database
  config: Pick<Config, 'publicUrl'>
  adapters: Pick<Adapters, 'sms' | 'mail' | 'push'>
  /**
   * Accounts' contactService.recipientOf, passed in by the job that delivers (jobs/handlers.ts): accounts notifies,
   * so notifications never imports accounts (issue 41 §6).
   */
  recipientOf: (db: Database, userId: string) => Promise<Recipient | null>
}

/**
 * Sends one notification through one channel if the recipient still wants it there, and logs the attempt; throws
 * when a send fails, so a job retries it.
 */
export async function deliver(
  ctx: DeliveryContext,
  notificationId: string,
  channel: Exclude<NotificationChannel, 'inApp'>,
  /** The job's key: an adapter drops a repeat of a send that already went (a retried job). */
  key = `${notificationId}:${channel}`,
): Promise<'sent' | 'skipped'> {
  const { db } = ctx
  const notification = await notificationsRepository.findById(db, notificationId)
  if (!notification) return 'skipped'
  const type = notification.type as NotificationType
  const skip = async (detail: string) => {
    await notificationsRepository.logDelivery(db, { notificationId, channel, status: 'skipped', detail })
    return 'skipped' as const
  }
  const recipient = await ctx.recipientOf(db, notification.recipientId)
  if (!recipient) return skip('no active recipient')
  const choices = await notificationsRepository.findChoices(db, notification.recipientId)
  if (!goesThrough(type, channel, choices)) return skip('turned off by the recipient')
  const { language } = recipient
  const title = translate(language, `notifications:types.${type}.title`, notification.params)
  const body = translate(language, `notifications:types.${type}.body`, notification.params)
  const path = notification.link ?? '/notifications'
  try {
    if (channel === 'sms') {
      await ctx.adapters.sms.send(recipient.phone, `${title}: ${body}`, { key })
    } else if (channel === 'email') {
      if (!recipient.email) return skip('no verified email')
      const link = `${ctx.config.publicUrl}${path}`
      await ctx.adapters.mail.send({
        to: recipient.email,
        subject: title,
        text: translate(language, 'notifications:email.body', { body, link }),
        key,
      })
    } else {
      const targets = await notificationsRepository.findPushSubscriptions(db, notification.recipientId)
      if (targets.length === 0) return skip('no push subscription')
      for (const target of targets) {
        const { gone } = await ctx.adapters.push.send(
          target,
          { title, body, url: path, tag: notificationId },
          { key: `${key}:${target.id}` },
        )
        if (gone) await notificationsRepository.deletePushSubscriptionById(db, target.id)
      }
    }
  } catch (error) {
    await notificationsRepository.logDelivery(db, {
      notificationId,
      channel,
      status: 'failed',
      detail: error instanceof Error ? error.message : String(error),
    })
    throw error
  }
  await notificationsRepository.logDelivery(db, { notificationId, channel, status: 'sent' })
  return 'sent'
}

// The app's list (/notifications)

export async function list(ctx: SignedInContext, before?: string): Promise<NotificationList> {
  const userId = ctx.session.userId
  const [rows, unread] = await Promise.all([
    notificationsRepository.listOfRecipient(ctx.db, userId, notificationPageSize, before),
    notificationsRepository.countUnread(ctx.db, userId),
  ])
  return {
    items: rows.slice(0, notificationPageSize).map(toNotification),
    more: rows.length > notificationPageSize,
    unread,
  }
}

export async function unreadCount(ctx: SignedInContext): Promise<number> {
  return notificationsRepository.countUnread(ctx.db, ctx.session.userId)
}

/** Marks one of the caller's notifications read; another user's is not found (404), not forbidden. */
export async function markRead(ctx: SignedInContext, id: string): Promise<void> {
  if (!(await notificationsRepository.markRead(ctx.db, ctx.session.userId, id, ctx.clock.now())))
    throw new DomainError('NOT_FOUND')
}

export async function markAllRead(ctx: SignedInContext): Promise<number> {
  return notificationsRepository.markAllRead(ctx.db, ctx.session.userId, ctx.clock.now())
}

// Channel choices (/settings)

/** Every category of the caller's role with every choosable channel, saved or by default. */
export async function getChoices(ctx: SignedInContext): Promise<ChannelChoices> {
  const saved = await notificationsRepository.findChoices(ctx.db, ctx.session.userId)
  const categories = categoriesOfRole[ctx.session.contextRole]
  return {
    choices: categories.flatMap((category) =>
      choosableChannels.map((channel) => {
        const found = saved.find((c) => c.category === category && c.channel === channel)
        return {
          category,
          channel,
          enabled: found ? found.enabled : defaultChannelChoices[category][channel],
        }
      }),
    ),
  }
}

export async function saveChoices(ctx: SignedInContext, input: ChannelChoices): Promise<ChannelChoices> {
  const allowed = categoriesOfRole[ctx.session.contextRole] as readonly string[]
  const issues = input.choices.flatMap((choice, i) =>
    allowed.includes(choice.category)
      ? []
      : [{ path: `choices.${i}.category`, code: 'validation:invalidValue' }],
  )
  if (issues.length > 0) throw new DomainError('VALIDATION_FAILED', {}, issues)
  await notificationsRepository.saveChoices(ctx.db, ctx.session.userId, input.choices)
  return getChoices(ctx)
}

// Web Push subscriptions

export function pushPublicKey(ctx: SignedInContext): string {
  return ctx.adapters.push.publicKey
}

export async function savePushSubscription(
  ctx: SignedInContext,
  input: PushSubscriptionInput,
): Promise<void> {
  await notificationsRepository.savePushSubscription(ctx.db, ctx.session.userId, {
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  })
}

export async function deletePushSubscription(ctx: SignedInContext, endpoint: string): Promise<void> {
  if (!(await notificationsRepository.deletePushSubscription(ctx.db, ctx.session.userId, endpoint)))
    throw new DomainError('NOT_FOUND')
}

// Notifications to topics (issue 10 §3)

/**
 * Keeps an admin's notification for one batch of recipients in the caller's transaction `db`: the rows in one
 * INSERT … SELECT (each recipient's params in their app language), one publish to their open apps, and the push
 * deliveries of those with a push subscription as `notification.fanOut` jobs of 20. Nobody else is enqueued: a
 * recipient without a subscription has nothing to push to.
 */
export async function notifyBroadcastBatch(
  ctx: Pick<RequestContext, 'jobs' | 'clock'>,
  db: Database,
  batch: {
    broadcastId: string
    recipients: readonly { id: string; language: string }[]
    texts: Record<'ar' | 'en', NotificationParams<'admin.broadcast'>>
  },
): Promise<{ kept: number; pushes: number }> {
  if (batch.recipients.length === 0) return { kept: 0, pushes: 0 }
  const spec = notificationTypes['admin.broadcast']
  const kept = await notificationsRepository.insertForRecipients(db, {
    type: 'admin.broadcast',
    recipientIds: batch.recipients.map((r) => r.id),
    languages: batch.recipients.map((r) => r.language),
    params: { ar: spec.params.parse(batch.texts.ar), en: spec.params.parse(batch.texts.en) },
    link: '/notifications',
    createdAt: ctx.clock.now(),
    broadcastId: batch.broadcastId,
  })
  await realtimeService.publishAll(
    db,
    kept.map((n) => ({
      userId: n.recipientId,
      message: { type: 'notification.created', notificationId: n.id },
    })),
  )
  const pushed = kept.filter((n) => n.hasPush).map((n) => n.id)
  for (let i = 0; i < pushed.length; i += 20) {
    const notificationIds = pushed.slice(i, i + 20)
    await ctx.jobs.enqueue(
      db,
      'notification.fanOut',
      { notificationIds },
      { key: `${notificationIds[0]}:fanOut` },
    )
  }
  return { kept: kept.length, pushes: pushed.length }
}

/** The delivery log of sends: per send, its pushes sent and failed. */
export async function pushCountsOfBroadcasts(
  ctx: Pick<RequestContext, 'db'>,
  broadcastIds: readonly string[],
): Promise<Map<string, { sent: number; failed: number }>> {
  const rows = await notificationsRepository.countDeliveriesOfBroadcasts(ctx.db, broadcastIds, 'push')
  return new Map(rows.map((r) => [r.broadcastId, { sent: r.sent, failed: r.failed }]))
}
