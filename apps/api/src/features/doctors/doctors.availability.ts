import type { Availability, AvailabilityQuery, ReservedTimes } from '@app/domain/schedules'
import * as schedulesService from '#api/features/schedules/schedules.service'
import type { RequestContext } from '#api/plugins/context'
import { assertVisible, pageReadsFor } from './doctors.visibility'

// A visible doctor's free slots and taken times (the booking wizard, SPEC 2.5; getAllReservedTimes, 7.2): the
// schedule is the schedules feature's, who may see the doctor is ours, so doctors composes the two (issue 41 §6:
// schedules never imports doctors).

/** The free slots of a doctor anyone may see. */
export async function getAvailability(
  ctx: RequestContext,
  doctorId: string,
  query: AvailabilityQuery,
): Promise<Availability> {
  // The replica's, but the primary's for the doctor and admins (issue 44 §4: pageReadsFor). A slot booked a moment
  // ago may still show free for up to the replica's lag: the booking's exclusion constraint decides (SLOT_TAKEN).
  const reads = pageReadsFor(ctx, doctorId)
  // Who may see the doctor is checked beside the computation, not before it: one round trip, not two.
  const [, availability] = await Promise.all([
    assertVisible(ctx, doctorId, reads),
    schedulesService.getAvailability(ctx, doctorId, query, reads),
  ])
  return availability
}

/** SPEC 7.2 getAllReservedTimes: the times taken on one Cairo day of a doctor anyone may see. */
export async function getReservedTimes(
  ctx: RequestContext,
  doctorId: string,
  day: string,
): Promise<ReservedTimes> {
  const reads = pageReadsFor(ctx, doctorId)
  await assertVisible(ctx, doctorId, reads)
  return schedulesService.getReservedTimes(ctx, doctorId, day, reads)
}
