import { z } from 'zod'

/**
 * Issue 8 §2: what the server pushes over the realtime socket, one zod schema per `type`. Messages carry ids, not
 * bodies: a PostgreSQL NOTIFY payload is at most 8000 bytes, and a client refetches what it shows through the API
 * (which checks who may read it) when told something changed.
 */

/** The socket is subscribed to its user's channel: sent first on every connection, before any published message. */
export const realtimeReadyMessageSchema = z.object({
  type: z.literal('realtime.ready'),
  connectionId: z.uuid(),
})

/**
 * A notification was stored for the socket's user (the notifications work builds on it): the client refetches its
 * notification list and unread count, and may fetch this one by id.
 */
export const notificationCreatedMessageSchema = z.object({
  type: z.literal('notification.created'),
  notificationId: z.uuid(),
})

/**
 * A session of the socket's user ended (signed out, signed out from another device, deactivated, expired): the
 * server closes that session's sockets; the client that owned it forgets the signed-in person.
 */
export const sessionEndedMessageSchema = z.object({
  type: z.literal('session.ended'),
  sessionId: z.uuid(),
})

/** A payment order of the socket's user changed status (issue 9 §3): the payment status page refetches it. */
export const paymentUpdatedMessageSchema = z.object({
  type: z.literal('payment.updated'),
  orderId: z.uuid(),
})

export const realtimeMessageSchema = z.discriminatedUnion('type', [
  realtimeReadyMessageSchema,
  notificationCreatedMessageSchema,
  sessionEndedMessageSchema,
  paymentUpdatedMessageSchema,
])

export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>
export type RealtimeMessageType = RealtimeMessage['type']
export type RealtimeMessageOf<T extends RealtimeMessageType> = Extract<RealtimeMessage, { type: T }>
