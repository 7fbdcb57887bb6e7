import type { SecondFactorStep } from '@app/domain/accounts'
import { DomainError } from '@app/domain/shared'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'
import type { RequestContext } from '#api/plugins/context'
import * as accountsRepository from './accounts.repository'
import * as signInLimits from './sign-in-limits'

/**
 * The admins' second factor (issue 10 §1, ASVS 2.8; docs/decisions/0017): a time-based code (RFC 6238: 6 digits,
 * 30-second steps) from an authenticator app, asked at every admin sign-in after the right password.
 * - An admin without a secret is given one (pending) with its QR code; their first code proves it and signs them in.
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

/**
 * After the right password of an admin: null when the code signs them in (its step is now spent), else what the
 * sign-in must ask for (the code, or the authenticator's setup first). A wrong code answers TOTP_INVALID.
 */
export async function checkSecondFactor(
  ctx: RequestContext,
  user: { id: string; phone: string },
  code: string | undefined,
): Promise<SecondFactorStep | null> {
  const factor = await accountsRepository.findSecondFactor(ctx.db, user.id)
  if (!factor) throw new DomainError('ADMIN_ONLY')
  let secret = factor.totpSecret ?? factor.totpPendingSecret
  if (!secret) {
    secret = generateSecret({ length: 20 })
    // Two first sign-ins at once keep one secret: the one that reached the row first.
    secret = await accountsRepository.setPendingSecondFactor(ctx.db, user.id, secret)
  }
  if (code === undefined)
    return factor.totpSecret ? { secondFactor: 'required' } : setupOf(secret, `${issuer}:${user.phone}`)

  const subject = `totp:${user.id}`
  const source = signInLimits.sourceOf(ctx.ip)
  await signInLimits.assertMayTry(ctx, subject, source)
  const lastStep = factor.totpLastStep === null ? null : Number(factor.totpLastStep)
  const step = await stepOf(secret, code, ctx.clock.now(), lastStep)
  // The step is spent in the same statement that checks it was not, so two requests with one code cannot both pass.
  if (step === null || !(await accountsRepository.spendSecondFactorStep(ctx.db, user.id, secret, step))) {
    await signInLimits.recordFailure(ctx, subject, source)
    throw new DomainError('TOTP_INVALID')
  }
  await signInLimits.forgetSourceFailures(ctx, subject, source)
  return null
}
