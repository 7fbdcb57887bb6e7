import { DomainError } from '@app/domain/shared'
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
export async function assertVisible(ctx: RequestContext, doctorId: string): Promise<Visibility> {
  const session = ctx.session
  const visibility = await doctorsRepository.findVisibility(ctx.db, doctorId, session?.userId ?? null)
  if (!visibility) throw new DomainError('NOT_FOUND')
  if (visibility.deactivated) throw new DomainError('ACCOUNT_DEACTIVATED')
  const isSelf = session?.userId === doctorId
  const isAdmin = session?.contextRole === 'admin' && session.isAdmin
  if (isSelf || isAdmin) return visibility
  if (!visibility.verified || (visibility.testing && !visibility.viewerTesting))
    throw new DomainError('NOT_FOUND')
  return visibility
}
