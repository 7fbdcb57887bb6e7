import { DomainError, languageSchema, type Language } from '@app/domain/shared'
import { translate } from '@app/i18n'
import type { Database } from '#api/db/database'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import * as accountsRepository from './accounts.repository'
import { hashToken as sha256, newToken } from './sessions.service'

/**
 * An account's contact details (phone, email and its verification), the part of accounts that other features use
 * inside their own transaction: profiles link a first email when a profile is created or saved (SPEC 5). It imports
 * no other feature, so profiles can call it while accounts calls profiles (issue 7 §2: no callbacks in routes).
 */

export async function currentUser(ctx: SignedInContext) {
  const user = await accountsRepository.findUserById(ctx.db, ctx.session.userId)
  if (!user) throw new DomainError('UNAUTHENTICATED')
  return user
}

export async function sendEmailVerification(
  ctx: RequestContext,
  db: Database,
  userId: string,
  email: string,
) {
  const token = newToken()
  await accountsRepository.insertEmailVerification(db, {
    userId,
    email,
    tokenHash: sha256(token),
    expiresAt: new Date(ctx.clock.now().getTime() + 86_400_000),
    createdAt: ctx.clock.now(),
  })
  return async () => {
    const link = `${ctx.config.publicUrl}/verify-email?token=${token}`
    await ctx.adapters.mail.send({
      to: email,
      subject: translate(ctx.language, 'messages:email.verifySubject'),
      text: translate(ctx.language, 'messages:email.verifyBody', { link }),
    })
  }
}

/** Links a first email to an account (profile creation with an email, SPEC 5), inside the caller's transaction. */
export async function linkFirstEmail(
  ctx: SignedInContext,
  db: Database,
  email: string,
): Promise<() => Promise<void>> {
  await accountsRepository.updateUser(db, ctx.session.userId, { email, emailVerified: false })
  return sendEmailVerification(ctx, db, ctx.session.userId, email)
}

export async function getContact(ctx: SignedInContext): Promise<{ phone: string; email: string | null }> {
  const user = await currentUser(ctx)
  return { phone: user.phone, email: user.email }
}

/** Where and in which language to reach a user (notifications, issue 8 §3); null for a deactivated account. */
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
