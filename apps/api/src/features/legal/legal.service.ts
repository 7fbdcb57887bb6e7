import {
  doctorsAccept,
  everyoneAccepts,
  type AcceptLegal,
  type AcceptedLegalKey,
  type LegalAcceptanceVia,
  type LegalAcceptances,
  type LegalKey,
  type LegalText,
  type LegalVersions,
  type PendingLegal,
  type PublishLegalText,
} from '@app/domain/legal'
import { DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as auditService from '#api/features/audit/audit.service'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import * as legalRepository from './legal.repository'
import type { LegalTextRow } from './legal.repository'

/**
 * Legal texts and help (issue 45 §1; SPEC 1, 2.1 /help): the seven texts anyone may read, in their latest version.
 * They are small and read once per page, so they are read from the database each time (no copy per instance).
 * Admins publish a new version (markdown in both languages): every version is kept, and each publication audited.
 */

export const toLegalText = (row: LegalTextRow): LegalText => ({
  key: row.key as LegalKey,
  version: row.version,
  ar: row.ar,
  en: row.en,
  publishedAt: row.publishedAt.toISOString(),
})

/** `GET /api/v1/legal/{key}`: the text's latest version, for anyone, signed in or not. */
export async function getLegalText(ctx: RequestContext, key: LegalKey): Promise<LegalText> {
  const row = await legalRepository.latest(ctx.db, key)
  // Every key has its version 1 from the migration; a database without it is not this app's.
  if (!row) throw new DomainError('NOT_FOUND')
  return toLegalText(row)
}

/** Admin rights: an admin session, which is opened only with the second factor (accounts.service adminSignIn). */
function assertAdmin(ctx: SignedInContext) {
  if (ctx.session.contextRole !== 'admin' || !ctx.session.isAdmin) throw new DomainError('FORBIDDEN')
}

/** `GET /api/v1/legal/{key}/versions`: every version of a text, newest first, for the admins who edit it. */
export async function listVersions(ctx: SignedInContext, key: LegalKey): Promise<LegalVersions> {
  assertAdmin(ctx)
  const rows = await legalRepository.versions(ctx.db, key)
  return { key, items: rows.map((row) => ({ ...toLegalText(row), publishedBy: row.publishedBy })) }
}

/**
 * `POST /api/v1/legal/{key}/versions`: an admin publishes the next version of a text. The latest is locked, so two
 * publications of one text at once become two versions; the publication is audited with the versions' numbers and
 * texts, in the same transaction.
 */
export async function publish(
  ctx: SignedInContext,
  key: LegalKey,
  text: PublishLegalText,
): Promise<LegalText> {
  assertAdmin(ctx)
  return ctx.db.transaction().execute(async (trx) => {
    const before = await legalRepository.lockLatest(trx, key)
    const after = await legalRepository.insertVersion(trx, {
      key,
      version: (before?.version ?? 0) + 1,
      ar: text.ar,
      en: text.en,
      publishedAt: ctx.clock.now(),
      publishedBy: ctx.session.userId,
    })
    await auditService.record(trx, {
      actorUserId: ctx.session.userId,
      action: 'legal.publish',
      resource: `legal/${key}`,
      detail: {
        before: before ? { version: before.version, ar: before.ar, en: before.en } : null,
        after: { version: after.version, ar: after.ar, en: after.en },
      },
    })
    return toLegalText(after)
  })
}

// Acceptances (issue 45 §1)

/**
 * Records that `userId` accepted the current versions of `keys` (sign-up: the terms and the privacy policy; a
 * doctor's submission for review: the doctor terms and the doctors agreement), in the caller's transaction.
 */
export async function acceptCurrentVersions(
  db: Database,
  userId: string,
  keys: readonly AcceptedLegalKey[],
  via: LegalAcceptanceVia,
  at: Date,
): Promise<void> {
  const current = await legalRepository.latestVersions(db, keys)
  await legalRepository.insertAcceptances(
    db,
    keys.flatMap((key) => {
      const version = current.get(key)
      return version === undefined ? [] : [{ userId, key, version, acceptedAt: at, via }]
    }),
  )
}

/** The demo seed's accounts, made after the migrations, taken to have accepted version 1 as older accounts are. */
export const acceptFirstVersionsForExisting = (db: Database) =>
  legalRepository.acceptFirstVersionsForExisting(db)

/**
 * What the person is asked to accept now: the current version of the terms and the privacy policy when they accepted
 * an older one (or none), and for a doctor the doctors' two once they have accepted a version of them (at their
 * first submission for review, which records the current ones). Admins publish the texts and are not asked.
 */
async function pending(ctx: SignedInContext): Promise<{ key: AcceptedLegalKey; version: number }[]> {
  const role = ctx.session.contextRole
  if (role === 'admin') return []
  const accepted = await legalRepository.acceptedVersions(ctx.db, ctx.session.userId)
  const keys: AcceptedLegalKey[] = [
    ...everyoneAccepts,
    ...(role === 'doctor' ? doctorsAccept.filter((key) => accepted.has(key)) : []),
  ]
  const current = await legalRepository.latestVersions(ctx.db, keys)
  return keys.flatMap((key) => {
    const version = current.get(key)
    return version !== undefined && version > (accepted.get(key) ?? 0) ? [{ key, version }] : []
  })
}

/** `GET /api/v1/legal-acceptances/pending`: the new versions the signed-in person has yet to accept. */
export async function getPending(ctx: SignedInContext): Promise<PendingLegal> {
  return { items: await pending(ctx) }
}

/**
 * `POST /api/v1/legal-acceptances`: the person accepts the versions the dialog showed them. Only texts they are
 * asked to accept; a version that is no longer the current one (an admin published another meanwhile) is refused,
 * so nobody accepts a text they did not see. Accepting again what is already accepted changes nothing.
 */
export async function accept(ctx: SignedInContext, input: AcceptLegal): Promise<PendingLegal> {
  if (ctx.session.contextRole === 'admin') throw new DomainError('FORBIDDEN')
  const allowed: readonly AcceptedLegalKey[] =
    ctx.session.contextRole === 'doctor' ? [...everyoneAccepts, ...doctorsAccept] : everyoneAccepts
  const current = await legalRepository.latestVersions(ctx.db, allowed)
  const acceptedAt = ctx.clock.now()
  const rows = input.items.map((item) => {
    if (!allowed.includes(item.key)) throw new DomainError('FORBIDDEN')
    if (current.get(item.key) !== item.version)
      throw new DomainError('LEGAL_VERSION_OUTDATED', { key: item.key })
    return { userId: ctx.session.userId, ...item, acceptedAt, via: 'dialog' }
  })
  await legalRepository.insertAcceptances(ctx.db, rows)
  return getPending(ctx)
}

/** `GET /api/v1/legal-acceptances/users/{userId}`: what a person accepted and when, for the admins. */
export async function acceptancesOfUser(ctx: SignedInContext, userId: string): Promise<LegalAcceptances> {
  assertAdmin(ctx)
  const rows = await legalRepository.acceptancesOf(ctx.db, userId)
  if (!rows) throw new DomainError('NOT_FOUND')
  return {
    items: rows.map((row) => ({
      key: row.key as AcceptedLegalKey,
      version: row.version,
      acceptedAt: row.acceptedAt.toISOString(),
      via: row.via as LegalAcceptances['items'][number]['via'],
    })),
  }
}
