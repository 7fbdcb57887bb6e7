import {
  describeDevice,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type ChangePhoneInput,
  type OtpPurpose,
  type AdminSignInInput,
  type ResetPasswordInput,
  type SecondFactorStep,
  type SendOtpInput,
  type SendOtpResult,
  type Session,
  type SignInInput,
  type SignUpInput,
  type VerifyOtpInput,
} from '@app/domain/accounts'
import { everyoneAccepts } from '@app/domain/legal'
import {
  constants,
  DomainError,
  isEnglishOnlyRole,
  languageSchema,
  roleSchema,
  type Language,
  type Role,
} from '@app/domain/shared'
import type { Database } from '#api/db/database'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import * as accountProfiles from '#api/shared/account-profiles'
import * as accountsRepository from './accounts.repository'
import { currentUser, sendEmailVerification } from './contact.service'
import { dummyPasswordHash, passwords } from './passwords'
import { hashToken as sha256, newToken, openSession, type SessionFor } from './sessions.service'
import { issueOtp, spendOtp } from './one-time-codes'
import { checkSecondFactor } from './second-factor'
import * as signInLimits from './sign-in-limits'
import * as notificationsService from '#api/features/notifications/notifications.service'
import * as legalService from '#api/features/legal/legal.service'

const minutes = (n: number) => n * 60_000

/** A verified phone must be used (sign-up, reset, change) within this time. */
const ticketTtlMs = minutes(15)

// Session

export async function getSession(ctx: RequestContext): Promise<Session> {
  if (!ctx.session) return { language: ctx.language, user: null, contextRole: null, profile: null }
  const user = await accountsRepository.findUserById(ctx.db, ctx.session.userId)
  if (!user) return { language: ctx.language, user: null, contextRole: null, profile: null }
  const role = ctx.session.contextRole
  const [roles, summary] = await Promise.all([
    accountProfiles.rolesOf(ctx.db, user.id),
    accountProfiles.summaryOf(ctx.db, user.id, role),
  ])
  return {
    language: ctx.session.language,
    user: {
      id: user.id,
      phone: user.phone,
      email: user.email,
      emailVerified: user.emailVerified,
      isAdmin: user.isAdmin,
      testing: user.testing,
      roles: roles.length ? roles : [roleSchema.parse(user.primaryRole)],
    },
    contextRole: role,
    profile: summary && {
      name: ctx.session.language === 'en' && summary.nameEn ? summary.nameEn : summary.name,
      gender: summary.gender,
      photoUrl: summary.photoUrl,
      hasAddress: summary.hasAddress,
      verified: summary.verified,
      testing: summary.testing,
      regCompleteness: summary.regCompleteness,
    },
  }
}

/** A session just opened: the raw token for the cookie, when it ends if unused (the cookie's max-age). */
export type OpenedSession = { token: string; endsAt: Date; session: Session }

async function sessionFor(
  ctx: RequestContext,
  opened: { token: string; id: string; endsAt: Date },
  user: { id: string; isAdmin: boolean },
  contextRole: Role,
  requested: Language,
): Promise<OpenedSession> {
  const language = isEnglishOnlyRole(contextRole) ? 'en' : requested
  const signedIn: RequestContext = {
    ...ctx,
    language,
    // Admin rights: only an admin session holds them, and one is opened only with the second factor.
    session: {
      id: opened.id,
      userId: user.id,
      contextRole,
      language,
      isAdmin: user.isAdmin && contextRole === 'admin',
    },
    userId: user.id,
  }
  return { token: opened.token, endsAt: opened.endsAt, session: await getSession(signedIn) }
}

const clientOf = (ctx: RequestContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent })

export async function setLanguage(ctx: RequestContext, language: Language): Promise<Session> {
  if (ctx.session) {
    const effective = isEnglishOnlyRole(ctx.session.contextRole) ? 'en' : language
    await accountsRepository.updateSessionLanguage(ctx.db, ctx.session.id, effective)
    await accountsRepository.updateUser(ctx.db, ctx.session.userId, { language: effective })
    return getSession({ ...ctx, language: effective, session: { ...ctx.session, language: effective } })
  }
  return getSession({ ...ctx, language })
}

export async function signOut(ctx: RequestContext): Promise<void> {
  if (ctx.session) await accountsRepository.deleteSession(ctx.db, ctx.session.id)
}

// One-time codes (SPEC 4 phone verification; ASVS 2.7)

export async function sendOtp(ctx: RequestContext, input: SendOtpInput): Promise<SendOtpResult> {
  const existing = await accountsRepository.findUserByPhone(ctx.db, input.phone)
  let userId: string | null = null
  switch (input.purpose) {
    case 'signUp':
      if (existing) throw new DomainError('PHONE_ALREADY_REGISTERED')
      break
    case 'resetPassword': {
      if (!existing) throw new DomainError('PHONE_NOT_REGISTERED')
      if (input.role) {
        const roles = await accountProfiles.rolesOf(ctx.db, existing.id)
        if (existing.primaryRole !== input.role && !roles.includes(input.role))
          throw new DomainError('PHONE_NOT_REGISTERED')
      }
      userId = existing.id
      break
    }
    case 'changePhone':
      if (!ctx.session) throw new DomainError('UNAUTHENTICATED')
      if (existing) throw new DomainError('PHONE_ALREADY_REGISTERED')
      userId = ctx.session.userId
      break
  }

  const language =
    existing && isEnglishOnlyRole(roleSchema.catch('patient').parse(existing.primaryRole))
      ? 'en'
      : ctx.language
  await issueOtp(ctx, { phone: input.phone, purpose: input.purpose, userId, language })
  return { resendAfterSeconds: constants.otpResendSeconds, expiresInSeconds: constants.otpTtlSeconds }
}

export async function verifyOtp(ctx: RequestContext, input: VerifyOtpInput): Promise<{ ticket: string }> {
  const ticket = newToken()
  await spendOtp(
    ctx,
    { ...input, ...(input.purpose === 'changePhone' ? { forUser: ctx.session?.userId ?? null } : {}) },
    (otpId, now) => accountsRepository.markOtpVerified(ctx.db, otpId, sha256(ticket), now),
  )
  return { ticket }
}

async function spendTicket(db: Database, ticket: string, purpose: OtpPurpose, now: Date) {
  const spent = await accountsRepository.spendTicket(
    db,
    sha256(ticket),
    purpose,
    new Date(now.getTime() - ticketTtlMs),
    now,
  )
  if (!spent) throw new DomainError('OTP_TICKET_INVALID')
  return spent
}

// Sign-up and sign-in (SPEC 4, 7.1, 8)

export async function signUp(ctx: RequestContext, input: SignUpInput): Promise<OpenedSession> {
  const now = ctx.clock.now()
  const passwordHash = await passwords.hash(input.password)
  const language = input.language ?? ctx.language
  const { opened, userId } = await ctx.db.transaction().execute(async (trx) => {
    const { phone } = await spendTicket(trx, input.ticket, 'signUp', now)
    const userId = await accountsRepository.insertUser(trx, {
      phone,
      passwordHash,
      primaryRole: input.role,
      language: isEnglishOnlyRole(input.role) ? 'en' : language,
    })
    // Issue 45 §1: signing up accepts the current terms of use and privacy policy (the sign-up screens say so).
    await legalService.acceptCurrentVersions(trx, userId, everyoneAccepts, 'sign-up', now)
    const opened = await openSession(trx, now, { userId, contextRole: input.role, language }, clientOf(ctx))
    return { opened, userId }
  })
  return sessionFor(ctx, opened, { id: userId, isAdmin: false }, input.role, language)
}

/**
 * Checks a password for a known user, counting failures against the account and this source (sign-in-limits.ts).
 * A right password answers ACCOUNT_DEACTIVATED for an account the admins deactivated (SPEC 4, 8): only someone who
 * knows the password learns that.
 */
async function checkPassword(ctx: RequestContext, user: accountsRepository.UserRecord, password: string) {
  const subject = `user:${user.id}`
  const source = signInLimits.sourceOf(ctx.ip)
  await signInLimits.assertMayTry(ctx, subject, source)
  if (!(await passwords.verify(user.passwordHash, password))) {
    await signInLimits.recordFailure(ctx, subject, source)
    throw new DomainError('WRONG_PASSWORD')
  }
  await signInLimits.forgetSourceFailures(ctx, subject, source)
  if (user.deactivated) throw new DomainError('ACCOUNT_DEACTIVATED')
}

/**
 * The account these credentials open, or the sign-in's own refusals: the same limits, messages and time taken
 * (sign-in, and opening another patient's medical file with their mobile and password, SPEC 2.8).
 */
export async function accountWithPassword(
  ctx: RequestContext,
  input: SignInInput,
): Promise<accountsRepository.UserRecord> {
  const user =
    input.method === 'phone'
      ? await accountsRepository.findUserByPhone(ctx.db, input.phone)
      : await accountsRepository.findUserByEmail(ctx.db, input.email)
  if (!user) {
    // Unknown identifiers are limited like accounts, so the answer cannot enumerate numbers quickly, and cost one
    // argon2id verification like a wrong password, so the time taken does not tell them apart either.
    const subject = `id:${input.method === 'phone' ? input.phone : input.email.toLowerCase()}`
    const source = signInLimits.sourceOf(ctx.ip)
    await signInLimits.assertMayTry(ctx, subject, source)
    await passwords.verify(dummyPasswordHash, input.password)
    await signInLimits.recordFailure(ctx, subject, source)
    throw new DomainError('USER_NOT_FOUND')
  }
  await checkPassword(ctx, user, input.password)
  return user
}

/**
 * The ordinary sign-in (SPEC 4). It never opens an admin session (issue 41 §1): an account whose only role is admin
 * is sent to the admin sign-in, with its second factor; a granted admin signs in here in their own role, without
 * admin rights.
 */
export async function signIn(ctx: RequestContext, input: SignInInput): Promise<OpenedSession> {
  const user = await accountWithPassword(ctx, input)
  const role = roleSchema.parse(user.primaryRole)
  if (role === 'admin') throw new DomainError('ADMIN_SIGN_IN_REQUIRED')
  return openSignedInSession(ctx, user, { userId: user.id, contextRole: role, language: ctx.language })
}

/**
 * The admin sign-in (SPEC 6): the admin claim, then the second factor (issue 10 §1, second-factor.ts). Without a code
 * the right password answers what to ask for (the code, or the authenticator's setup); with the right code, the
 * admin session.
 */
export async function adminSignIn(
  ctx: RequestContext,
  input: AdminSignInInput,
): Promise<OpenedSession | SecondFactorStep> {
  const { code, phoneCode, ...credentials } = input
  const user = await accountWithPassword(ctx, credentials)
  if (!user.isAdmin) {
    // SPEC 6: a non-admin at the admin sign-in is signed out and told so.
    if (ctx.session) await accountsRepository.deleteSession(ctx.db, ctx.session.id)
    throw new DomainError('ADMIN_ONLY')
  }
  const language = languageSchema.catch('ar').parse(user.language)
  const step = await checkSecondFactor(ctx, { id: user.id, phone: user.phone, language }, { code, phoneCode })
  if (step) return step
  return openSignedInSession(ctx, user, {
    userId: user.id,
    contextRole: 'admin',
    language: ctx.language,
    secondFactorAt: ctx.clock.now(),
  })
}

async function openSignedInSession(
  ctx: RequestContext,
  user: accountsRepository.UserRecord,
  target: SessionFor,
): Promise<OpenedSession> {
  if (ctx.session) await accountsRepository.deleteSession(ctx.db, ctx.session.id)
  const client = clientOf(ctx)
  const role = target.contextRole
  const opened = await ctx.db.transaction().execute(async (trx) => {
    const session = await openSession(trx, ctx.clock.now(), target, client)
    // Texts, emails and pushes follow the language the person signs in with (issue 41 §4: a doctor reading in
    // English was texted in the Arabic of their sign-up).
    if (!isEnglishOnlyRole(role) && user.language !== ctx.language)
      await accountsRepository.updateUser(trx, user.id, { language: ctx.language })
    // Issue 8 §3: every sign-in with a password is in the owner's list (and pushed), so one not theirs shows.
    const device = describeDevice(client.userAgent)
    await notificationsService.notify(ctx, trx, {
      recipientId: user.id,
      type: 'security.newSignIn',
      params: { browser: device.browser ?? '—', os: device.os ?? '—' },
      link: '/settings',
    })
    return session
  })
  return sessionFor(ctx, opened, user, role, ctx.language)
}

// Password, email and phone changes (SPEC 7.1)

export async function resetPassword(ctx: RequestContext, input: ResetPasswordInput): Promise<void> {
  const now = ctx.clock.now()
  const passwordHash = await passwords.hash(input.password)
  await ctx.db.transaction().execute(async (trx) => {
    const { phone } = await spendTicket(trx, input.ticket, 'resetPassword', now)
    const user = await accountsRepository.findUserByPhone(trx, phone)
    if (!user) throw new DomainError('PHONE_NOT_REGISTERED')
    await accountsRepository.updateUser(trx, user.id, { passwordHash })
    await accountsRepository.deleteSessionsOfUser(trx, user.id)
    await signInLimits.forgetAllFailures(trx, `user:${user.id}`)
    await notificationsService.notify(ctx, trx, {
      recipientId: user.id,
      type: 'security.passwordChanged',
      params: {},
      link: '/settings',
    })
  })
}

/** The signed-in person's password, checked as sign-in checks it (the same limits): proof it is the owner asking. */
export async function confirmPassword(ctx: SignedInContext, password: string): Promise<void> {
  await checkPassword(ctx, await currentUser(ctx), password)
}

export async function changePassword(ctx: SignedInContext, input: ChangePasswordInput): Promise<void> {
  const user = await currentUser(ctx)
  await checkPassword(ctx, user, input.currentPassword)
  const passwordHash = await passwords.hash(input.newPassword)
  await ctx.db.transaction().execute(async (trx) => {
    await accountsRepository.updateUser(trx, user.id, { passwordHash })
    await accountsRepository.deleteSessionsOfUser(trx, user.id, ctx.session.id)
    await notificationsService.notify(ctx, trx, {
      recipientId: user.id,
      type: 'security.passwordChanged',
      params: {},
      link: '/settings',
    })
  })
}

export async function changeEmail(ctx: SignedInContext, input: ChangeEmailInput): Promise<void> {
  const user = await currentUser(ctx)
  await checkPassword(ctx, user, input.password)
  await ctx.db.transaction().execute(async (trx) => {
    await accountsRepository.updateUser(trx, user.id, { email: input.newEmail, emailVerified: false })
    await accountProfiles.contactChanged(trx, user.id, { email: input.newEmail })
    await sendEmailVerification(ctx, trx, user.id, input.newEmail)
  })
}

export async function changePhone(ctx: SignedInContext, input: ChangePhoneInput): Promise<void> {
  const user = await currentUser(ctx)
  await checkPassword(ctx, user, input.password)
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    const spent = await spendTicket(trx, input.ticket, 'changePhone', now)
    if (spent.userId !== user.id) throw new DomainError('OTP_TICKET_INVALID')
    await accountsRepository.updateUser(trx, user.id, { phone: spent.phone })
    await accountProfiles.contactChanged(trx, user.id, { phoneNumber: spent.phone })
  })
}

export async function verifyEmail(ctx: RequestContext, token: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const spent = await accountsRepository.spendEmailVerification(trx, sha256(token), ctx.clock.now())
    if (!spent) throw new DomainError('EMAIL_TOKEN_INVALID')
    const user = await accountsRepository.findUserById(trx, spent.userId)
    if (!user || user.email?.toLowerCase() !== spent.email.toLowerCase())
      throw new DomainError('EMAIL_TOKEN_INVALID')
    await accountsRepository.updateUser(trx, user.id, { emailVerified: true })
  })
}
