import {
  assertTransition,
  bookingActionsFor,
  bookingTabRange,
  nextBookingTab,
  patientNoShowRefusal,
  type BookingList,
  type BookingListItem,
  type BookingListQuery,
  type BookingSide,
  type BookingStatus,
} from '@app/domain/bookings'
import type { PracticeKind } from '@app/domain/doctors'
import { DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as filesService from '#api/features/files/files.service'
import * as notificationsService from '#api/features/notifications/notifications.service'
import * as ledgerService from '#api/features/payments/ledger.service'
import * as realtimeService from '#api/features/realtime/realtime.service'
import type { SignedInContext } from '#api/plugins/context'
import * as listRepository from './bookings-list.repository'
import type { ListOwner, ListRow } from './bookings-list.repository'

/**
 * My bookings (issue 12 §1; SPEC 2.1 /bookings, 2.4, 4, 6, 9): each side's bookings by Cairo day — past, today,
 * upcoming — with the actions the domain allows that side, and the doctor's mark that the patient did not come
 * (issue 12 §3). Only a booking's two sides see it: its doctor, and on the patient side the account whose file it
 * is and the account that paid. Every change tells them over the socket (`booking.updated`).
 */

/** The booking's parties: its doctor and the patient side (the file's account and the payer). */
const partiesOf = (booking: { doctorId: string; patientId: string; payerId: string }) => [
  ...new Set([booking.doctorId, booking.patientId, booking.payerId]),
]

/**
 * Tells the booking's parties' open lists that it changed. Call it in the transaction of the change (NOTIFY leaves
 * on commit, never on rollback): every change of a booking — payment, cancellation, move, no-show — goes through here.
 */
export async function publishBookingUpdated(
  db: Database,
  booking: { id: string; doctorId: string; patientId: string; payerId: string },
): Promise<void> {
  await realtimeService.publishAll(
    db,
    partiesOf(booking).map((userId) => ({
      userId,
      message: { type: 'booking.updated' as const, bookingId: booking.id },
    })),
  )
}

/** Whose list the caller sees: a patient's or a doctor's; labs, radios and admins have none here (SPEC 2.2). */
function ownerOf(ctx: SignedInContext): ListOwner {
  const { contextRole, userId } = ctx.session
  if (contextRole === 'patient') return { side: 'patient', userId }
  if (contextRole === 'doctor') return { side: 'doctor', userId }
  throw new DomainError('FORBIDDEN')
}

const isPaid = (status: BookingStatus) => status === 'opened' || status === 'going' || status === 'finished'

function itemOf(row: ListRow, side: BookingSide, now: Date): BookingListItem {
  const status = row.status as BookingStatus
  const practice = row.practice as PracticeKind
  const actions = bookingActionsFor(
    side,
    {
      status,
      type: row.type as BookingListItem['type'],
      practice,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      rescheduleCount: row.rescheduleCount,
      doctorNoShow: row.doctorNoShow,
      patientNoShow: row.patientNoShow,
      patientJoined: row.patientJoinedAt !== null,
      finishedAt: row.finishedAt,
      documented: row.documentedAt !== null,
      rated: row.rated,
      hasFollowUp: row.hasFollowUp,
      specialtyAllowsFollowUp: row.specialtyAllowsFollowUp,
    },
    now,
  )
  // A no-show keeps what was paid (a patient no-show is not refunded; a doctor no-show's refund is its own entry).
  const paid = isPaid(status) || row.doctorNoShow || row.patientNoShow ? row.total : 0
  return {
    id: row.id,
    side,
    status,
    type: row.type as BookingListItem['type'],
    practice,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    outcome: {
      canceled: status === 'canceled' || row.canceled,
      canceledBy: (row.canceledBy as BookingListItem['outcome']['canceledBy']) ?? null,
      doctorNoShow: row.doctorNoShow,
      patientNoShow: row.patientNoShow,
    },
    doctor: {
      id: row.doctorId,
      nameAr: row.doctorNameAr,
      nameEn: row.doctorNameEn,
      photoUrl: filesService.optionalFileUrl(row.doctorPhotoFileId),
      specialty: { id: row.specialtyId, nameAr: row.specialtyNameAr, nameEn: row.specialtyNameEn },
    },
    patient: {
      name: row.fileName ?? '',
      fileId: row.dependentId ?? row.patientId,
      complaint: row.complaint,
      forSomeoneElse: row.patientId !== row.payerId || row.dependentId !== null,
    },
    price: { total: row.total, paid },
    // The payment to finish is the patient side's business only.
    order:
      side === 'patient' && row.orderId && row.orderStatus
        ? { id: row.orderId, status: row.orderStatus as NonNullable<BookingListItem['order']>['status'] }
        : null,
    holdExpiresAt: side === 'patient' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    actions,
  }
}

/**
 * `GET /api/v1/bookings?tab=&page=&pageSize=` (listBookings): one page of the caller's side's bookings; without a tab,
 * of the tab holding the next booking.
 */
export async function listBookings(ctx: SignedInContext, query: BookingListQuery): Promise<BookingList> {
  const owner = ownerOf(ctx)
  const now = ctx.clock.now()
  // Issue 41 §4: asked for no tab, the list opens where the next booking is (not on an empty today).
  const tab =
    query.tab ??
    nextBookingTab(
      await listRepository.nextLiveStart(ctx.db, owner, now).then((startsAt) => startsAt && { startsAt }),
      now,
    )
  const range = bookingTabRange(tab, now)
  const { rows, total } = await listRepository.listPage(ctx.db, {
    owner,
    ...range,
    // A cancelled booking never stands above one still to happen (issue 41 §4); past reads back in time only.
    liveFirst: tab !== 'past',
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  })
  return {
    items: rows.map((row) => itemOf(row, owner.side, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    tab,
  }
}

/**
 * `POST /api/v1/bookings/{bookingId}/patient-no-show` (markPatientNoShow; SPEC 4 'patient no-show (the doctor could
 * not reach the patient)', issue 12 §3): the booking's doctor records that the patient did not come, once the
 * appointment has started. The booking fails with no refund, and the doctor's held share becomes their earnings —
 * under the key documenting the consult would use, so it is released once whichever comes first. A video booking the
 * closing job already failed with the patient absent answers as if marked now (and releases the share, once).
 */
export async function markPatientNoShow(ctx: SignedInContext, bookingId: string): Promise<BookingListItem> {
  // Patients, centres and admins never mark an absence; a doctor learns nothing of another doctor's booking.
  if (ctx.session.contextRole !== 'doctor') throw new DomainError('FORBIDDEN')
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    const booking = await listRepository.lock(trx, bookingId)
    // A pending booking is not in the doctor's list yet (issue 12 §1), so it is not found either.
    if (!booking || booking.doctorId !== ctx.session.userId || booking.status === 'pending')
      throw new DomainError('BOOKING_NOT_FOUND')
    const status = booking.status as BookingStatus
    if (status === 'failed' && booking.patientNoShow) {
      // Absent both: the doctor was not there either, and earns nothing for it.
      if (!booking.doctorNoShow) await releaseShare(trx, booking)
      return
    }
    const refusal = patientNoShowRefusal(
      {
        status,
        practice: booking.practice as PracticeKind,
        startsAt: booking.startsAt,
        patientJoined: booking.patientJoinedAt !== null,
      },
      now,
    )
    if (refusal === 'BOOKING_TRANSITION_REFUSED')
      throw new DomainError(refusal, { from: status, to: 'failed' })
    if (refusal) throw new DomainError(refusal)
    assertTransition(status, 'failed')
    await listRepository.markPatientNoShow(trx, booking.id, now)
    await releaseShare(trx, booking)
    const doctor = notificationsService.doctorNamed(
      await listRepository.findDoctorNames(trx, booking.doctorId),
    )
    await notificationsService.notifyAll(
      ctx,
      trx,
      [...new Set([booking.patientId, booking.payerId])].map((recipientId) => ({
        recipientId,
        type: 'bookings.patientNoShow' as const,
        params: { ...doctor, startsAt: booking.startsAt.toISOString() },
        link: '/bookings',
      })),
    )
    await publishBookingUpdated(trx, booking)
    // An open waiting room or call page of the booking refetches too.
    await realtimeService.publishAll(
      trx,
      partiesOf(booking).map((userId) => ({
        userId,
        message: { type: 'consult.updated' as const, bookingId: booking.id },
      })),
    )
  })
  const row = await listRepository.findListed(ctx.db, bookingId)
  if (!row) throw new DomainError('BOOKING_NOT_FOUND')
  return itemOf(row, 'doctor', now)
}

/** SPEC 3.5 'visit receive': the doctor's held share to their earnings, once per booking (a free one held nothing). */
async function releaseShare(trx: Database, booking: listRepository.ListedBooking): Promise<void> {
  await ledgerService.postConsultDocumented(trx, {
    bookingId: booking.id,
    doctorId: booking.doctorId,
    amount: booking.doctorPrice,
    paid: booking.total > 0,
  })
}
