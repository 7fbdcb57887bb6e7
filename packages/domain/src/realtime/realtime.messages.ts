import { z } from 'zod'
import { callRoleSchema, callSignalSchema } from '../consults/consults.schemas'

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

/** A payout of the socket's doctor changed status (issue 12 §5): the earnings page refetches. */
export const payoutUpdatedMessageSchema = z.object({
  type: z.literal('payout.updated'),
  payoutId: z.uuid(),
})

/** A consult changed (someone joined, it started, ended, failed, was documented or rated): its pages refetch it. */
export const consultUpdatedMessageSchema = z.object({
  type: z.literal('consult.updated'),
  bookingId: z.uuid(),
})

/**
 * A booking changed (paid, cancelled, moved, a no-show marked; issue 12 §1): open lists of its parties refetch. Sent to
 * the doctor, the account whose file it is and the payer, in the transaction of the change.
 */
export const bookingUpdatedMessageSchema = z.object({
  type: z.literal('booking.updated'),
  bookingId: z.uuid(),
})

/** A message or file was posted in a call's chat (issue 11 §1): the call page refetches the messages. */
export const callMessagePostedSchema = z.object({
  type: z.literal('call.message'),
  bookingId: z.uuid(),
  messageId: z.uuid(),
})

/**
 * Signalling between the two sides of a call (issue 11 §1), relayed by the server from one side's socket to the
 * other's: `from` is the sending tab's connection id, `to` the receiving tab's when the sender knows it.
 */
export const callSignalMessageSchema = z.object({
  type: z.literal('call.signal'),
  bookingId: z.uuid(),
  from: z.uuid(),
  fromRole: callRoleSchema,
  to: z.uuid().optional(),
  signal: callSignalSchema,
})

export const realtimeMessageSchema = z.discriminatedUnion('type', [
  realtimeReadyMessageSchema,
  notificationCreatedMessageSchema,
  sessionEndedMessageSchema,
  paymentUpdatedMessageSchema,
  payoutUpdatedMessageSchema,
  consultUpdatedMessageSchema,
  bookingUpdatedMessageSchema,
  callMessagePostedSchema,
  callSignalMessageSchema,
])

export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>
export type RealtimeMessageType = RealtimeMessage['type']
export type RealtimeMessageOf<T extends RealtimeMessageType> = Extract<RealtimeMessage, { type: T }>

/**
 * What a client may send on the socket (issue 11 §1): a call's signalling, with the token `getVideoToken` gave this
 * tab (it names the booking and the sender), to the other side's tabs or one of them (`to`).
 */
export const clientCallSignalSchema = z.object({
  type: z.literal('call.signal'),
  token: z.string().min(1).max(200),
  to: z.uuid().optional(),
  signal: callSignalSchema,
})

export const clientMessageSchema = z.discriminatedUnion('type', [clientCallSignalSchema])
export type ClientMessage = z.infer<typeof clientMessageSchema>
