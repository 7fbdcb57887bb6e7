import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import { generateOtpCode, otpResendWait, type OtpPurpose } from '@app/domain/accounts'
import { constants, DomainError, type Language } from '@app/domain/shared'
import type { RequestContext } from '#api/plugins/context'
import * as accountsRepository from './accounts.repository'
import { hashToken as sha256 } from './sessions.service'

/** One-time codes texted to a phone (SPEC 4 phone verification; ASVS 2.7): issued and spent here, whatever for. */

const minutes = (n: number) => n * 60_000

/** SMS pumping guard: codes per phone number per hour, whatever the IP. */
const maxSendsPerHour = 5

/** What a code proves: the public purposes, and the admin's enrolment of an authenticator (issue 41 §1). */
export type StoredOtpPurpose = OtpPurpose | 'adminEnrol'

/**
 * Texts a new code for `purpose` to `phone`, within the resend wait and the hourly cap; the code and its SMS commit
 * together (issue 8 §1): the send is a job, rendered in the recipient's language.
 */
export async function issueOtp(
  ctx: RequestContext,
  target: { phone: string; purpose: StoredOtpPurpose; userId: string | null; language: Language },
): Promise<void> {
  const now = ctx.clock.now()
  const last = await accountsRepository.findLatestOtp(ctx.db, target.phone, target.purpose)
  const wait = otpResendWait(last?.createdAt ?? null, now)
  if (wait > 0) throw new DomainError('OTP_RESEND_TOO_SOON', { seconds: wait })
  const sentLastHour = await accountsRepository.countOtpSince(
    ctx.db,
    target.phone,
    new Date(now.getTime() - minutes(60)),
  )
  if (sentLastHour >= maxSendsPerHour) throw new DomainError('RATE_LIMITED', { seconds: 3600 })

  const code = generateOtpCode((max) => randomInt(max))
  const id = randomUUID()
  await ctx.db.transaction().execute(async (trx) => {
    await accountsRepository.insertOtp(trx, {
      id,
      phone: target.phone,
      purpose: target.purpose,
      userId: target.userId,
      // Bound to the row, so a code is only good for the request that asked for it (ASVS 2.7.3).
      codeHash: sha256(`${id}:${code}`),
      expiresAt: new Date(now.getTime() + constants.otpTtlSeconds * 1000),
      createdAt: now,
    })
    await ctx.jobs.enqueue(
      trx,
      'sms.send',
      { to: target.phone, language: target.language, template: 'code', params: { code } },
      { key: `otp:${id}` },
    )
  })
}

/**
 * Checks a code against the latest one sent to `phone` for `purpose` and spends it, answering its row; a wrong one
 * counts an attempt (ASVS 2.7: five at most). `forUser`: the code must have been sent for that account.
 */
export async function spendOtp(
  ctx: RequestContext,
  input: { phone: string; purpose: StoredOtpPurpose; code: string; forUser?: string | null },
  spend: (otpId: string, now: Date) => Promise<void>,
): Promise<void> {
  const now = ctx.clock.now()
  const otp = await accountsRepository.findLatestOtp(ctx.db, input.phone, input.purpose)
  if (!otp || otp.verifiedAt) throw new DomainError('OTP_INVALID')
  if (otp.expiresAt <= now) throw new DomainError('OTP_EXPIRED')
  if (otp.attempts >= constants.otpMaxAttempts) throw new DomainError('OTP_TOO_MANY_ATTEMPTS')
  if (input.forUser !== undefined && otp.userId !== input.forUser) throw new DomainError('OTP_INVALID')
  const expected = Buffer.from(otp.codeHash, 'hex')
  const given = Buffer.from(sha256(`${otp.id}:${input.code}`), 'hex')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const attempts = await accountsRepository.incrementOtpAttempts(ctx.db, otp.id)
    throw new DomainError(attempts >= constants.otpMaxAttempts ? 'OTP_TOO_MANY_ATTEMPTS' : 'OTP_INVALID')
  }
  await spend(otp.id, now)
}
