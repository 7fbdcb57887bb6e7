import { describe, expect, it } from 'vitest'
import {
  canCancel,
  canReschedule,
  followUpDeadline,
  followUpRefusal,
  freeCancellationUntil,
  refundOnCancel,
} from './bookings.lifecycle'

/** Issue 12 §6 unit: the 24-hour edge in real time across Cairo's clock change, and the 14-day follow-up window. */

// Friday 2026-04-24 00:00 Cairo the clocks go forward to 01:00 (UTC+2 → UTC+3): a day that lasts 23 hours locally.
const startsAt = new Date('2026-04-24T09:00:00Z') // 12:00 Cairo (UTC+3), the day after the change
const hour = 3_600_000
/** Booked a week before: the free cancellation ends 24 hours before the start. */
const booked = { startsAt, bookedAt: new Date(startsAt.getTime() - 7 * 24 * hour) }

describe('cancelling (SPEC 4, 9)', () => {
  it('refunds a patient in full at exactly 24 real hours before, and nothing a moment later — across the change', () => {
    // 24 real hours before is 2026-04-23T09:00Z, which is 11:00 on Cairo's clock (UTC+2), not 12:00.
    expect(refundOnCancel('patient', booked, new Date(startsAt.getTime() - 24 * hour), 15_000)).toEqual({
      refund: 15_000,
      full: true,
    })
    expect(refundOnCancel('patient', booked, new Date(startsAt.getTime() - 24 * hour + 1), 15_000)).toEqual({
      refund: 0,
      full: false,
    })
  })

  it('keeps a free cancellation for an hour after a booking made inside the 24 hours, never in the last 2 (issue 41 §4)', () => {
    // Booked at 23:18 for 10:00 next morning: free until 00:18, then nothing.
    const start = new Date('2026-12-03T08:00:00Z') // 10:00 Cairo
    const bookedAt = new Date('2026-12-02T21:18:00Z') // 23:18 Cairo
    expect(freeCancellationUntil(start, bookedAt)).toEqual(new Date('2026-12-02T22:18:00Z'))
    const late = { startsAt: start, bookedAt }
    expect(refundOnCancel('patient', late, new Date('2026-12-02T22:18:00Z'), 15_000).full).toBe(true)
    expect(refundOnCancel('patient', late, new Date('2026-12-02T22:18:00.001Z'), 15_000).full).toBe(false)
    // Booked 2.5 hours before: free for half an hour, until 2 hours before the start.
    const soon = new Date(start.getTime() - 2.5 * hour)
    expect(freeCancellationUntil(start, soon)).toEqual(new Date(start.getTime() - 2 * hour))
    // Booked within the last 2 hours: no free cancellation at all.
    expect(freeCancellationUntil(start, new Date(start.getTime() - 90 * 60_000))).toBeNull()
    expect(
      refundOnCancel(
        'patient',
        { startsAt: start, bookedAt: new Date(start.getTime() - hour) },
        start,
        15_000,
      ),
    ).toEqual({
      refund: 0,
      full: false,
    })
    // Booked exactly 24 hours before or earlier: the day before, as ever.
    expect(freeCancellationUntil(start, new Date(start.getTime() - 24 * hour))).toEqual(
      new Date(start.getTime() - 24 * hour),
    )
  })

  it('refunds in full whenever the doctor or an admin cancels', () => {
    expect(refundOnCancel('doctor', booked, new Date(startsAt.getTime() - hour), 15_000).refund).toBe(15_000)
    expect(refundOnCancel('admin', booked, new Date(startsAt.getTime() - hour), 15_000).refund).toBe(15_000)
  })

  it('allows cancelling a paid booking until it starts', () => {
    expect(canCancel('opened', startsAt, new Date(startsAt.getTime() - 1))).toBe(true)
    expect(canCancel('opened', startsAt, startsAt)).toBe(false)
    expect(canCancel('pending', startsAt, new Date(0))).toBe(false)
    expect(canCancel('going', startsAt, new Date(0))).toBe(false)
  })
})

describe('rescheduling (issue 12 §2)', () => {
  it('moves an opened booking once, until 24 hours before', () => {
    const booking = { status: 'opened' as const, startsAt, rescheduleCount: 0 }
    expect(canReschedule(booking, new Date(startsAt.getTime() - 24 * hour))).toBe(true)
    expect(canReschedule(booking, new Date(startsAt.getTime() - 24 * hour + 1))).toBe(false)
    expect(canReschedule({ ...booking, rescheduleCount: 1 }, new Date(0))).toBe(false)
    expect(canReschedule({ ...booking, status: 'canceled' }, new Date(0))).toBe(false)
  })
})

describe('the free follow-up (SPEC 4, 5, 8)', () => {
  const endedAt = new Date('2026-04-17T09:15:00Z')
  const consult = {
    status: 'finished' as const,
    type: 'initial' as const,
    endedAt,
    hasFollowUp: false,
    specialtyAllowsFollowUp: true,
  }
  it('is open for exactly 14 days of real time after the consult, across a clock change', () => {
    expect(followUpDeadline(endedAt).toISOString()).toBe('2026-05-01T09:15:00.000Z')
    expect(followUpRefusal(consult, followUpDeadline(endedAt))).toBeNull()
    expect(followUpRefusal(consult, new Date(followUpDeadline(endedAt).getTime() + 1))).toBe(
      'FOLLOW_UP_EXPIRED',
    )
  })

  it('is refused for a follow-up, a consult already followed up, a specialty without it, an unfinished consult', () => {
    const now = new Date(endedAt.getTime() + hour)
    expect(followUpRefusal({ ...consult, type: 'followUp' }, now)).toBe('ALREADY_FOLLOW_UP')
    expect(followUpRefusal({ ...consult, hasFollowUp: true }, now)).toBe('FOLLOW_UP_ALREADY_BOOKED')
    expect(followUpRefusal({ ...consult, specialtyAllowsFollowUp: false }, now)).toBe('FOLLOW_UP_NOT_ALLOWED')
    expect(followUpRefusal({ ...consult, status: 'failed' }, now)).toBe('CONSULT_NOT_FINISHED')
  })
})
