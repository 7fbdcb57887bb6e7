import { z } from 'zod'
import { vkey } from '../shared/validation'
import { choosableChannels, notificationCategories, notificationTypeNames } from './notifications.rules'
import { isPushServiceEndpoint } from './push-services'

/** One notification as the app lists it; the text is rendered from type and params in the reader's language. */
export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(notificationTypeNames),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** A path in the app to open, or null. */
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
})
export type Notification = z.infer<typeof notificationSchema>

export const notificationListQuerySchema = z.object({
  /** The id of the last notification of the previous page (keyset paging, newest first). */
  before: z.uuid().optional(),
})
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  /** Another page follows. */
  more: z.boolean(),
  unread: z.number().int().min(0),
})
export type NotificationList = z.infer<typeof notificationListSchema>

export const unreadCountSchema = z.object({ unread: z.number().int().min(0) })
export type UnreadCount = z.infer<typeof unreadCountSchema>

export const channelChoiceSchema = z.object({
  category: z.enum(notificationCategories),
  channel: z.enum(choosableChannels),
  enabled: z.boolean(),
})
export type ChannelChoice = z.infer<typeof channelChoiceSchema>

/** The user's choices for every category of their role and every choosable channel. */
export const channelChoicesSchema = z.object({ choices: z.array(channelChoiceSchema).max(50) })
export type ChannelChoices = z.infer<typeof channelChoicesSchema>

/** A browser's Web Push subscription (PushSubscription.toJSON()); its endpoint a browser's push service's. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https$/ })
    .max(2048)
    .refine(isPushServiceEndpoint, { message: vkey('push.endpoint') }),
  keys: z.object({
    p256dh: z.string().min(1).max(256),
    auth: z.string().min(1).max(256),
  }),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>

/**
 * Which subscription to forget: any https URL, so one stored before the push-service rule (issue 41 §4) can
 * still be removed by its owner.
 */
export const pushUnsubscribeQuerySchema = z.object({ endpoint: z.url({ protocol: /^https$/ }).max(2048) })

export const pushKeySchema = z.object({ publicKey: z.string() })
