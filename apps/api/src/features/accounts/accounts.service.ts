import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import {
  describeDevice,
  generateOtpCode,
  otpResendWait,
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
import {
  constants,
  DomainError,
  isEnglishOnlyRole,
  roleSchema,
  type Language,
  type Role,
} from '@app/domain/shared'
import type { Database } from '#api/db/database'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import * as profilesService from '#api/features/profiles/profiles.service'
import * as accountsRepository from './accounts.repository'
import { currentUser, sendEmailVerification } from './contact.service'
import { dummyPasswordHash, passwords } from './passwords'
import { hashToken as sha256, newToken, openSession } from './sessions.service'
import { checkSecondFactor } from './second-factor'
import * as signInLimits from './sign-in-limits'
import * as notificationsService from '#api/features/notifications/notifications.service'

const minutes = (n: number) => n * 60_000

/** SMS pumping guard: codes per phone number per hour, whatever the IP. */
const maxSendsPerHour = 5
/** A verified phone must be used (sign-up, reset, change) within this time. */
const ticketTtlMs = minutes(15)

// Session

export async function getSession(ctx: RequestContext): Promise<Session> {
  if (!ctx.session) return { language: ctx.language, user: null, contextRole: null, profile: null }
  const user = await accountsRepository.findUserById(ctx.db, ctx.session.userId)
  if (!user) return { language: ctx.language, user: null, contextRole: null, profile: null }
  const role = ctx.session.contextRole
  const [roles, summary] = await Promise.all([
    profilesService.findRoles(ctx.db, user.id),
    profilesService.findSummary(ctx.db, user.id, role),
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
    session: { id: opened.id, userId: user.id, contextRole, language, isAdmin: user.isAdmin },
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
  const now = ctx.clock.now()
  const existing = await accountsRepository.findUserByPhone(ctx.db, input.phone)
  let userId: string | null = null
  switch (input.purpose) {
    case 'signUp':
      if (existing) throw new DomainError('PHONE_ALREADY_REGISTERED')
      break
    case 'resetPassword': {
      if (!existing) throw new DomainError('PHONE_NOT_REGISTERED')
      if (input.role) {
        const roles = await profilesService.findRoles(ctx.db, existing.id)
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

  const last = await accountsRepository.findLatestOtp(ctx.db, input.phone, input.purpose)
  const wait = otpResendWait(last?.createdAt ?? null, now)
  if (wait > 0) throw new DomainError('OTP_RESEND_TOO_SOON', { seconds: wait })
  const sentLastHour = await accountsRepository.countOtpSince(
    ctx.db,
    input.phone,
    new Date(now.getTime() - minutes(60)),
  )
  if (sentLastHour >= maxSendsPerHour) throw new DomainError('RATE_LIMITED', { seconds: 3600 })

  const code = generateOtpCode((max) => randomInt(max))
  const id = randomUUID()
  const language =
    existing && isEnglishOnlyRole(roleSchema.catch('patient').parse(existing.primaryRole))
      ? 'en'
      : ctx.language
  // The code and its SMS commit together (issue 8 §1): the send is a job, rendered in the recipient's language.
  await ctx.db.transaction().execute(async (trx) => {
    await accountsRepository.insertOtp(trx, {
      id,
      phone: input.phone,
      purpose: input.purpose,
      userId,
      // Bound to the row, so a code is only good for the request that asked for it (ASVS 2.7.3).
      codeHash: sha256(`${id}:${code}`),
      expiresAt: new Date(now.getTime() + constants.otpTtlSeconds * 1000),
      createdAt: now,
    })
    await ctx.jobs.enqueue(
      trx,
      'sms.send',
      { to: input.phone, language, template: 'code', params: { code } },
      { key: `otp:${id}` },
    )
  })
  return { resendAfterSeconds: constants.otpResendSeconds, expiresInSeconds: constants.otpTtlSeconds }
}

export async function verifyOtp(ctx: RequestContext, input: VerifyOtpInput): Promise<{ ticket: string }> {
  const now = ctx.clock.now()
  const otp = await accountsRepository.findLatestOtp(ctx.db, input.phone, input.purpose)
  if (!otp || otp.verifiedAt) throw new DomainError('OTP_INVALID')
  if (otp.expiresAt <= now) throw new DomainError('OTP_EXPIRED')
  if (otp.attempts >= constants.otpMaxAttempts) throw new DomainError('OTP_TOO_MANY_ATTEMPTS')
  if (input.purpose === 'changePhone' && otp.userId !== ctx.session?.userId)
    throw new DomainError('OTP_INVALID')
  const expected = Buffer.from(otp.codeHash, 'hex')
  const given = Buffer.from(sha256(`${otp.id}:${input.code}`), 'hex')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const attempts = await accountsRepository.incrementOtpAttempts(ctx.db, otp.id)
    throw new DomainError(attempts >= constants.otpMaxAttempts ? 'OTP_TOO_MANY_ATTEMPTS' : 'OTP_INVALID')
  }
  const ticket = newToken()
  await accountsRepository.markOtpVerified(ctx.db, otp.id, sha256(ticket), now)
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

export async function signIn(ctx: RequestContext, input: SignInInput): Promise<OpenedSession> {
  const user = await accountWithPassword(ctx, input)
  return openSignedInSession(ctx, user, roleSchema.parse(user.primaryRole))
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
  const { code, ...credentials } = input
  const user = await accountWithPassword(ctx, credentials)
  if (!user.isAdmin) {
    // SPEC 6: a non-admin at the admin sign-in is signed out and told so.
    if (ctx.session) await accountsRepository.deleteSession(ctx.db, ctx.session.id)
    throw new DomainError('ADMIN_ONLY')
  }
  const step = await checkSecondFactor(ctx, user, code)
  if (step) return step
  return openSignedInSession(ctx, user, 'admin')
}

async function openSignedInSession(
  ctx: RequestContext,
  user: accountsRepository.UserRecord,
  role: Role,
): Promise<OpenedSession> {
  if (ctx.session) await accountsRepository.deleteSession(ctx.db, ctx.session.id)
  const client = clientOf(ctx)
  const opened = await ctx.db.transaction().execute(async (trx) => {
    const session = await openSession(
      trx,
      ctx.clock.now(),
      { userId: user.id, contextRole: role, language: ctx.language },
      client,
    )
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
    await profilesService.updateContact(trx, user.id, { email: input.newEmail })
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
    await profilesService.updateContact(trx, user.id, { phoneNumber: spent.phone })
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
