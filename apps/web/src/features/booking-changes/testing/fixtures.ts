import type { BookingView } from '@app/domain/bookings'

/** A confirmed wallet booking as the API answers it (BookingView), for this feature's component tests. */
export function bookingView(overrides: Partial<BookingView> & Record<string, unknown> = {}): BookingView {
  return {
    id: '6c0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f',
    status: 'opened',
    type: 'initial',
    practice: 'video',
    startsAt: '2026-12-05T08:00:00.000Z',
    endsAt: '2026-12-05T08:15:00.000Z',
    complaint: 'ألم في الحلق',
    method: 'wallet',
    price: { doctor: 12_000, serviceFee: 3_000, vat: 0, surcharge: 0, discount: 0, total: 15_000 },
    paid: 15_000,
    doctor: { id: '7d0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f', nameAr: 'د. منى سامي', nameEn: 'Dr Mona Samy' },
    patient: { name: 'سلمى عادل', forSomeoneElse: false },
    order: null,
    holdExpiresAt: null,
    createdAt: '2026-11-26T08:00:00.000Z',
    canceledBy: null,
    refundTo: null,
    rescheduleCount: 0,
    followUpOf: null,
    ...overrides,
  } as BookingView
}
