import { z } from 'zod'
import { adminListFiltersSchema, daysInOrder } from '../admin-accounts/admin-accounts.schemas'
import { vkey } from '../shared/validation'

/**
 * The admins' review of doctors' profiles (issue 10 §1, SPEC 2.9, 4): a submitted profile waits; an admin verifies it
 * (the doctor is listed) or returns it with a reason the doctor reads in the editor and in a notification.
 */

export const reviewStatuses = ['waiting', 'returned', 'verified', 'draft'] as const
export const reviewStatusSchema = z.enum(reviewStatuses)
export type ReviewStatus = z.infer<typeof reviewStatusSchema>

/** Where a doctor stands: verified, waiting (submitted), returned (sent back, not submitted again), or a draft. */
export function reviewStatusOf(doctor: {
  verified: boolean
  submittedAt: unknown
  reviewNote: string | null
}): ReviewStatus {
  if (doctor.verified) return 'verified'
  if (doctor.submittedAt) return 'waiting'
  return doctor.reviewNote ? 'returned' : 'draft'
}

export const reviewPageSize = 25

/** The doctors' list order: those waiting first (the default), or by account age or name. */
export const reviewSorts = ['waiting', 'newest', 'oldest', 'name'] as const
export type ReviewSort = (typeof reviewSorts)[number]

export const reviewListQuerySchema = adminListFiltersSchema
  .extend({
    /** Absent: every doctor. */
    status: reviewStatusSchema.optional(),
    sort: z.enum(reviewSorts).default('waiting'),
  })
  .refine(...daysInOrder)
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>

export const reviewListItemSchema = z.object({
  doctorId: z.uuid(),
  nameAr: z.string(),
  nameEn: z.string().nullable(),
  phone: z.string(),
  specialtyId: z.number().int(),
  status: reviewStatusSchema,
  submittedAt: z.iso.datetime().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
})
export type ReviewListItem = z.infer<typeof reviewListItemSchema>

export const reviewListSchema = z.object({
  items: z.array(reviewListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type ReviewList = z.infer<typeof reviewListSchema>

/** Why a profile goes back to its doctor: plain text they read as written (never rendered as markup). */
export const returnReasonSchema = z.string().trim().min(1, vkey('required')).max(1000, vkey('tooLong'))

export const returnProfileSchema = z.object({ reason: returnReasonSchema })
export type ReturnProfile = z.infer<typeof returnProfileSchema>

/** What the doctor's editor shows of the last review (a returned profile's reason). */
export const reviewViewSchema = z.object({
  status: reviewStatusSchema,
  note: z.string().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
})
export type ReviewView = z.infer<typeof reviewViewSchema>
