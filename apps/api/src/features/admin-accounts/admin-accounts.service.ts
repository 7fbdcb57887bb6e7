import {
  accountPageSize,
  adminSearchTerms,
  type AccountChange,
  type AccountDetail,
  type AccountList,
  type AccountListItem,
  type AccountListQuery,
  type AccountStatus,
  type AdminItem,
  type AdminList,
  type GrantAdmin,
  type ManagedKind,
} from '@app/domain/admin-accounts'
import { DomainError, roleSchema, type Role } from '@app/domain/shared'
import { addCalendarDays, cairoDayStart } from '@app/domain/schedules'
import * as sessionsService from '#api/features/accounts/sessions.service'
import * as notificationsService from '#api/features/notifications/notifications.service'
import * as profilesService from '#api/features/profiles/profiles.service'
import type { Database } from '#api/db/database'
import type { SignedInContext } from '#api/plugins/context'
import * as accountsRepository from './admin-accounts.repository'
import type { AccountRow, UserStatusRow } from './admin-accounts.repository'
import * as auditService from '#api/features/audit/audit.service'

/**
 * The admins' account consoles (issue 10 §1, SPEC 2.9, 4, 6; docs/decisions/0017): patients', labs' and radios'
 * lists, any account's activation and testing mark, and the admins themselves. Every change is one transaction with
 * its audit entry (before and after).
 */

function assertAdmin(ctx: SignedInContext): void {
  if (ctx.session.contextRole !== 'admin' || !ctx.session.isAdmin) throw new DomainError('FORBIDDEN')
}

const toItem = (kind: ManagedKind, row: AccountRow): AccountListItem => ({
  userId: row.userId,
  kind,
  name: row.name,
  phone: row.phone,
  governorateId: row.governorateId,
  verified: row.verified,
  deactivated: row.deactivated,
  testing: row.testing,
  isAdmin: row.isAdmin,
  createdAt: row.createdAt.toISOString(),
})

export async function listAccounts(
  ctx: SignedInContext,
  kind: ManagedKind,
  query: AccountListQuery,
): Promise<AccountList> {
  assertAdmin(ctx)
  const { rows, total } = await accountsRepository.list(ctx.db, kind, {
    ...adminSearchTerms(query.q),
    ...(query.state ? { state: query.state } : {}),
    ...(query.governorateId !== undefined ? { governorateId: query.governorateId } : {}),
    ...(query.from ? { createdFrom: cairoDayStart(query.from) } : {}),
    ...(query.to ? { createdBefore: cairoDayStart(addCalendarDays(query.to, 1)) } : {}),
    sort: query.sort,
    limit: accountPageSize,
    offset: (query.page - 1) * accountPageSize,
  })
  return { items: rows.map((row) => toItem(kind, row)), total, page: query.page, pageSize: accountPageSize }
}

async function statusOf(db: Database, user: UserStatusRow): Promise<AccountStatus> {
  const [roles, sessions] = await Promise.all([
    profilesService.findRoles(db, user.id),
    accountsRepository.countSessions(db, user.id),
  ])
  const all: Role[] = roles.length ? roles : [roleSchema.parse(user.primaryRole)]
  return {
    userId: user.id,
    phone: user.phone,
    email: user.email,
    language: user.language === 'en' ? 'en' : 'ar',
    roles: user.isAdmin && !all.includes('admin') ? [...all, 'admin'] : all,
    isAdmin: user.isAdmin,
    deactivated: user.deactivated,
    testing: user.testing,
    sessions,
    createdAt: user.createdAt.toISOString(),
  }
}

export async function getAccount(
  ctx: SignedInContext,
  kind: ManagedKind,
  userId: string,
): Promise<AccountDetail> {
  assertAdmin(ctx)
  const [row, user] = await Promise.all([
    accountsRepository.findAccount(ctx.db, kind, userId),
    accountsRepository.findUser(ctx.db, userId),
  ])
  if (!row || !user) throw new DomainError('NOT_FOUND')
  return { item: toItem(kind, row), account: await statusOf(ctx.db, user) }
}

/** Any user's account as the admins see it (the doctors' review page shows it too). */
export async function getAccountStatus(ctx: SignedInContext, userId: string): Promise<AccountStatus> {
  assertAdmin(ctx)
  const user = await accountsRepository.findUser(ctx.db, userId)
  if (!user) throw new DomainError('NOT_FOUND')
  return statusOf(ctx.db, user)
}

/**
 * Deactivates or reactivates an account, marks or unmarks it as testing (SPEC 4, 6). A deactivated account is signed
 * out everywhere at once, its listings disappear (search and booking skip deactivated users) and sign-in answers
 * SPEC 8's deactivation message. An admin cannot deactivate themselves, nor the last active admin.
 */
export async function changeAccount(
  ctx: SignedInContext,
  userId: string,
  change: AccountChange,
): Promise<AccountStatus> {
  assertAdmin(ctx)
  const now = ctx.clock.now()
  return ctx.db.transaction().execute(async (trx) => {
    const before = await accountsRepository.lockUser(trx, userId)
    if (!before) throw new DomainError('NOT_FOUND')
    if (change.deactivated === true && !before.deactivated && before.isAdmin) {
      if (userId === ctx.session.userId) throw new DomainError('FORBIDDEN')
      const active = await accountsRepository.lockActiveAdminIds(trx)
      if (active.length <= 1) throw new DomainError('LAST_ADMIN')
    }
    const after = {
      deactivated: change.deactivated ?? before.deactivated,
      testing: change.testing ?? before.testing,
    }
    if (after.deactivated !== before.deactivated)
      await sessionsService.setAccountDeactivated(trx, userId, after.deactivated)
    if (after.testing !== before.testing) await accountsRepository.setTesting(trx, userId, after.testing, now)
    const actions = [
      ...(after.deactivated !== before.deactivated ? [after.deactivated ? 'deactivate' : 'activate'] : []),
      ...(after.testing !== before.testing ? [after.testing ? 'markTesting' : 'unmarkTesting'] : []),
    ]
    if (actions.length)
      await auditService.record(trx, {
        actorUserId: ctx.session.userId,
        action: `account.${actions.join('+')}`,
        subjectUserId: userId,
        resource: `users/${userId}`,
        detail: {
          before: { deactivated: before.deactivated, testing: before.testing },
          after,
        },
      })
    return statusOf(trx, { ...before, ...after })
  })
}

// Admins (/manage-admins)

export async function listAdmins(ctx: SignedInContext): Promise<AdminList> {
  assertAdmin(ctx)
  const rows = await accountsRepository.listAdmins(ctx.db)
  const items: AdminItem[] = rows.map((row) => ({ ...row, isSelf: row.userId === ctx.session.userId }))
  return { items, total: items.length }
}

/**
 * Makes an existing user an admin (the admin claim, SPEC 6). They sign in at the admin sign-in with their own
 * password and set up their authenticator there; they are told by notification.
 */
export async function grantAdmin(ctx: SignedInContext, input: GrantAdmin): Promise<AdminList> {
  assertAdmin(ctx)
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    const user = await accountsRepository.findUserByPhone(trx, input.phone)
    if (!user) throw new DomainError('PHONE_NOT_REGISTERED')
    if (user.isAdmin) return
    if (user.deactivated) throw new DomainError('ACCOUNT_DEACTIVATED')
    await accountsRepository.grantAdmin(trx, user.id, now)
    await auditService.record(trx, {
      actorUserId: ctx.session.userId,
      action: 'admin.grant',
      subjectUserId: user.id,
      resource: `users/${user.id}`,
      detail: { before: { isAdmin: false }, after: { isAdmin: true } },
    })
    await notificationsService.notify(ctx, trx, {
      recipientId: user.id,
      type: 'security.adminGranted',
      params: {},
      link: '/admin-sign-in',
    })
  })
  return listAdmins(ctx)
}

/** Takes the claim away (never from the last active admin); their admin sessions end at once. */
export async function revokeAdmin(ctx: SignedInContext, userId: string): Promise<AdminList> {
  assertAdmin(ctx)
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    const active = await accountsRepository.lockActiveAdminIds(trx)
    const user = await accountsRepository.findUser(trx, userId)
    if (!user?.isAdmin) throw new DomainError('NOT_FOUND')
    if (active.includes(userId) && active.length <= 1) throw new DomainError('LAST_ADMIN')
    await accountsRepository.revokeAdmin(trx, userId, now)
    await auditService.record(trx, {
      actorUserId: ctx.session.userId,
      action: 'admin.revoke',
      subjectUserId: userId,
      resource: `users/${userId}`,
      detail: { before: { isAdmin: true }, after: { isAdmin: false } },
    })
  })
  return listAdmins(ctx)
}
