import type { LegalKey, LegalText } from '@app/domain/legal'
import { DomainError } from '@app/domain/shared'
import type { RequestContext } from '#api/plugins/context'
import * as legalRepository from './legal.repository'
import type { LegalTextRow } from './legal.repository'

/**
 * Legal texts and help (issue 45 §1; SPEC 1, 2.1 /help): the seven texts anyone may read, in their latest version.
 * They are small and read once per page, so they are read from the database each time (no copy per instance).
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
