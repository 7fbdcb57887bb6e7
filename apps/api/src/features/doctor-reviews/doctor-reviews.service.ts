import {
  reviewPageSize,
  reviewStatusOf,
  type ReturnProfile,
  type ReviewList,
  type ReviewListItem,
  type ReviewListQuery,
} from '@app/domain/doctor-reviews'
import { normalizeName } from '@app/domain/doctors'
import { DomainError } from '@app/domain/shared'
import * as notificationsService from '#api/features/notifications/notifications.service'
import type { SignedInContext } from '#api/plugins/context'
import * as reviewsRepository from './doctor-reviews.repository'
import type { ReviewRow } from './doctor-reviews.repository'

/**
 * The admins' review of doctors (issue 10 §1, SPEC 2.9, 4; docs/decisions/0016). Verifying lists the doctor in
 * search and on their page; returning sends the profile back with a reason and unlists it. Each decision is one
 * transaction with its audit entry (before and after) and the doctor's notification.
 */

function assertAdmin(ctx: SignedInContext): void {
  if (ctx.session.contextRole !== 'admin' || !ctx.session.isAdmin) throw new DomainError('FORBIDDEN')
}

const toItem = (row: ReviewRow): ReviewListItem => ({
  doctorId: row.userId,
  nameAr: row.nameAr,
  nameEn: row.nameEn,
  phone: row.phoneNumber,
  specialtyId: row.specialtyId,
  status: reviewStatusOf(row),
  submittedAt: row.submittedAt?.toISOString() ?? null,
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
})

/** A mobile number as typed (digits, with or without its leading 0) or a name. */
function searchOf(q: string | undefined): { name?: string; phone?: string } {
  if (!q) return {}
  const digits = q.replace(/[\s-]/g, '')
  if (/^\d+$/.test(digits)) return { phone: digits.startsWith('1') ? `0${digits}` : digits }
  return { name: normalizeName(q) }
}

export async function listReviews(ctx: SignedInContext, query: ReviewListQuery): Promise<ReviewList> {
  assertAdmin(ctx)
  const { rows, total } = await reviewsRepository.list(ctx.db, {
    ...(query.status ? { status: query.status } : {}),
    ...searchOf(query.q),
    limit: reviewPageSize,
    offset: (query.page - 1) * reviewPageSize,
  })
  return { items: rows.map(toItem), total, page: query.page, pageSize: reviewPageSize }
}

type Decision = 'verify' | 'return'

async function decide(
  ctx: SignedInContext,
  doctorId: string,
  decision: Decision,
  reason: string | null,
): Promise<ReviewListItem> {
  assertAdmin(ctx)
  const now = ctx.clock.now()
  return ctx.db.transaction().execute(async (trx) => {
    const before = await reviewsRepository.lock(trx, doctorId)
    if (!before) throw new DomainError('NOT_FOUND')
    const status = reviewStatusOf(before)
    // Verify what waits; return what waits or is listed (to unlist it). Anything else: the list was out of date.
    if (decision === 'verify' ? status !== 'waiting' : status !== 'waiting' && status !== 'verified')
      throw new DomainError('REVIEW_NOT_WAITING', { status })
    const after = {
      verified: decision === 'verify',
      // A returned profile is submitted again by its doctor once changed.
      submittedAt: decision === 'verify' ? before.submittedAt : null,
      reviewNote: decision === 'verify' ? null : reason,
      reviewedAt: now,
      reviewedBy: ctx.session.userId,
    }
    await reviewsRepository.decide(trx, doctorId, after)
    await reviewsRepository.insertAudit(trx, {
      actorUserId: ctx.session.userId,
      action: decision === 'verify' ? 'doctor.verify' : 'doctor.return',
      subjectUserId: doctorId,
      resource: `doctors/${doctorId}`,
      detail: {
        before: { status, verified: before.verified, reviewNote: before.reviewNote },
        after: { status: reviewStatusOf(after), verified: after.verified, reviewNote: after.reviewNote },
      },
    })
    await notificationsService.notify(
      ctx,
      trx,
      decision === 'verify'
        ? { recipientId: doctorId, type: 'practice.verified', params: {}, link: '/profile' }
        : {
            recipientId: doctorId,
            type: 'practice.returned',
            params: { reason: reason ?? '' },
            link: '/profile',
          },
    )
    return toItem({ ...before, ...after })
  })
}

/** The doctor is listed: search, their page and booking show them (SPEC 4). */
export const verifyDoctor = (ctx: SignedInContext, doctorId: string) => decide(ctx, doctorId, 'verify', null)

/** The profile goes back to its doctor with the admin's reason, unlisted until verified again. */
export const returnDoctor = (ctx: SignedInContext, doctorId: string, input: ReturnProfile) =>
  decide(ctx, doctorId, 'return', input.reason)
