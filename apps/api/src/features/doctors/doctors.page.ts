import { nextSlotHorizonDays, type DoctorPage } from '@app/domain/doctors'
import { DomainError, inLanguage, type Language } from '@app/domain/shared'
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

/**
 * The doctor's name as their page heads it for this reader (SPEC 3.1: the English name for English readers when
 * there is one), or null when the page is not this reader's to see (hidden, deactivated, unknown).
 */
export async function pageHeading(
  ctx: RequestContext,
  doctorId: string,
  language: Language,
): Promise<string | null> {
  try {
    const doctor = await assertVisible(ctx, doctorId)
    return inLanguage(language, doctor.nameAr, doctor.nameEn)
  } catch (error) {
    if (error instanceof DomainError) return null
    throw error
  }
}
