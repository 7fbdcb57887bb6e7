import { describe, expect, it } from 'vitest'
import {
  bookingActionsFor,
  bookingListQuerySchema,
  bookingTabRange,
  nextBookingTab,
  patientNoShowRefusal,
  type BookingActionFacts,
} from './bookings.list'

const hour = 3_600_000

describe('nextBookingTab (issue 41 §4: /bookings opens where the next booking is)', () => {
  // 22:30 Cairo on 1 July (UTC+3).
  const now = new Date('2026-07-01T19:30:00Z')
  it('opens on upcoming when the next booking is tomorrow or later, on today when it is today', () => {
    expect(nextBookingTab({ startsAt: new Date('2026-07-02T07:00:00Z') }, now)).toBe('upcoming')
    expect(nextBookingTab({ startsAt: new Date('2026-07-01T20:45:00Z') }, now)).toBe('today')
    // 23:59 Cairo is still today; 00:00 the next day is upcoming.
    expect(nextBookingTab({ startsAt: new Date('2026-07-01T20:59:00Z') }, now)).toBe('today')
    expect(nextBookingTab({ startsAt: new Date('2026-07-01T21:00:00Z') }, now)).toBe('upcoming')
  })

  it('opens on today when nothing is to come', () => {
    expect(nextBookingTab(undefined, now)).toBe('today')
  })
})

describe('bookingTabRange (SPEC 4: past, today, upcoming on the Cairo calendar)', () => {
  it('makes today the Cairo day of now, not the UTC one', () => {
    // 22:30 UTC on 1 July is 01:30 on 2 July in Cairo (UTC+3 in summer).
    const range = bookingTabRange('today', new Date('2026-07-01T22:30:00Z'))
    expect(range).toEqual({
      from: new Date('2026-07-01T21:00:00Z'),
      to: new Date('2026-07-02T21:00:00Z'),
      order: 'asc',
    })
    expect(bookingTabRange('past', new Date('2026-07-01T22:30:00Z'))).toEqual({
      from: null,
      to: new Date('2026-07-01T21:00:00Z'),
      order: 'desc',
    })
    expect(bookingTabRange('upcoming', new Date('2026-07-01T22:30:00Z'))).toEqual({
      from: new Date('2026-07-02T21:00:00Z'),
      to: null,
      order: 'asc',
    })
  })

  it('gives the spring-forward day 23 hours and the autumn day 25 (Egypt DST, IANA rules)', () => {
    // Clocks go forward at 00:00 on Friday 24 April 2026 and back at 24:00 on Thursday 29 October 2026.
    const spring = bookingTabRange('today', new Date('2026-04-24T10:00:00Z'))
    expect(spring.from).toEqual(new Date('2026-04-23T22:00:00Z'))
    expect(spring.to!.getTime() - spring.from!.getTime()).toBe(23 * hour)
    const autumn = bookingTabRange('today', new Date('2026-10-29T10:00:00Z'))
    expect(autumn.from).toEqual(new Date('2026-10-28T21:00:00Z'))
    expect(autumn.to!.getTime() - autumn.from!.getTime()).toBe(25 * hour)
  })
})

describe('bookingListQuerySchema (SPEC 9 page sizes)', () => {
  it('defaults to today, page 1, ten a page, and takes 10, 25 or 100 only', () => {
    // No tab: the server opens on the tab of the next booking (nextBookingTab).
    expect(bookingListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 })
    expect(bookingListQuerySchema.parse({ tab: 'past', page: '3', pageSize: '25' })).toEqual({
      tab: 'past',
      page: 3,
      pageSize: 25,
    })
    for (const pageSize of ['7', 'all', '1000', '-10'])
      expect(bookingListQuerySchema.safeParse({ pageSize }).success, pageSize).toBe(false)
  })
})

const now = new Date('2026-07-01T10:00:00Z')
const facts = (overrides: Partial<BookingActionFacts> = {}): BookingActionFacts => ({
  status: 'opened',
  type: 'initial',
  practice: 'video',
  startsAt: new Date(now.getTime() + 48 * hour),
  endsAt: new Date(now.getTime() + 48.25 * hour),
  rescheduleCount: 0,
  doctorNoShow: false,
  patientNoShow: false,
  patientJoined: false,
  finishedAt: null,
  documented: false,
  rated: false,
  hasFollowUp: false,
  specialtyAllowsFollowUp: true,
  ...overrides,
})

describe('bookingActionsFor (issue 12 §1)', () => {
  it('lets the patient move a booking once, until a day before', () => {
    expect(bookingActionsFor('patient', facts(), now)).toEqual(['reschedule', 'cancel', 'receipt'])
    expect(bookingActionsFor('patient', facts({ rescheduleCount: 1 }), now)).toEqual(['cancel', 'receipt'])
    expect(bookingActionsFor('doctor', facts(), now)).toEqual(['cancel'])
  })

  it('offers the finished consult its summary, rating and free follow-up, where the specialty allows it', () => {
    const done = facts({
      status: 'finished',
      startsAt: new Date(now.getTime() - 24 * hour),
      endsAt: new Date(now.getTime() - 23.75 * hour),
      finishedAt: new Date(now.getTime() - 23.8 * hour),
      documented: true,
    })
    expect(bookingActionsFor('patient', done, now)).toEqual(['summary', 'rate', 'followUp', 'receipt'])
    expect(
      bookingActionsFor('patient', { ...done, specialtyAllowsFollowUp: false, rated: true }, now),
    ).toEqual(['summary', 'receipt'])
    expect(bookingActionsFor('patient', { ...done, type: 'followUp' }, now)).not.toContain('followUp')
    expect(bookingActionsFor('doctor', done, now)).toEqual(['summary', 'record'])
  })

  it('hides the receipt of a payment that never completed, and keeps it for a no-show', () => {
    expect(bookingActionsFor('patient', facts({ status: 'failed' }), now)).toEqual([])
    expect(bookingActionsFor('patient', facts({ status: 'failed', patientNoShow: true }), now)).toEqual([
      'summary',
      'receipt',
    ])
  })
})

describe('patientNoShowRefusal (SPEC 4 patient no-show)', () => {
  const started = {
    status: 'opened' as const,
    practice: 'clinic' as const,
    startsAt: new Date(now.getTime() - 1),
  }
  it('lets the doctor mark a paid booking once it started', () => {
    expect(patientNoShowRefusal({ ...started, patientJoined: false }, now)).toBeNull()
    expect(patientNoShowRefusal({ ...started, status: 'going', patientJoined: false }, now)).toBeNull()
  })

  it('refuses before the start, once it ended otherwise, and when the patient entered the call', () => {
    expect(
      patientNoShowRefusal({ ...started, startsAt: new Date(now.getTime() + 1), patientJoined: false }, now),
    ).toBe('BOOKING_NOT_STARTED')
    for (const status of ['pending', 'finished', 'failed', 'canceled'] as const)
      expect(patientNoShowRefusal({ ...started, status, patientJoined: false }, now), status).toBe(
        'BOOKING_TRANSITION_REFUSED',
      )
    expect(patientNoShowRefusal({ ...started, practice: 'video', patientJoined: true }, now)).toBe(
      'PATIENT_JOINED',
    )
  })
})
