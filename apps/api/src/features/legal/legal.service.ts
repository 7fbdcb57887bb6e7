import type { LegalKey, LegalText, LegalVersions, PublishLegalText } from '@app/domain/legal'
import { DomainError } from '@app/domain/shared'
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
