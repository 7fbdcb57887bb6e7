import { DomainError, languageSchema, type Language } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import * as accountsRepository from './accounts.repository'
import { hashToken as sha256, newToken } from './sessions.service'

/**
 * An account's contact details (phone, email and its verification), the part of accounts that other features use
 * inside their own transaction: profiles link a first email when a profile is created or saved (SPEC 5). It imports
 * no other feature, and accounts never imports profiles (it reaches them through shared/account-profiles, issue 41
 * §6), so profiles can call it without a cycle.
 */

export async function currentUser(ctx: SignedInContext) {
  const user = await accountsRepository.findUserById(ctx.db, ctx.session.userId)
  if (!user) throw new DomainError('UNAUTHENTICATED')
  return user
}

/**
 * Records an email verification and enqueues its email as a job, both in the caller's transaction `trx` (issue 8 §1:
 * the email goes exactly when the change commits), in the language of the request that asked.
 */
export async function sendEmailVerification(
  ctx: RequestContext,
  trx: Database,
  userId: string,
  email: string,
): Promise<void> {
  const token = newToken()
  const tokenHash = sha256(token)
  await accountsRepository.insertEmailVerification(trx, {
    userId,
    email,
    tokenHash,
    expiresAt: new Date(ctx.clock.now().getTime() + 86_400_000),
    createdAt: ctx.clock.now(),
  })
  await ctx.jobs.enqueue(
    trx,
    'email.send',
    {
      to: email,
      language: ctx.language,
      template: 'verifyEmail',
      params: { link: `${ctx.config.publicUrl}/verify-email?token=${token}` },
    },
    { key: `verify-email:${tokenHash}` },
  )
}

/** Links a first email to an account (profile creation with an email, SPEC 5), inside the caller's transaction. */
export async function linkFirstEmail(ctx: SignedInContext, trx: Database, email: string): Promise<void> {
  await accountsRepository.updateUser(trx, ctx.session.userId, { email, emailVerified: false })
  await sendEmailVerification(ctx, trx, ctx.session.userId, email)
}

export async function getContact(ctx: SignedInContext): Promise<{ phone: string; email: string | null }> {
  const user = await currentUser(ctx)
  return { phone: user.phone, email: user.email }
}

/**
 * Where and in which language to reach a user (notifications, issue 8 §3); null for a deactivated account. The
 * delivery job passes it to notifications (jobs/handlers.ts), which does not import accounts.
 */
export async function recipientOf(
  db: Database,
  userId: string,
): Promise<{ language: Language; phone: string; email: string | null } | null> {
  const user = await accountsRepository.findUserById(db, userId)
  if (!user || user.deactivated) return null
  return {
    language: languageSchema.catch('ar').parse(user.language),
    phone: user.phone,
    // Only a verified address is written to: an unverified one may be someone else's.
    email: user.emailVerified ? user.email : null,
  }
}

/** Every active admin (who is told when a doctor asks for review). */
export async function adminIds(db: Database): Promise<string[]> {
  return accountsRepository.findActiveAdminIds(db)
}
