import { DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import type { RequestContext } from '#api/plugins/context'
import * as doctorsRepository from './doctors.repository'
import type { Visibility } from './doctors.repository'

// Who may see a doctor (SPEC 4, 6)

/**
 * A doctor's pages, availability and favourites are for everyone once the admins have verified the doctor; a
 * testing doctor only for testing users; the doctor and admins always. A deactivated account answers
 * ACCOUNT_DEACTIVATED (the SPEC 4 dialog); any other hidden doctor is simply not found. Answers what it read,
 * the doctor's names included.
 */
export async function assertVisible(
  ctx: RequestContext,
  doctorId: string,
  db: Database = ctx.db,
): Promise<Visibility> {
  return visibleTo(
    ctx,
    doctorId,
    await doctorsRepository.findVisibility(db, doctorId, ctx.session?.userId ?? null),
  )
}

/** assertVisible's rule, on what was read of the doctor for this viewer (undefined: no such doctor). */
export function visibleTo(
  ctx: RequestContext,
  doctorId: string,
  visibility: Visibility | undefined,
): Visibility {
  const session = ctx.session
  if (!visibility) throw new DomainError('NOT_FOUND')
  if (visibility.deactivated) throw new DomainError('ACCOUNT_DEACTIVATED')
  const isSelf = session?.userId === doctorId
  const isAdmin = session?.contextRole === 'admin' && session.isAdmin
  if (isSelf || isAdmin) return visibility
  if (!visibility.verified || (visibility.testing && !visibility.viewerTesting))
    throw new DomainError('NOT_FOUND')
  return visibility
}

/**
 * Where a doctor's page and availability are read (issue 44 §4): the read replica for everyone (it may be up to
 * DATABASE_REPLICA_MAX_LAG_MS behind), but the primary for the doctor themself and for admins, who have just changed
 * what they look at (the doctor's own profile, practices, schedule) and must see it at once.
 */
export function pageReadsFor(ctx: RequestContext, doctorId: string): Database {
  const session = ctx.session
  const isSelf = session?.userId === doctorId
  const isAdmin = session?.contextRole === 'admin' && session.isAdmin
  return isSelf || isAdmin ? ctx.db : ctx.reads
}
