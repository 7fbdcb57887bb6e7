import { nextSlotHorizonDays, type DoctorPage } from '@app/domain/doctors'
import { DomainError } from '@app/domain/shared'
import * as schedulesService from '#api/features/schedules/schedules.service'
import * as paymentSettingsService from '#api/features/payment-settings/payment-settings.service'
import type { RequestContext } from '#api/plugins/context'
import { toPage } from './doctors.mappers'
import * as doctorsRepository from './doctors.repository'
import { pageReadsFor, visibleTo } from './doctors.visibility'

/**
 * SPEC 2.5 step 2: the public page of a doctor, with a price per practice offered now. Read from the replica, except
 * by the doctor and admins (pageReadsFor); a next slot computed afresh is kept on the primary.
 */
export async function getDoctorPage(ctx: RequestContext, doctorId: string): Promise<DoctorPage> {
  const reads = pageReadsFor(ctx, doctorId)
  // The doctor, who may see them and their kept next slot, in one read.
  const found = await doctorsRepository.findWithVisibility(reads, doctorId, ctx.session?.userId ?? null)
  if (!found) throw new DomainError('NOT_FOUND')
  visibleTo(ctx, doctorId, found.visibility)
  const row = found.record
  // Its kept next slot came with it: computed afresh only when missing or stale.
  const next = await schedulesService.findNextSlots(
    ctx.db,
    [doctorId],
    ctx.clock.now(),
    nextSlotHorizonDays,
    new Map([[doctorId, found.keptNextSlot]]),
    reads,
  )
  // ADR 0049: the prices shown with the settings in force; a booking checks its total against the row itself.
  return toPage(row, next.get(doctorId) ?? null, await paymentSettingsService.current(ctx.db))
}
