import { z } from 'zod'
import { currentPasswordSchema } from '../accounts/accounts.schemas'
import { addCalendarDays, dayKeyOf } from '../schedules/schedules.rules'
import { roleSchema } from '../shared/roles.schemas'
import { vkey } from '../shared/validation'

/**
 * Account deletion (SPEC 4, 9; Egypt's PDPL 151/2020; issue 10 §1): the owner asks (their password proves it is them),
 * the admins complete it within 5 working days, the wallet balance is forfeited. Completing anonymises the person and
 * keeps what the law and the books need (docs/decisions/0020). It is refused while a booking is live or money is held.
 */

export const deletionStatuses = ['pending', 'completed', 'refused', 'cancelled'] as const
export const deletionStatusSchema = z.enum(deletionStatuses)
export type DeletionStatus = z.infer<typeof deletionStatusSchema>

/** Egypt's working week runs Sunday to Thursday: Friday and Saturday are the weekend. */
const weekend = new Set(['fr', 'sa'])

/** The Cairo day a request must be completed by: 5 working days after the day it was made (SPEC 9). */
export function deletionDueDay(requestedDay: string, workingDays = 5): string {
  let day = requestedDay
  let left = workingDays
  while (left > 0) {
    day = addCalendarDays(day, 1)
    if (!weekend.has(dayKeyOf(day))) left -= 1
  }
  return day
}

/** What stops a deletion now: a live booking, money held for or owed to the person, a payment under way. */
export const deletionBlockerSchema = z.enum(['liveBookings', 'moneyHeld', 'paymentPending'])
export type DeletionBlocker = z.infer<typeof deletionBlockerSchema>

export const deletionRequestSchema = z.object({
  id: z.uuid(),
  status: deletionStatusSchema,
  reason: z.string().nullable(),
  requestedAt: z.iso.datetime(),
  /** The Cairo day it must be completed by. */
  dueDay: z.iso.date(),
  decidedAt: z.iso.datetime().nullable(),
  /** Why the admins refused it, as they wrote it. */
  refusal: z.string().nullable(),
})
export type DeletionRequest = z.infer<typeof deletionRequestSchema>

/** The owner's view in /settings: their latest request, what would block it now, what would be forfeited. */
export const myDeletionSchema = z.object({
  request: deletionRequestSchema.nullable(),
  blockers: z.array(deletionBlockerSchema),
  /** The wallet balance forfeited on deletion, piastres (SPEC 4). */
  walletBalance: z.number().int(),
})
export type MyDeletion = z.infer<typeof myDeletionSchema>

export const requestDeletionSchema = z.object({
  password: currentPasswordSchema,
  reason: z.string().trim().max(500, vkey('tooLong')).optional(),
})
export type RequestDeletion = z.infer<typeof requestDeletionSchema>

export const deletionQueueItemSchema = deletionRequestSchema.extend({
  userId: z.uuid(),
  name: z.string(),
  phone: z.string(),
  roles: z.array(roleSchema),
  blockers: z.array(deletionBlockerSchema),
  walletBalance: z.number().int(),
})
export type DeletionQueueItem = z.infer<typeof deletionQueueItemSchema>

export const deletionQueueQuerySchema = z.object({
  status: deletionStatusSchema.default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type DeletionQueueQuery = z.infer<typeof deletionQueueQuerySchema>

export const deletionQueueSchema = z.object({
  items: z.array(deletionQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type DeletionQueue = z.infer<typeof deletionQueueSchema>

export const deletionQueuePageSize = 25

export const refuseDeletionSchema = z.object({
  reason: z.string().trim().min(1, vkey('required')).max(1000, vkey('tooLong')),
})
export type RefuseDeletion = z.infer<typeof refuseDeletionSchema>

/** An admin deletes an account on their own decision, saying why (kept on the request and in the audit log). */
export const adminDeletionSchema = z.object({
  userId: z.uuid(),
  reason: z.string().trim().min(1, vkey('required')).max(500, vkey('tooLong')),
})
export type AdminDeletion = z.infer<typeof adminDeletionSchema>

/** What a deleted account is called wherever its records remain (a booking's patient, the audit log). */
export const deletedAccountName = { ar: 'حساب محذوف', en: 'Deleted account' } as const
