import { nextSlotHorizonDays, type DoctorPage } from '@app/domain/doctors'
import { DomainError } from '@app/domain/shared'
import * as schedulesService from '#api/features/schedules/schedules.service'
import type { RequestContext } from '#api/plugins/context'
import { toPage } from './doctors.mappers'
import * as doctorsRepository from './doctors.repository'
import { assertVisible } from './doctors.visibility'

/** SPEC 2.5 step 2: the public page of a doctor, with a price per practice offered now. */
export async function getDoctorPage(ctx: RequestContext, doctorId: string): Promise<DoctorPage> {
  await assertVisible(ctx, doctorId)
  const row = await doctorsRepository.findById(ctx.db, doctorId)
  if (!row) throw new DomainError('NOT_FOUND')
  const next = await schedulesService.findNextSlots(ctx.db, [doctorId], ctx.clock.now(), nextSlotHorizonDays)
  return toPage(row, next.get(doctorId) ?? null)
}
