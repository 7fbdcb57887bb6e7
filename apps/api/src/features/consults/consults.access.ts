import type { CallRole } from '@app/domain/consults'
import { DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as auditService from '#api/features/audit/audit.service'
import * as realtimeService from '#api/features/realtime/realtime.service'
import type { SignedInContext } from '#api/plugins/context'
import * as consultsRepository from './consults.repository'
import type { ConsultBooking, ConsultRow } from './consults.repository'

// Who is a party to a consult, who may read it, and telling its parties of a change (SPEC 6)

/** Which side of the booking the caller is on, or null when they are not a party. */
export function sideOf(
  ctx: SignedInContext,
  booking: Pick<ConsultBooking, 'doctorId' | 'patientId' | 'payerId'>,
): CallRole | null {
  const { userId, contextRole } = ctx.session
  if (contextRole === 'doctor' && booking.doctorId === userId) return 'doctor'
  if (contextRole === 'patient' && (booking.patientId === userId || booking.payerId === userId))
    return 'patient'
  return null
}

export const isAdmin = (ctx: SignedInContext) => ctx.session.contextRole === 'admin' && ctx.session.isAdmin

/** The accounts told of a consult's changes: the doctor and the patient side. */
export const partiesOf = (booking: Pick<ConsultBooking, 'doctorId' | 'patientId' | 'payerId'>) => [
  ...new Set([booking.doctorId, booking.patientId, booking.payerId]),
]

export async function publishUpdated(
  db: Database,
  booking: Pick<ConsultBooking, 'id' | 'doctorId' | 'patientId' | 'payerId'>,
): Promise<void> {
  await realtimeService.publishAll(
    db,
    partiesOf(booking).map((userId) => ({
      userId,
      message: { type: 'consult.updated' as const, bookingId: booking.id },
    })),
  )
}

export async function consultOf(
  ctx: SignedInContext,
  bookingId: string,
): Promise<{ row: ConsultRow; side: CallRole }> {
  const row = await consultsRepository.findConsult(ctx.db, bookingId)
  const side = row && sideOf(ctx, row)
  if (!row || !side) throw new DomainError('BOOKING_NOT_FOUND')
  return { row, side }
}

export const fileIdOf = (booking: Pick<ConsultBooking, 'patientId' | 'dependentId'>) =>
  booking.dependentId ?? booking.patientId

/** Who may read a consult's summary and record views: its two sides, and admins (audited). */
export async function readableConsult(
  ctx: SignedInContext,
  bookingId: string,
  what: string,
): Promise<{ row: ConsultRow; side: CallRole | 'admin' }> {
  const row = await consultsRepository.findConsult(ctx.db, bookingId)
  if (!row) throw new DomainError('BOOKING_NOT_FOUND')
  const side = sideOf(ctx, row)
  if (side) return { row, side }
  if (!isAdmin(ctx)) throw new DomainError('BOOKING_NOT_FOUND')
  await auditService.record(ctx.db, {
    actorUserId: ctx.session.userId,
    action: 'healthRecord.read',
    subjectUserId: row.patientId,
    resource: `consults/${bookingId}/${what}`,
    detail: { readerRole: ctx.session.contextRole },
  })
  return { row, side: 'admin' }
}
