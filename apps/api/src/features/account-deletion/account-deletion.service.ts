import {
  deletedAccountName,
  deletionDueDay,
  deletionQueuePageSize,
  type DeletionBlocker,
  type DeletionQueue,
  type DeletionQueueQuery,
  type AdminDeletion,
  type DeletionRequest,
  type MyDeletion,
  type RefuseDeletion,
  type RequestDeletion,
} from '@app/domain/account-deletion'
import { cairoDate, DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as accountsService from '#api/features/accounts/accounts.service'
import * as contactService from '#api/features/accounts/contact.service'
import * as filesService from '#api/features/files/files.service'
import * as notificationsService from '#api/features/notifications/notifications.service'
import * as ledgerService from '#api/features/payments/ledger.service'
import * as payoutsService from '#api/features/payouts/payouts.service'
import * as profilesService from '#api/features/profiles/profiles.service'
import type { SignedInContext } from '#api/plugins/context'
import * as deletionRepository from './account-deletion.repository'
import type { RequestRow } from './account-deletion.repository'
import * as auditService from '#api/features/audit/audit.service'

/**
 * Account deletion (SPEC 4, 9; PDPL 151/2020; issue 10 §1; docs/decisions/0020). The owner asks with their password;
 * the admins complete it within 5 working days, or refuse it with a reason. Completing anonymises the person in one
 * transaction, forfeits the wallet balance (SPEC 4) and keeps bookings, the ledger and the audit log. It is refused
 * while a booking is live, money is held for or owed to the person, or one of their payments is under way.
 */

function assertAdmin(ctx: SignedInContext): void {
  if (ctx.session.contextRole !== 'admin' || !ctx.session.isAdmin) throw new DomainError('FORBIDDEN')
}

const toRequest = (row: RequestRow): DeletionRequest => ({
  id: row.id,
  status: row.status as DeletionRequest['status'],
  reason: row.reason,
  requestedAt: row.requestedAt.toISOString(),
  dueDay: row.dueDay,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  refusal: row.refusal,
})

/** What stops the deletion now, and the wallet balance it would forfeit (locked when `db` is a transaction). */
async function standing(
  db: Database,
  userId: string,
): Promise<{ blockers: DeletionBlocker[]; wallet: number }> {
  const [live, pending, balances, payingOut] = await Promise.all([
    deletionRepository.countLiveBookings(db, userId),
    deletionRepository.countPendingOrders(db, userId),
    ledgerService.lockBalancesOf(db, userId),
    // A payout on its way holds the doctor's money outside their accounts (payoutsInTransit): it may yet return.
    payoutsService.hasOpenPayouts(db, userId),
  ])
  const blockers: DeletionBlocker[] = []
  if (live > 0) blockers.push('liveBookings')
  // A doctor's held fees and unpaid earnings are owed to them: paid out first, never forfeited.
  if (balances.doctorHeld !== 0 || balances.doctorEarnings !== 0) blockers.push('moneyHeld')
  if (pending > 0 || payingOut) blockers.push('paymentPending')
  return { blockers, wallet: balances.wallet }
}

export async function myDeletion(ctx: SignedInContext): Promise<MyDeletion> {
  const [latest, { blockers, wallet }] = await Promise.all([
    deletionRepository.findLatest(ctx.db, ctx.session.userId),
    standing(ctx.db, ctx.session.userId),
  ])
  return { request: latest ? toRequest(latest) : null, blockers, walletBalance: wallet }
}

/** The owner asks (their password proves it, SPEC 4 'only the account owner'); due in 5 working days. */
export async function requestDeletion(ctx: SignedInContext, input: RequestDeletion): Promise<MyDeletion> {
  if (ctx.session.contextRole === 'admin') throw new DomainError('FORBIDDEN')
  await accountsService.confirmPassword(ctx, input.password)
  const now = ctx.clock.now()
  const dueDay = deletionDueDay(cairoDate(now))
  await ctx.db.transaction().execute(async (trx) => {
    const id = await deletionRepository.insertPending(trx, {
      userId: ctx.session.userId,
      reason: input.reason || null,
      requestedAt: now,
      dueDay,
    })
    // Asked twice: the first request stands.
    if (!id) return
    await auditService.record(trx, {
      actorUserId: ctx.session.userId,
      action: 'account.deletionRequested',
      subjectUserId: ctx.session.userId,
      resource: `deletion-requests/${id}`,
      detail: { dueDay },
    })
    await notificationsService.notify(ctx, trx, {
      recipientId: ctx.session.userId,
      type: 'security.deletionRequested',
      params: { dueDay },
      link: '/settings',
    })
    const summary = await profilesService.findSummary(trx, ctx.session.userId, ctx.session.contextRole)
    for (const adminId of await contactService.adminIds(trx))
      await notificationsService.notify(ctx, trx, {
        recipientId: adminId,
        type: 'practice.deletionRequested',
        params: {
          name: summary?.name ?? deletedAccountName.ar,
          // A doctor's English name, for an admin reading in English (translate.ts picks it).
          nameEn: summary?.nameEn ?? (summary ? undefined : deletedAccountName.en),
          dueDay,
          // A person's gender, which the Arabic text agrees with ("طلبت…"); a lab's or radio's name has none.
          context: summary?.gender ?? undefined,
        },
        link: '/manage-deletions',
      })
  })
  return myDeletion(ctx)
}

/** The owner changes their mind while it is pending. */
export async function cancelDeletion(ctx: SignedInContext): Promise<MyDeletion> {
  await ctx.db.transaction().execute(async (trx) => {
    const pending = await deletionRepository.lockPendingOf(trx, ctx.session.userId)
    if (!pending) throw new DomainError('NOT_FOUND')
    await deletionRepository.decide(trx, pending.id, {
      status: 'cancelled',
      decidedAt: ctx.clock.now(),
      decidedBy: ctx.session.userId,
    })
    await auditService.record(trx, {
      actorUserId: ctx.session.userId,
      action: 'account.deletionCancelled',
      subjectUserId: ctx.session.userId,
      resource: `deletion-requests/${pending.id}`,
      detail: { before: { status: 'pending' }, after: { status: 'cancelled' } },
    })
  })
  return myDeletion(ctx)
}

export async function deletionQueue(ctx: SignedInContext, query: DeletionQueueQuery): Promise<DeletionQueue> {
  assertAdmin(ctx)
  const { rows, total } = await deletionRepository.queue(ctx.db, {
    status: query.status,
    limit: deletionQueuePageSize,
    offset: (query.page - 1) * deletionQueuePageSize,
  })
  const items = await Promise.all(
    rows.map(async (row) => {
      const [{ blockers, wallet }, roles] = await Promise.all([
        row.status === 'pending' ? standing(ctx.db, row.userId) : { blockers: [], wallet: 0 },
        profilesService.findRoles(ctx.db, row.userId),
      ])
      return {
        ...toRequest(row),
        userId: row.userId,
        name: row.name ?? deletedAccountName.ar,
        phone: row.phone.startsWith('deleted:') ? '' : row.phone,
        roles,
        blockers,
        walletBalance: wallet,
      }
    }),
  )
  return { items, total, page: query.page, pageSize: deletionQueuePageSize }
}

/**
 * Deletes the account of a request (pending, locked by the caller): refused (DELETION_BLOCKED, with what blocks it)
 * while a booking is live or money is held; otherwise the wallet balance is forfeited, the person anonymised and
 * signed out everywhere, and their photos and identity documents deleted (their bytes by a job enqueued here).
 */
async function complete(ctx: SignedInContext, trx: Database, request: RequestRow): Promise<void> {
  const now = ctx.clock.now()
  if (request.userId === ctx.session.userId) throw new DomainError('FORBIDDEN')
  const { blockers, wallet } = await standing(trx, request.userId)
  if (blockers.length) throw new DomainError('DELETION_BLOCKED', { blockers: blockers.join(',') })
  await ledgerService.postForfeit(trx, {
    key: `deletion:${request.id}:forfeit`,
    ownerId: request.userId,
    amount: wallet,
  })
  await deletionRepository.anonymise(trx, request.userId, now, deletedAccountName)
  await filesService.deletePersonalFilesOf(ctx, trx, request.userId)
  await deletionRepository.decide(trx, request.id, {
    status: 'completed',
    decidedAt: now,
    decidedBy: ctx.session.userId,
  })
  await auditService.record(trx, {
    actorUserId: ctx.session.userId,
    action: 'account.deleted',
    subjectUserId: request.userId,
    resource: `deletion-requests/${request.id}`,
    detail: { before: { status: 'pending' }, after: { status: 'completed' }, forfeitedPiastres: wallet },
  })
}

/** Completes an owner's pending request (issue 10 §1). */
export async function completeDeletion(ctx: SignedInContext, requestId: string): Promise<void> {
  assertAdmin(ctx)
  await ctx.db.transaction().execute(async (trx) => {
    const request = await deletionRepository.lock(trx, requestId)
    if (!request) throw new DomainError('NOT_FOUND')
    if (request.status !== 'pending')
      throw new DomainError('DELETION_NOT_PENDING', { status: request.status })
    return complete(ctx, trx, request)
  })
}

/**
 * An admin deletes an account on their own decision (SPEC 2.9, 6: admins delete accounts; a fraudulent one, say),
 * with a reason kept on the request: the owner's pending request if there is one, else a new one, completed at once
 * under the same rules.
 */
export async function deleteAccount(ctx: SignedInContext, input: AdminDeletion): Promise<void> {
  assertAdmin(ctx)
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await deletionRepository.lockLiveUser(trx, input.userId))) throw new DomainError('NOT_FOUND')
    let request = await deletionRepository.lockPendingOf(trx, input.userId)
    if (!request) {
      await deletionRepository.insertPending(trx, {
        userId: input.userId,
        reason: input.reason,
        requestedAt: now,
        dueDay: cairoDate(now),
      })
      request = await deletionRepository.lockPendingOf(trx, input.userId)
    }
    if (!request) throw new DomainError('NOT_FOUND')
    return complete(ctx, trx, request)
  })
}

/** Refuses a pending request with a reason the owner is told. */
export async function refuseDeletion(
  ctx: SignedInContext,
  requestId: string,
  input: RefuseDeletion,
): Promise<void> {
  assertAdmin(ctx)
  await ctx.db.transaction().execute(async (trx) => {
    const request = await deletionRepository.lock(trx, requestId)
    if (!request) throw new DomainError('NOT_FOUND')
    if (request.status !== 'pending')
      throw new DomainError('DELETION_NOT_PENDING', { status: request.status })
    await deletionRepository.decide(trx, request.id, {
      status: 'refused',
      decidedAt: ctx.clock.now(),
      decidedBy: ctx.session.userId,
      refusal: input.reason,
    })
    await auditService.record(trx, {
      actorUserId: ctx.session.userId,
      action: 'account.deletionRefused',
      subjectUserId: request.userId,
      resource: `deletion-requests/${request.id}`,
      detail: { before: { status: 'pending' }, after: { status: 'refused', refusal: input.reason } },
    })
    await notificationsService.notify(ctx, trx, {
      recipientId: request.userId,
      type: 'security.deletionRefused',
      params: { reason: input.reason },
      link: '/settings',
    })
  })
}
