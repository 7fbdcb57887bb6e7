import { languageSchema } from '@app/domain/shared'
import type { Queue } from 'pg-boss'
import { z } from 'zod'

/**
 * Every job the product runs: its name, the zod schema of its data (checked when enqueued and again when run) and its
 * queue's retry and retention policy (docs/decisions/0010). A new side effect adds a definition here and a handler in
 * handlers.ts.
 */

/** Texts are rendered when the job runs, in the language chosen when it was enqueued (the recipient's). */
const messageParams = z.record(z.string(), z.union([z.string(), z.number()]))

export const smsTemplates = {
  code: 'messages:sms.code',
  // Issue 45 §1: an admin's answer to a question asked at /help/ask.
  questionAnswer: 'messages:sms.questionAnswer',
} as const
export const emailTemplates = {
  verifyEmail: { subject: 'messages:email.verifySubject', text: 'messages:email.verifyBody' },
  questionAnswer: {
    subject: 'messages:email.questionAnswerSubject',
    text: 'messages:email.questionAnswerBody',
  },
} as const

/** The most notifications one `notification.fanOut` job names. */
export const fanOutMax = 200

export const jobSchemas = {
  'sms.send': z.object({
    to: z.string().min(1),
    language: languageSchema,
    template: z.enum(Object.keys(smsTemplates) as [keyof typeof smsTemplates]),
    params: messageParams,
  }),
  'email.send': z.object({
    to: z.string().min(1),
    language: languageSchema,
    template: z.enum(Object.keys(emailTemplates) as [keyof typeof emailTemplates]),
    params: messageParams,
  }),
  /**
   * A notification with several channels besides the app's list: one job in the change's transaction, which enqueues
   * one `notification.deliver` per channel when it runs (each then retried on its own). A group of bookings
   * (ADR 0025) tells up to three people per booking in one job.
   */
  'notification.fanOut': z.object({ notificationIds: z.array(z.uuid()).min(1).max(fanOutMax) }),
  /** One notification through one channel besides the app's list (issue 8 §3), rendered when it runs. */
  'notification.deliver': z.object({
    notificationId: z.uuid(),
    channel: z.enum(['push', 'sms', 'email']),
  }),
  /** The next batch of an admin's notification to a topic (issue 10 §3): 1,000 recipients per job. */
  'broadcast.batch': z.object({ broadcastId: z.uuid() }),
  /**
   * Stored bytes whose rows a committed transaction deleted (a replaced or removed file, a deleted account's photos
   * and identity documents): enqueued in that transaction, so the bytes go even if the process stops right after.
   */
  'files.deleteStored': z.object({ storageKeys: z.array(z.string().min(1).max(300)).min(1).max(200) }),
  /**
   * The consults' closing sweep (issue 11 §1), every minute: video bookings nobody (or one side) joined fail at their
   * end with the absent side recorded; consults left running past their overrun are finished.
   */
  'consults.close': z.object({}),
  /** Reminders due now (issue 12 §3), every minute: the day before, and 15 minutes before a video consult. */
  'bookings.remind': z.object({}),
  /** The day before a lab test or a scan (issue 43 §3): the patient side is reminded, with what to do before it. */
  'centreOrders.remind': z.object({ orderId: z.uuid() }),
  /**
   * A cancelled booking's (issue 12 §2) or lab test's or scan's order's (issue 43) refund to the card it was paid
   * with, after the cancellation commits.
   */
  'payments.refund': z.union([z.object({ bookingId: z.uuid() }), z.object({ centreOrderId: z.uuid() })]),
  /** A payment order's deadline (issue 9 §3): still unpaid then, it times out and its booking's hold ends. */
  'payments.expire': z.object({ orderId: z.uuid() }),
  /**
   * The hold of a booking whose payment failed (issue 41 §4): kept for another try until its deadline, then ended
   * unless a new order is paying it (that order's own deadline ends it then).
   */
  'bookings.endFailedHold': z.object({ bookingId: z.uuid() }),
  /** The same for a lab test's or scan's order whose payment failed (issue 43, as issue 41 §4). */
  'centreOrders.endFailedHold': z.object({ orderId: z.uuid() }),
  /**
   * The waiting list (issue 45 §3, ADR 0047): a doctor's free times offered to the people waiting, in turn — after a
   * cancellation, a move, a schedule saved, an offer let pass (at its deadline) or an entry left.
   */
  'waitingList.offer': z.object({ doctorId: z.uuid() }),
  /** A doctor's payout sent to the provider, once, after the request that took the money commits (issue 12 §5). */
  'payouts.send': z.object({ payoutId: z.uuid() }),
  /**
   * Pending payouts asked about (issue 12 §5; ADR 0023): one inquiry per 15-second slot at most (the provider allows
   * 5 a minute), re-enqueued for the next slot while any payout is pending, and run each minute by the clock.
   */
  'payouts.poll': z.object({}),
  /** The sandbox gateway reports a transaction to our callback URL, signed as Paymob signs (issue 9 §3). */
  'payments.sandboxCallback': z.object({
    orderId: z.uuid(),
    success: z.boolean(),
    pending: z.boolean(),
    method: z.enum(['card', 'mobileWallet', 'kiosk']),
    pan: z.string().max(20),
    message: z.string().max(200),
  }),
}

export type JobName = keyof typeof jobSchemas
export type JobData<N extends JobName> = z.infer<(typeof jobSchemas)[N]>

/**
 * Five tries in all (four retries), 10 s, ~20 s, ~40 s, ~80 s apart (exponential with jitter, at most 10 minutes),
 * then the job stays `failed` with its error. A running job whose worker died is retried after `expireInSeconds`.
 * Finished jobs (completed or failed) are kept 7 days, so the admin console can list failures.
 */
export const defaultQueuePolicy = {
  retryLimit: 4,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 600,
  expireInSeconds: 120,
  deleteAfterSeconds: 7 * 86_400,
  retentionSeconds: 7 * 86_400,
} satisfies Omit<Queue, 'name'>

export type QueuePolicy = Omit<Queue, 'name'>

export const queuePolicies: Record<JobName, QueuePolicy> = {
  'sms.send': defaultQueuePolicy,
  'email.send': defaultQueuePolicy,
  'notification.fanOut': defaultQueuePolicy,
  'notification.deliver': defaultQueuePolicy,
  'broadcast.batch': defaultQueuePolicy,
  'files.deleteStored': defaultQueuePolicy,
  'payments.expire': defaultQueuePolicy,
  'bookings.endFailedHold': defaultQueuePolicy,
  'centreOrders.endFailedHold': defaultQueuePolicy,
  'payments.refund': defaultQueuePolicy,
  'centreOrders.remind': defaultQueuePolicy,
  'bookings.remind': {
    ...defaultQueuePolicy,
    retryLimit: 0,
    expireInSeconds: 60,
    deleteAfterSeconds: 86_400,
  },
  // The next minute's run does the same work: a failed run is not retried.
  'consults.close': { ...defaultQueuePolicy, retryLimit: 0, expireInSeconds: 60, deleteAfterSeconds: 86_400 },
  // A repeat takes nothing (the payout is claimed once); a retry after a crash before the claim sends it.
  'payouts.send': defaultQueuePolicy,
  'waitingList.offer': defaultQueuePolicy,
  // The next slot's run (or the clock's) asks again: a retry would only spend the provider's rate limit.
  'payouts.poll': { ...defaultQueuePolicy, retryLimit: 0, expireInSeconds: 60, deleteAfterSeconds: 86_400 },
  // A gateway retries its callbacks for a while; so does the sandbox, until our callback URL answers.
  'payments.sandboxCallback': { ...defaultQueuePolicy, retryLimit: 8, retryDelay: 2 },
}

/**
 * Jobs run on a clock (pg-boss cron, UTC): one instance enqueues each run, whichever workers are up run it. Off in
 * tests, which call the work directly with their own clock.
 */
export const jobSchedules: Partial<Record<JobName, string>> = {
  'payouts.poll': '* * * * *',
  'consults.close': '* * * * *',
  'bookings.remind': '* * * * *',
}
