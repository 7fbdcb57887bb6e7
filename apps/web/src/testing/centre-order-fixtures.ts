import type { Session } from '@app/domain/accounts'
import { centreOrderPrice, type CentreOrderList, type CentreOrderView } from '@app/domain/centre-orders'
import type { Role } from '@app/domain/shared'

/** Issue 43: orders and sessions for the orders' tests, as the API's schemas shape them. */
export const orderId = '44444444-4444-4444-8444-444444444444'

export function centreOrder(overrides: Partial<CentreOrderView> = {}): CentreOrderView {
  // The stored lines of the price and method overridden, as the API would have stored them (ADR 0049).
  const { vat, surcharge, discount } = centreOrderPrice({
    price: overrides.price ?? 20000,
    homeCollectionPrice: overrides.homeCollectionPrice ?? 0,
    method: overrides.method ?? 'wallet',
  })
  return {
    id: orderId,
    status: 'booked',
    centreId: '55555555-5555-4555-8555-555555555555',
    centreName: 'Alpha Lab',
    centreAddress: '12 شارع التحرير، الدقي',
    kind: 'lab',
    service: {
      id: 'lab:cbc',
      kind: 'lab',
      code: 'CBC',
      categoryId: 'lab:haematology',
      commercialCategoryId: null,
      nameEn: 'Complete blood count',
      nameAr: 'صورة دم كاملة',
      fastingHours: null,
      preparationEn: null,
      preparationAr: null,
    },
    place: 'centre',
    address: null,
    // 07:00 UTC on 1 July is 10:00 in Cairo (UTC+3 in summer).
    startsAt: '2099-07-01T07:00:00.000Z',
    note: 'Tired for weeks',
    insurance: false,
    method: 'wallet',
    price: 20000,
    homeCollectionPrice: 0,
    vat,
    surcharge,
    discount,
    total: 20000,
    patient: { name: 'Salma Adel', age: 34, gender: 'female' },
    phone: '01012345678',
    paymentOrderId: null,
    acknowledged: true,
    cancelReason: null,
    canceledBy: null,
    refund: null,
    refundTo: null,
    reports: [],
    results: [],
    deliveredAt: null,
    createdAt: '2099-06-01T07:00:00.000Z',
    actions: [],
    ...overrides,
  }
}

export const orderList = (
  items: CentreOrderView[],
  counts: Record<string, number> = {},
  nextCursor: string | null = null,
): { body: CentreOrderList } => ({ body: { items, nextCursor, counts } })

export function sessionAs(role: Role, language: 'ar' | 'en' = 'en'): Session {
  return {
    language,
    user: {
      id: '00000000-0000-4000-8000-000000000007',
      phone: '01000000007',
      email: null,
      emailVerified: false,
      isAdmin: role === 'admin',
      testing: false,
      roles: [role],
    },
    contextRole: role,
    profile: {
      name: role === 'patient' ? 'منى' : 'Alpha Lab',
      photoUrl: null,
      hasAddress: true,
      verified: true,
      testing: false,
      regCompleteness: null,
    },
  }
}
