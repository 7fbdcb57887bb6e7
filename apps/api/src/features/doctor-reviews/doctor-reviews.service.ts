import {
  reviewedChanges,
  reviewPageSize,
  reviewStatusOf,
  type ReturnProfile,
  type ReviewList,
  type ReviewListItem,
  type ReviewListQuery,
} from '@app/domain/doctor-reviews'
import { adminSearchTerms } from '@app/domain/admin-accounts'
import { addCalendarDays, cairoDayStart } from '@app/domain/schedules'
import { changedValues, DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as contactService from '#api/features/accounts/contact.service'
import * as notificationsService from '#api/features/notifications/notifications.service'
import type { SignedInContext } from '#api/plugins/context'
import * as reviewsRepository from './doctor-reviews.repository'
import type { ReviewRow } from './doctor-reviews.repository'
import * as auditService from '#api/features/audit/audit.service'

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

export async function listReviews(ctx: SignedInContext, query: ReviewListQuery): Promise<ReviewList> {
  assertAdmin(ctx)
  const { rows, total } = await reviewsRepository.list(ctx.db, {
    ...(query.status ? { status: query.status } : {}),
    ...adminSearchTerms(query.q),
    ...(query.governorateId !== undefined ? { governorateId: query.governorateId } : {}),
    ...(query.from ? { createdFrom: cairoDayStart(query.from) } : {}),
    ...(query.to ? { createdBefore: cairoDayStart(addCalendarDays(query.to, 1)) } : {}),
    sort: query.sort,
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
    await auditService.record(trx, {
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

/** Whether this context acts as an admin on someone else's profile (the routes let only admins name another). */
const isAdminActing = (ctx: SignedInContext, doctorId: string) =>
  ctx.session.contextRole === 'admin' && ctx.session.isAdmin && ctx.session.userId !== doctorId

/**
 * What follows a write to a doctor's profile, in its transaction (issue 10 §1, §5; docs/decisions/0016). An admin's
 * edit is audited with the fields it moved, before and after, and needs no review (an admin made it). The doctor's
 * own change to a reviewed field of a verified profile sends it back to waiting: unlisted until an admin verifies
 * it again, audited with what moved, the doctor and every admin told. `before` is the row as it was; `after` the
 * values written (partial: what it does not name is unchanged).
 */
export async function doctorEdited(
  ctx: SignedInContext,
  db: Database,
  doctorId: string,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Promise<void> {
  if (isAdminActing(ctx, doctorId)) {
    const moved = changedValues(before, after)
    if (moved)
      await auditService.record(db, {
        actorUserId: ctx.session.userId,
        action: 'doctor.profile.update',
        subjectUserId: doctorId,
        resource: `doctors/${doctorId}`,
        detail: moved,
      })
    return
  }
  const moved = reviewedChanges(before, after)
  if (!moved) return
  const row = await reviewsRepository.lock(db, doctorId)
  if (!row || reviewStatusOf(row) !== 'verified') return
  const now = ctx.clock.now()
  await reviewsRepository.reopen(db, doctorId, now)
  await auditService.record(db, {
    actorUserId: ctx.session.userId,
    action: 'doctor.reReview',
    subjectUserId: doctorId,
    resource: `doctors/${doctorId}`,
    detail: {
      before: { status: 'verified', ...moved.before },
      after: { status: 'waiting', ...moved.after },
    },
  })
  // The row is read after the write: the admins see the name as it now stands, each in their own language.
  const doctor = notificationsService.doctorNamed(row)
  await notificationsService.notifyAll(ctx, db, [
    { recipientId: doctorId, type: 'practice.profileSubmitted', params: {}, link: '/profile' },
    ...(await contactService.adminIds(db)).map((adminId) => ({
      recipientId: adminId,
      type: 'practice.reviewRequested' as const,
      params: doctor,
      link: `/manage-doctors/${doctorId}`,
    })),
  ])
}
