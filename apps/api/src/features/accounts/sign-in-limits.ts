import { isIPv4, isIPv6 } from 'node:net'
import { DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import type { RequestContext } from '#api/plugins/context'
import * as accountsRepository from './accounts.repository'

/**
 * Failed passwords are counted per account and source (ADR 0009, ASVS 2.2.1). One source pauses only itself; the
 * account as a whole is never locked, so nobody can keep its owner out by failing on purpose. Counts live in
 * PostgreSQL, so every API instance sees the same ones.
 */
export const signInLimits = {
  windowMs: 15 * 60_000,
  /** Failures of one account from one source before that source is paused for the rest of the window. */
  perSource: 10,
  /** Failures of one account from all sources in the window that count as an attack rather than a forgetful owner. */
  underAttack: 100,
  /** Under attack, a source that has failed must wait this long between tries; a fresh source is not held. */
  underAttackGapMs: 5 * 60_000,
}

/** The source a failure is counted against: the IPv4 address, or the IPv6 /64 (one subscriber's whole network). */
export function sourceOf(ip: string): string {
  const address = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip
  if (!isIPv6(address)) return address
  const [head = '', tail = ''] = address.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`
}

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000))

/** Refuses a try with RATE_LIMITED (and how long to wait) while this source is paused for this account. */
export async function assertMayTry(ctx: RequestContext, subject: string, source: string): Promise<void> {
  const now = ctx.clock.now()
  const since = new Date(now.getTime() - signInLimits.windowMs)
  const recent = await accountsRepository.findAuthFailureTimes(
    ctx.db,
    subject,
    source,
    since,
    signInLimits.perSource,
  )
  const oldestCounted = recent[signInLimits.perSource - 1]
  if (oldestCounted) {
    throw new DomainError('RATE_LIMITED', {
      seconds: secondsUntil(oldestCounted.getTime() + signInLimits.windowMs, now),
    })
  }
  const last = recent[0]
  if (!last || now.getTime() - last.getTime() >= signInLimits.underAttackGapMs) return
  const total = await accountsRepository.countAuthFailuresSince(
    ctx.db,
    subject,
    since,
    signInLimits.underAttack,
  )
  if (total >= signInLimits.underAttack) {
    throw new DomainError('RATE_LIMITED', {
      seconds: secondsUntil(last.getTime() + signInLimits.underAttackGapMs, now),
    })
  }
}

export async function recordFailure(ctx: RequestContext, subject: string, source: string): Promise<void> {
  await accountsRepository.insertAuthFailure(ctx.db, { subject, source, createdAt: ctx.clock.now() })
}

/** A right password from a source forgets that source's failures (not the others': an attacker stays paused). */
export async function forgetSourceFailures(
  ctx: RequestContext,
  subject: string,
  source: string,
): Promise<void> {
  await accountsRepository.clearAuthFailures(ctx.db, subject, source)
}

/** A completed reset by SMS code proves the owner: every pause on the account is lifted. */
export async function forgetAllFailures(db: Database, subject: string): Promise<void> {
  await accountsRepository.clearAuthFailures(db, subject)
}
