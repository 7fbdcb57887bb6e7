import type { BookingStatus } from '@app/domain/bookings'
import { assertTransition } from '@app/domain/bookings'
import { callOverrunMinutes, closeOutcome, egyptWeekStart, noShowWarningDue } from '@app/domain/consults'
import { asGender } from '@app/domain/profiles'
import { cairoDate, cairoDayStart } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as contactService from '#api/features/accounts/contact.service'
import * as ledgerService from '#api/features/payments/ledger.service'
import * as notificationsService from '#api/features/notifications/notifications.service'
import type { RequestContext } from '#api/plugins/context'
import { publishUpdated } from './consults.access'
import * as consultsRepository from './consults.repository'
import type { ConsultBooking } from './consults.repository'

// Closing consults that are due: no-shows, their money and warnings, and abandoned calls

type JobsAndClock = Pick<RequestContext, 'jobs' | 'clock'>

/**
 * The closing job (every minute; issue 11 §1): a video booking still `opened` at its end becomes `failed`, with who
 * was absent recorded (SPEC 4 no-shows; issue 12 turns them into refunds and warnings), and both sides are told; one
 * still `going` an hour after its end is finished. Each booking in its own transaction, locked, so two workers never
 * close one twice. Expired call tokens are swept too.
 */
export async function closeDue(ctx: JobsAndClock & Pick<RequestContext, 'db'>): Promise<number> {
  const now = ctx.clock.now()
  const due = await consultsRepository.findDue(ctx.db, now, callOverrunMinutes * 60_000, 200)
  let closed = 0
  for (const bookingId of due) {
    const changed = await ctx.db.transaction().execute(async (trx) => {
      const booking = await consultsRepository.lockBooking(trx, bookingId)
      if (!booking) return false
      const presence = {
        doctorJoined: booking.doctorJoinedAt !== null,
        patientJoined: booking.patientJoinedAt !== null,
      }
      const outcome = closeOutcome({ ...booking, status: booking.status as BookingStatus }, presence, now)
      if (!outcome) return false
      assertTransition(booking.status as BookingStatus, outcome.status)
      if (outcome.status === 'finished') {
        await consultsRepository.setCallStatus(trx, bookingId, { status: 'finished', finishedAt: now }, now)
      } else {
        await consultsRepository.setCallStatus(trx, bookingId, outcome, now)
        await settleNoShow(trx, booking, outcome)
        await tellNoShow(ctx, trx, booking, outcome)
        if (outcome.doctorNoShow) await warnIfOverShare(ctx, trx, booking)
      }
      await consultsRepository.deleteTokensOf(trx, bookingId)
      await publishUpdated(trx, booking)
      return true
    })
    if (changed) closed += 1
  }
  await consultsRepository.deleteExpiredTokens(ctx.db, now)
  return closed
}

/**
 * The money of a consult that did not happen (SPEC 4; issue 12 §3): when the doctor was absent (alone or with the
 * patient), the patient's payment returns to their wallet in full; when only the patient was, nothing is refunded
 * and the doctor's held share becomes theirs (the same posting as a documented consult, so never twice).
 */
async function settleNoShow(
  trx: Database,
  booking: ConsultBooking,
  outcome: { doctorNoShow: boolean; patientNoShow: boolean },
): Promise<void> {
  if (booking.total === 0) return
  if (outcome.doctorNoShow)
    await ledgerService.postCancellationRefund(trx, {
      bookingId: booking.id,
      payerId: booking.payerId,
      doctorId: booking.doctorId,
      price: {
        doctor: booking.doctorPrice,
        serviceFee: booking.serviceFee,
        vat: booking.vat,
        surcharge: booking.surcharge,
        discount: booking.discount,
        total: booking.total,
      },
      to: 'wallet',
    })
  else
    await ledgerService.postConsultDocumented(trx, {
      bookingId: booking.id,
      doctorId: booking.doctorId,
      amount: booking.doctorPrice,
      paid: true,
    })
}

/**
 * SPEC 4, 9: a doctor who missed more than 15% of a week's video bookings (the Egyptian week, Saturday to Friday,
 * in Cairo) gets a first warning, recorded once per week for the admins, and is told.
 */
async function warnIfOverShare(ctx: JobsAndClock, trx: Database, booking: ConsultBooking): Promise<void> {
  const weekStart = egyptWeekStart(cairoDate(booking.startsAt))
  const from = cairoDayStart(weekStart)
  const to = cairoDayStart(addDays(weekStart, 7))
  const { total, missed } = await consultsRepository.videoWeek(trx, booking.doctorId, from, to)
  if (!noShowWarningDue(missed, total)) return
  const kept = await consultsRepository.insertWarning(trx, {
    doctorId: booking.doctorId,
    weekStart,
    missed,
    total,
  })
  if (!kept) return
  const doctor = notificationsService.doctorNamed(
    await consultsRepository.findDoctorNames(trx, booking.doctorId),
  )
  await notificationsService.notifyAll(ctx, trx, [
    {
      recipientId: booking.doctorId,
      type: 'consults.noShowWarning' as const,
      params: { missed, total },
      link: '/bookings',
    },
    ...(await contactService.adminIds(trx)).map((adminId) => ({
      recipientId: adminId,
      type: 'consults.doctorWarned' as const,
      params: { ...doctor, missed, total },
      link: `/manage-doctors/${booking.doctorId}`,
    })),
  ])
}

const addDays = (day: string, days: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

async function tellNoShow(
  ctx: JobsAndClock,
  trx: Database,
  booking: ConsultBooking,
  outcome: { doctorNoShow: boolean; patientNoShow: boolean },
): Promise<void> {
  const startsAt = booking.startsAt.toISOString()
  const patientSide = [...new Set([booking.patientId, booking.payerId])]
  const link = `/call-summary/${booking.id}`
  // Each side is told of the other's absence in words agreeing with them ("لم تنضم الطبيبة"; issue 41 §4).
  const consult = await consultsRepository.findConsult(trx, booking.id)
  await notificationsService.notifyAll(ctx, trx, [
    ...patientSide.map((recipientId): notificationsService.AnyNewNotification =>
      outcome.doctorNoShow
        ? {
            recipientId,
            type: 'consults.doctorAbsent',
            params: { startsAt, context: asGender(consult?.doctorGender) },
            link,
          }
        : { recipientId, type: 'consults.youMissed', params: { startsAt }, link },
    ),
    outcome.doctorNoShow
      ? { recipientId: booking.doctorId, type: 'consults.youMissed', params: { startsAt }, link: '/bookings' }
      : {
          recipientId: booking.doctorId,
          type: 'consults.patientAbsent',
          params: { startsAt, context: asGender(consult?.fileGender) },
          link: '/bookings',
        },
  ])
}
