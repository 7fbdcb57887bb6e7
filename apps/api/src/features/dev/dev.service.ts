import { DomainError } from '@app/domain/shared'
import type { RequestContext } from '#api/plugins/context'
import * as devRepository from './dev.repository'

export async function listOutbox(ctx: RequestContext) {
  if (!ctx.config.outbox) throw new DomainError('NOT_FOUND')
  return devRepository.listMessages(ctx.db, 100)
}
