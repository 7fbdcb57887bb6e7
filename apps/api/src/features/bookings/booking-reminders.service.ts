import type { Database } from '#api/db/database'
import * as notificationsService from '#api/features/notifications/notifications.service'
import type { RequestContext } from '#api/plugins/context'
import * as bookingsRepository from './bookings.repository'

/**
 * Reminders (issue 12 §3; SPEC 9 'prepare at least 15 minutes before'): the day before a booking, and 15 minutes
 * before a video consult with its join link, to the patient side and the doctor, in each one's language and
 * through the channels they chose. Run every minute by the `bookings.remind` job. A reminder row is written before
 * it is sent, in the same transaction, under a primary key: two workers never send one twice, and a cancelled
 * booking (no longer `opened`) is never reminded.
 */

const minuteMs = 60_000

export async function sendDueReminders(ctx: Pick<RequestContext, 'db' | 'jobs' | 'clock'>): Promise<number> {
  const now = ctx.clock.now()
  return ctx.db.transaction().execute(async (trx) => {
    // The day before: bookings made at least a day ahead, from 24 hours until an hour before they start.
    const dayBefore = await bookingsRepository.claimReminders(trx, 'dayBefore', {
      from: new Date(now.getTime() + 60 * minuteMs),
      to: new Date(now.getTime() + 24 * 60 * minuteMs),
      bookedBeforeStartMs: 24 * 60 * minuteMs,
      videoOnly: false,
    })
    // 15 minutes before a video consult: its join link (the room opens 5 minutes before).
    const soon = await bookingsRepository.claimReminders(trx, 'soon', {
      from: now,
      to: new Date(now.getTime() + 15 * minuteMs),
      bookedBeforeStartMs: 0,
      videoOnly: true,
    })
    await tell(ctx, trx, dayBefore, 'bookings.reminderDayBefore')
    await tell(ctx, trx, soon, 'bookings.reminderSoon')
    return dayBefore.length + soon.length
  })
}

async function tell(
  ctx: Pick<RequestContext, 'jobs' | 'clock'>,
  trx: Database,
  bookings: bookingsRepository.ReminderRow[],
  type: 'bookings.reminderDayBefore' | 'bookings.reminderSoon',
): Promise<void> {
  if (!bookings.length) return
  await notificationsService.notifyAll(
    ctx,
    trx,
    bookings.flatMap((booking): notificationsService.AnyNewNotification[] => {
      const startsAt = booking.startsAt.toISOString()
      const link =
        booking.practice === 'video' && type === 'bookings.reminderSoon' ? `/call/${booking.id}` : '/bookings'
      return [
        ...[...new Set([booking.payerId, booking.patientId])].map((recipientId) => ({
          recipientId,
          type: type as 'bookings.reminderSoon',
          // The doctor's name in the reader's language (their English one in an English text; issue 41 §4).
          params: {
            withName: booking.doctorNameAr,
            ...(booking.doctorNameEn ? { withNameEn: booking.doctorNameEn } : {}),
            startsAt,
          },
          link,
        })),
        {
          recipientId: booking.doctorId,
          type: type as 'bookings.reminderSoon',
          params: { withName: booking.patientName, startsAt },
          link,
        },
      ]
    }),
  )
}
