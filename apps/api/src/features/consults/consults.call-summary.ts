import type { BookingStatus } from '@app/domain/bookings'
import {
  canRate,
  consultMinutes,
  type CallRole,
  type CallSummary,
  type RateConsult,
  rateConsultSchema,
} from '@app/domain/consults'
import { DomainError } from '@app/domain/shared'
import * as bookingChangesService from '#api/features/bookings/booking-changes.service'
import type { SignedInContext } from '#api/plugins/context'
import { consultOf, publishUpdated, readableConsult } from './consults.access'
import * as consultsRepository from './consults.repository'
import type { ConsultRow } from './consults.repository'
import { summaryWithNote } from './consults.summary'
import { doctorOf, patientOf } from './consults.view'

// The patient's side: the consultation summary (with its receipt) and rating the consult

/**
 * `GET /api/v1/consults/{bookingId}/summary-view`: the consultation summary (SPEC 2.8) — for the patient side, and,
 * as the record's visit and prescription views, for the booking's doctor and admins.
 */
export async function getCallSummary(ctx: SignedInContext, bookingId: string): Promise<CallSummary> {
  const { row, side } = await readableConsult(ctx, bookingId, 'summary')
  return callSummaryOf(ctx, row, side)
}

async function callSummaryOf(
  ctx: SignedInContext,
  row: ConsultRow,
  side: CallRole | 'admin',
): Promise<CallSummary> {
  const now = ctx.clock.now()
  const [{ summary, note }, rating] = await Promise.all([
    summaryWithNote(ctx.db, row),
    consultsRepository.findRating(ctx.db, row.id),
  ])
  const status = row.status as BookingStatus
  const paid = status === 'opened' || status === 'going' || status === 'finished'
  const followUpUntil = await bookingChangesService.followUpUntil(ctx.db, row, now)
  return {
    bookingId: row.id,
    status,
    practice: row.practice as CallSummary['practice'],
    type: row.type as CallSummary['type'],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    durationMinutes: consultMinutes(row.startedAt, row.finishedAt),
    complaint: row.complaint,
    doctor: doctorOf(row),
    patient: patientOf(row, now),
    note: summary.updatedAt ? summary.note : null,
    prescription: summary.prescription,
    referrals: summary.referrals,
    documented: row.documentedAt !== null,
    verificationCode: summary.verificationCode,
    // Issue 45 §4: the code a pharmacist asks for is the patient side's alone (not the doctor's, nor an admin's).
    dispenseCode: side === 'patient' && summary.prescription.length > 0 ? (note?.dispenseCode ?? null) : null,
    dispensedAt: note?.dispensedAt?.toISOString() ?? null,
    noShow: { doctor: row.doctorNoShow, patient: row.patientNoShow },
    receipt: {
      method: row.method as CallSummary['receipt']['method'],
      price: {
        doctor: row.doctorPrice,
        serviceFee: row.serviceFee,
        vat: row.vat,
        surcharge: row.surcharge,
        discount: row.discount,
        total: row.total,
      },
      paid: paid ? row.total : 0,
      freeFollowUp: row.type === 'followUp',
    },
    rating: rating ? { ...rating, createdAt: rating.createdAt.toISOString() } : null,
    canRate: side === 'patient' && canRate(status, rating !== undefined),
    followUpUntil: followUpUntil?.toISOString() ?? null,
  }
}

/**
 * `POST /api/v1/consults/{bookingId}/rating` (SPEC 4: once): the patient side rates a finished consult; the doctor's
 * mean and count change in the same transaction. A second rating answers "You've already rated this Consultation".
 */
export async function rateConsult(
  ctx: SignedInContext,
  bookingId: string,
  body: RateConsult,
): Promise<CallSummary> {
  const input = rateConsultSchema.parse(body)
  const { row, side } = await consultOf(ctx, bookingId)
  if (side !== 'patient') throw new DomainError('FORBIDDEN')
  if (row.rated) throw new DomainError('CONSULT_ALREADY_RATED')
  if (row.status !== 'finished') throw new DomainError('CONSULT_NOT_FINISHED')
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    const kept = await consultsRepository.insertRating(
      trx,
      {
        bookingId,
        doctorId: row.doctorId,
        raterId: ctx.session.userId,
        stars: input.stars,
        comment: input.comment,
      },
      now,
    )
    if (!kept) throw new DomainError('CONSULT_ALREADY_RATED')
    await consultsRepository.addToDoctorRating(trx, row.doctorId, input.stars)
    await publishUpdated(trx, row)
  })
  return callSummaryOf(ctx, { ...row, rated: true }, side)
}
