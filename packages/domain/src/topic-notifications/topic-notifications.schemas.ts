import { z } from 'zod'
import { languageSchema } from '../shared/roles.schemas'
import { vkey } from '../shared/validation'

/**
 * Notifications to topics (SPEC 3.7, 6; issue 10 §3): an admin writes a title and a text in Arabic and English and
 * sends them to everyone or one kind of account, optionally only to those whose app language is Arabic or English.
 * Each recipient is told in their language, through the platform's notifications (type `admin.broadcast`).
 */

export const broadcastTopics = ['everyone', 'patients', 'doctors', 'labs', 'radios', 'admins'] as const
export const broadcastTopicSchema = z.enum(broadcastTopics)
export type BroadcastTopic = z.infer<typeof broadcastTopicSchema>

export const broadcastTitleMaxLength = 100
export const broadcastBodyMaxLength = 500

/** Who receives a send: a topic, and optionally one app language. */
export const broadcastAudienceSchema = z.object({
  topic: broadcastTopicSchema,
  language: languageSchema.optional(),
})
export type BroadcastAudience = z.infer<typeof broadcastAudienceSchema>

const title = z.string().trim().min(1, vkey('required')).max(broadcastTitleMaxLength, vkey('tooLong'))
const body = z.string().trim().min(1, vkey('required')).max(broadcastBodyMaxLength, vkey('tooLong'))

export const broadcastTextSchema = z.object({ titleAr: title, titleEn: title, bodyAr: body, bodyEn: body })
export type BroadcastText = z.infer<typeof broadcastTextSchema>

/** A send: the audience, the texts, and the key the page made for it (a double click sends once). */
export const sendBroadcastSchema = z.object({
  ...broadcastAudienceSchema.shape,
  ...broadcastTextSchema.shape,
  idempotencyKey: z.uuid(),
})
export type SendBroadcast = z.infer<typeof sendBroadcastSchema>

export const broadcastCountSchema = z.object({ recipients: z.number().int().min(0) })
export type BroadcastCount = z.infer<typeof broadcastCountSchema>

export const broadcastStatuses = ['sending', 'done'] as const

/** A send and its delivery log: counted at send, kept in the app so far, and its pushes sent or failed. */
export const broadcastSchema = z.object({
  id: z.uuid(),
  topic: broadcastTopicSchema,
  language: languageSchema.nullable(),
  titleAr: z.string(),
  titleEn: z.string(),
  bodyAr: z.string(),
  bodyEn: z.string(),
  status: z.enum(broadcastStatuses),
  recipients: z.number().int(),
  delivered: z.number().int(),
  pushSent: z.number().int(),
  pushFailed: z.number().int(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
})
export type Broadcast = z.infer<typeof broadcastSchema>

export const broadcastPageSize = 20

export const broadcastListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

export const broadcastListSchema = z.object({
  items: z.array(broadcastSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type BroadcastList = z.infer<typeof broadcastListSchema>

/** Recipients kept per job: one batch is one short transaction, whatever the audience's size. */
export const broadcastBatchSize = 1000
