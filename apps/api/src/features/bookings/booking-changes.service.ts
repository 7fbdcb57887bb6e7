import {
  assertTransition,
  canCancel,
  canReschedule,
  cancelBookingRequestSchema,
  followUpDeadline,
  followUpRefusal,
  freeCancellationUntil,
  refundOnCancel,
  refundTargetsOf,
  type BookingStatus,
  type BookingType,
  type BookingView,
  type CancelBookingRequest,
  type CancellationQuote,
  type CreateFollowUpRequest,
  type FollowUpOption,
  type RefundTarget,
  type RescheduleBookingRequest,
} from '@app/domain/bookings'
import { DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as ledgerService from '#api/features/payments/ledger.service'
import * as medicalFilesService from '#api/features/medical-files/medical-files.service'
import * as notificationsService from '#api/features/notifications/notifications.service'
import * as schedulesService from '#api/features/schedules/schedules.service'
import * as waitingListService from '#api/features/waiting-list/waiting-list.service'
import type { SignedInContext } from '#api/plugins/context'
import * as bookingsRepository from './bookings.repository'
import type { BookingRecord } from './bookings.repository'
import { publishBookingUpdated } from './bookings-list.service'
import { endLapsedHolds, getBooking, insertUnlessHeld, tellConfirmed } from './bookings.service'

/**
 * Changing a paid booking (issue 12 §2, §4; SPEC 4, 9; docs/decisions/0024): cancelling it with the refund the
 * policy gives, moving it once, and booking its free follow-up. Each change is one transaction under the booking's
 * row lock: a transition of the state machine, the ledger when money moves, and the other side told.
 */

type Side = 'patient' | 'doctor'

function sideOf(ctx: SignedInContext, booking: BookingRecord): Side | null {
  const { userId, contextRole } = ctx.session
  if (contextRole === 'doctor' && booking.doctorId === userId) return 'doctor'
  if (contextRole === 'patient' && (booking.patientId === userId || booking.payerId === userId))
    return 'patient'
  return null
}

/** The booking and the caller's side; anyone else is told it does not exist. */
async function partyBooking(ctx: SignedInContext, db: Database, bookingId: string, lock = false) {
  const booking = lock
    ? await bookingsRepository.lock(db, bookingId)
    : await bookingsRepository.findById(db, bookingId)
  const side = booking && sideOf(ctx, booking)
  if (!booking || !side) throw new DomainError('BOOKING_NOT_FOUND')
  return { booking, side }
}

const charged = (booking: BookingRecord) => ({
  doctor: booking.doctorPrice,
  serviceFee: booking.serviceFee,
  vat: booking.vat,
  surcharge: booking.surcharge,
  discount: booking.discount,
  total: booking.total,
})

const targetsOf = (booking: BookingRecord): RefundTarget[] => refundTargetsOf(booking.method)

/** `GET /api/v1/bookings/{id}/cancellation`: what cancelling now would give back, before the patient confirms. */
export async function cancellationQuote(ctx: SignedInContext, bookingId: string): Promise<CancellationQuote> {
  const { booking, side } = await partyBooking(ctx, ctx.db, bookingId)
  const now = ctx.clock.now()
  const terms = { startsAt: booking.startsAt, bookedAt: booking.createdAt }
  const { refund, full } = refundOnCancel(side, terms, now, booking.total)
  return {
    canCancel: canCancel(booking.status as BookingStatus, booking.startsAt, now),
    refund,
    full,
    freeUntil: freeCancellationUntil(booking.startsAt, booking.createdAt)?.toISOString() ?? null,
    targets: targetsOf(booking),
  }
}

/**
 * `POST /api/v1/bookings/{id}/cancel`: the patient side or the booking's doctor cancels a paid booking that has
 * not started (SPEC 4). The slot is free at once (a cancelled booking leaves the no-overlap constraint). A full
 * refund undoes the payment in the ledger, to the wallet — or, when the patient asks and paid by card, back through
 * the provider (a job sends the refund after the commit). A patient's late cancellation refunds nothing and the
 * doctor's held share becomes theirs, as after a consult: the time was kept for the patient.
 */
export async function cancelBooking(
  ctx: SignedInContext,
  bookingId: string,
  body: CancelBookingRequest,
): Promise<BookingView> {
  const input = cancelBookingRequestSchema.parse(body)
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    const { booking, side } = await partyBooking(ctx, trx, bookingId, true)
    if (!canCancel(booking.status as BookingStatus, booking.startsAt, now))
      throw new DomainError('CANNOT_CANCEL')
    // The doctor does not choose where the patient's money goes: a doctor's cancellation refunds to the wallet.
    const target: RefundTarget = side === 'patient' ? input.refundTo : 'wallet'
    if (!targetsOf(booking).includes(target)) throw new DomainError('REFUND_TARGET_NOT_ALLOWED')
    assertTransition(booking.status as BookingStatus, 'canceled')
    const { refund } = refundOnCancel(
      side,
      { startsAt: booking.startsAt, bookedAt: booking.createdAt },
      now,
      booking.total,
    )
    await bookingsRepository.cancel(trx, bookingId, {
      by: side,
      at: now,
      refundTo: booking.total === 0 ? 'none' : refund > 0 ? target : 'none',
    })
    if (refund > 0) {
      await ledgerService.postCancellationRefund(trx, {
        bookingId,
        payerId: booking.payerId,
        doctorId: booking.doctorId,
        price: charged(booking),
        to: target,
      })
      if (target === 'card')
        await ctx.jobs.enqueue(trx, 'payments.refund', { bookingId }, { key: `refund:${bookingId}` })
    } else if (booking.total > 0) {
      await ledgerService.postConsultDocumented(trx, {
        bookingId,
        doctorId: booking.doctorId,
        amount: booking.doctorPrice,
        paid: true,
      })
    }
    await tellCancelled(ctx, trx, booking, side, refund)
    await publishBookingUpdated(trx, booking)
    // The freed time goes to the people waiting for this doctor, in turn (issue 45 §3).
    await waitingListService.enqueueOffering(ctx, trx, booking.doctorId, `cancel:${bookingId}`)
  })
  return getBooking(ctx, bookingId)
}

async function tellCancelled(
  ctx: SignedInContext,
  trx: Database,
  booking: BookingRecord,
  by: Side,
  refund: number,
): Promise<void> {
  const startsAt = booking.startsAt.toISOString()
  if (by === 'doctor') {
    const doctor = notificationsService.doctorNamed(
      await bookingsRepository.findDoctorNames(trx, booking.doctorId),
    )
    await notificationsService.notifyAll(
      ctx,
      trx,
      [...new Set([booking.payerId, booking.patientId])].map((recipientId) => ({
        recipientId,
        type: 'bookings.canceledByDoctor' as const,
        params: { ...doctor, startsAt, refund },
        link: `/booking/${booking.id}/success`,
      })),
    )
    return
  }
  const patient = await medicalFilesService.filePerson(trx, booking.patientId, booking.dependentId)
  await notificationsService.notify(ctx, trx, {
    recipientId: booking.doctorId,
    type: 'bookings.canceledByPatient',
    params: { patientName: patient.name, startsAt, context: patient.context },
    link: '/bookings',
  })
}

/**
 * `POST /api/v1/bookings/{id}/reschedule` (issue 12 §2): the patient moves a paid booking once, until 24 hours
 * before it, to another free slot of the same doctor, keeping the payment. One UPDATE moves it: the new time is
 * taken under the no-overlap constraint in the same statement that frees the old one, so a patient racing for the
 * new slot either wins it or gets SLOT_TAKEN, and nobody is left without a booking.
 */
export async function rescheduleBooking(
  ctx: SignedInContext,
  bookingId: string,
  input: RescheduleBookingRequest,
): Promise<BookingView> {
  const now = ctx.clock.now()
  const startsAt = new Date(input.startsAt)
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const { booking, side } = await partyBooking(ctx, trx, bookingId, true)
      if (side !== 'patient') throw new DomainError('FORBIDDEN')
      if (!canReschedule({ ...booking, status: booking.status as BookingStatus }, now))
        throw new DomainError('CANNOT_RESCHEDULE')
      if (startsAt.getTime() === booking.startsAt.getTime()) throw new DomainError('SLOT_NOT_AVAILABLE')
      const slot = await schedulesService.scheduledSlotAt(trx, booking.doctorId, startsAt, now)
      if (!slot || slot.start.getTime() <= now.getTime()) throw new DomainError('SLOT_NOT_AVAILABLE')
      // A hold past its deadline does not keep the new time (issue 41 §2): it ends first, in this transaction.
      await endLapsedHolds(
        ctx,
        trx,
        [{ doctorId: booking.doctorId, startsAt: slot.start, endsAt: slot.end }],
        now,
      )
      await bookingsRepository.move(trx, booking, slot, now)
      await waitingListService.claimOfferedTimes(
        trx,
        [{ doctorId: booking.doctorId, startsAt: slot.start, endsAt: slot.end, payerId: booking.payerId }],
        now,
      )
      await publishBookingUpdated(trx, booking)
      // The time left goes to the people waiting for this doctor, in turn (issue 45 §3).
      await waitingListService.enqueueOffering(
        ctx,
        trx,
        booking.doctorId,
        `move:${booking.id}:${booking.rescheduleCount}`,
      )
      const patient = await medicalFilesService.filePerson(trx, booking.patientId, booking.dependentId)
      await notificationsService.notify(ctx, trx, {
        recipientId: booking.doctorId,
        type: 'bookings.rescheduled',
        params: {
          patientName: patient.name,
          from: booking.startsAt.toISOString(),
          startsAt: slot.start.toISOString(),
          context: patient.context,
        },
        link: '/bookings',
      })
    })
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string }
    if (code === '23P01' && constraint === 'bookings_no_overlap') throw new DomainError('SLOT_TAKEN')
    throw error
  }
  return getBooking(ctx, bookingId)
}

// ---- Free follow-ups (SPEC 4; issue 12 §4) ----

async function followUpState(db: Database, booking: BookingRecord, now: Date) {
  const [hasFollowUp, allowsFollowUp] = await Promise.all([
    bookingsRepository.hasFollowUp(db, booking.id),
    bookingsRepository.specialtyAllowsFollowUp(db, booking.doctorId),
  ])
  const endedAt = booking.finishedAt ?? booking.endsAt
  const refusal = followUpRefusal(
    {
      status: booking.status as BookingStatus,
      type: booking.type as BookingType,
      endedAt,
      hasFollowUp,
      specialtyAllowsFollowUp: allowsFollowUp,
    },
    now,
  )
  return { refusal, until: followUpDeadline(endedAt) }
}

/** Until when a booking can still be followed up for free, or null when it cannot (the consultation summary). */
export async function followUpUntil(db: Database, booking: BookingRecord, now: Date): Promise<Date | null> {
  const { refusal, until } = await followUpState(db, booking, now)
  return refusal ? null : until
}

/** `GET /api/v1/bookings/{id}/follow-up`: whether the consult can be followed up for free, until when. */
export async function followUpOption(ctx: SignedInContext, bookingId: string): Promise<FollowUpOption> {
  const { booking, side } = await partyBooking(ctx, ctx.db, bookingId)
  if (side !== 'patient') throw new DomainError('FORBIDDEN')
  const { refusal, until } = await followUpState(ctx.db, booking, ctx.clock.now())
  const doctor = await bookingsRepository.findDoctorNames(ctx.db, booking.doctorId)
  return {
    bookingId,
    allowed: refusal === null,
    refusal,
    until: booking.status === 'finished' ? until.toISOString() : null,
    doctor: { id: booking.doctorId, nameAr: doctor?.nameAr ?? '', nameEn: doctor?.nameEn ?? null },
    practice: booking.practice as FollowUpOption['practice'],
    complaint: booking.complaint,
  }
}

/**
 * `POST /api/v1/bookings/{id}/follow-up` (SPEC 4, 5, 8): a free booking with the same doctor, practice and medical
 * file, taking place within 14 days of the consult; confirmed at once. The consult's row lock and a unique index
 * (one live follow-up per consult) make a double submit create one.
 */
export async function createFollowUp(
  ctx: SignedInContext,
  bookingId: string,
  input: CreateFollowUpRequest,
): Promise<{ bookingId: string }> {
  const now = ctx.clock.now()
  const startsAt = new Date(input.startsAt)
  return await ctx.db.transaction().execute(async (trx) => {
    const { booking: consult, side } = await partyBooking(ctx, trx, bookingId, true)
    if (side !== 'patient') throw new DomainError('FORBIDDEN')
    const { refusal, until } = await followUpState(trx, consult, now)
    if (refusal) throw new DomainError(refusal)
    const slot = await schedulesService.scheduledSlotAt(trx, consult.doctorId, startsAt, now)
    if (!slot || slot.start.getTime() <= now.getTime()) throw new DomainError('SLOT_NOT_AVAILABLE')
    // The visit itself must fall inside the window (docs/decisions/0024).
    if (slot.start.getTime() > until.getTime()) throw new DomainError('FOLLOW_UP_EXPIRED')
    const id = await insertUnlessHeld(
      ctx,
      trx,
      {
        doctorId: consult.doctorId,
        patientId: consult.patientId,
        dependentId: consult.dependentId,
        payerId: ctx.session.userId,
        practice: consult.practice,
        status: 'opened',
        type: 'followUp',
        complaint: input.complaint,
        method: 'free',
        doctorPrice: 0,
        serviceFee: 0,
        vat: 0,
        surcharge: 0,
        discount: 0,
        total: 0,
        timeZone: input.timeZone,
        timezoneOffsetMinutes: input.timezoneOffsetMinutes,
        holdExpiresAt: null,
        startsAt: slot.start,
        endsAt: slot.end,
        followUpOf: consult.id,
      },
      now,
    )
    // Under the consult's row lock its follow-up was looked for above; one found now came from outside that lock.
    if (!id)
      throw new DomainError(
        (await bookingsRepository.hasFollowUp(trx, consult.id)) ? 'FOLLOW_UP_ALREADY_BOOKED' : 'SLOT_TAKEN',
      )
    await waitingListService.claimOfferedTimes(
      trx,
      [{ doctorId: consult.doctorId, startsAt: slot.start, endsAt: slot.end, payerId: ctx.session.userId }],
      now,
    )
    const [doctor, patient] = await Promise.all([
      bookingsRepository.findDoctorNames(trx, consult.doctorId),
      medicalFilesService.filePerson(trx, consult.patientId, consult.dependentId),
    ])
    await tellConfirmed(
      ctx,
      trx,
      {
        id,
        payerId: ctx.session.userId,
        patientId: consult.patientId,
        doctorId: consult.doctorId,
        startsAt: slot.start,
      },
      { doctor, patient },
    )
    await publishBookingUpdated(trx, { ...consult, id })
    return { bookingId: id }
  })
}
