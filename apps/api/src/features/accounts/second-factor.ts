import type { SecondFactorStep } from '@app/domain/accounts'
import { DomainError, type Language } from '@app/domain/shared'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'
import type { RequestContext } from '#api/plugins/context'
import * as accountsRepository from './accounts.repository'
import { newToken, hashToken } from './sessions.service'
import { issueOtp, spendOtp } from './one-time-codes'
import * as signInLimits from './sign-in-limits'

/**
 * The admins' second factor (issue 10 §1, ASVS 2.8; docs/decisions/0017): a time-based code (RFC 6238: 6 digits,
 * 30-second steps) from an authenticator app, asked at every admin sign-in after the right password.
 * - An admin without a secret enrols (issue 41 §1): the right password texts a code to the account's verified phone;
 *   that code unlocks a new pending secret with its QR code, good for `pendingMinutes`; their first authenticator
 *   code proves it and signs them in. The password alone never shows a secret.
 * - The current step and the one before are accepted (a code typed as it turns), each once: the step that signed in
 *   is kept and no code of it or an earlier step is taken again (ASVS 2.8.4).
 * - Wrong codes count against the account and source like wrong passwords (the same pauses, sign-in-limits.ts).
 */

const issuer = 'Sehha'
const period = 30

/** The step a code must come from, the current one or the one just before (a code typed as it turned). */
async function stepOf(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000)
  const result = await verify({
    secret,
    token: code,
    epoch,
    period,
    epochTolerance: [period, 0],
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  })
  return result.valid ? Math.floor(epoch / period) + result.delta : null
}

async function setupOf(secret: string, label: string): Promise<SecondFactorStep> {
  const otpauthUri = generateURI({ issuer, label, secret, period })
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { secondFactor: 'setup', secret, otpauthUri, qrSvg }
}

/** How long a pending authenticator secret may wait for its first code. */
const pendingMinutes = 15

/**
 * After the right password of an admin: null when the code signs them in (its step is now spent), else what the
 * sign-in must ask for (the code; or, enrolling, the code texted to the phone, then the authenticator's setup). A
 * wrong authenticator code answers TOTP_INVALID; one for a pending secret that expired, TOTP_SETUP_EXPIRED.
 */
export async function checkSecondFactor(
  ctx: RequestContext,
  user: { id: string; phone: string; language: Language },
  input: { code?: string | undefined; phoneCode?: string | undefined },
): Promise<SecondFactorStep | null> {
  const factor = await accountsRepository.findSecondFactor(ctx.db, user.id)
  if (!factor) throw new DomainError('ADMIN_ONLY')
  const now = ctx.clock.now()
  if (factor.totpSecret) {
    if (input.code === undefined) return { secondFactor: 'required' }
    await spendCode(ctx, user.id, factor.totpSecret, input.code, factor.totpLastStep)
    return null
  }
  const pending =
    factor.totpPendingSecret && factor.totpPendingExpiresAt && factor.totpPendingExpiresAt > now
      ? factor.totpPendingSecret
      : null
  if (input.code !== undefined) {
    if (!pending) throw new DomainError('TOTP_SETUP_EXPIRED')
    await spendCode(ctx, user.id, pending, input.code, factor.totpLastStep)
    return null
  }
  if (input.phoneCode !== undefined) {
    await spendOtp(
      ctx,
      { phone: user.phone, purpose: 'adminEnrol', code: input.phoneCode, forUser: user.id },
      (otpId, at) => accountsRepository.markOtpVerified(ctx.db, otpId, hashToken(newToken()), at),
    )
    const secret = generateSecret({ length: 20 })
    await accountsRepository.setPendingSecondFactor(
      ctx.db,
      user.id,
      secret,
      new Date(now.getTime() + pendingMinutes * 60_000),
    )
    return setupOf(secret, `${issuer}:${user.phone}`)
  }
  try {
    await issueOtp(ctx, {
      phone: user.phone,
      purpose: 'adminEnrol',
      userId: user.id,
      language: user.language,
    })
  } catch (error) {
    // The password typed again within the resend wait: the code already sent is still the one to type.
    if (!(error instanceof DomainError && error.code === 'OTP_RESEND_TOO_SOON')) throw error
  }
  return { secondFactor: 'enrol', phoneEnding: user.phone.slice(-2) }
}

/** Checks an authenticator code and spends its step, counting a wrong one against the account and source. */
async function spendCode(
  ctx: RequestContext,
  userId: string,
  secret: string,
  code: string,
  lastStepText: string | null,
): Promise<void> {
  const subject = `totp:${userId}`
  const source = signInLimits.sourceOf(ctx.ip)
  await signInLimits.assertMayTry(ctx, subject, source)
  const lastStep = lastStepText === null ? null : Number(lastStepText)
  const now = ctx.clock.now()
  const step = await stepOf(secret, code, now, lastStep)
  // The step is spent in the same statement that checks it was not, so two requests with one code cannot both pass.
  if (step === null || !(await accountsRepository.spendSecondFactorStep(ctx.db, userId, secret, step, now))) {
    await signInLimits.recordFailure(ctx, subject, source)
    throw new DomainError('TOTP_INVALID')
  }
  await signInLimits.forgetSourceFailures(ctx, subject, source)
}
