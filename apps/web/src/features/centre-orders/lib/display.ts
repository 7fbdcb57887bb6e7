import type { CentreOrderView } from '@app/domain/centre-orders'
import { inLanguage, type Language } from '@app/domain/shared'
import { formatDate, formatEgyptTime } from '@app/i18n/format'

/**
 * Who looks at an order: its patient side, its centre, or someone else allowed to read it: the doctor whose referral it
 * answers, or an admin.
 */
export type OrderSide = 'patient' | 'centre' | 'doctor' | 'admin'

/** A visit's day on Egypt's calendar, 'Sat, 21 Nov' / 'السبت، ٢١ نوفمبر', whatever the device's zone. */
export const visitDay = (instant: string, language: Language) =>
  formatDate(instant, language, { dateStyle: undefined, weekday: 'short', day: 'numeric', month: 'short' })

/** Its time on Egypt's clock, the app's one clock (issue 41 §4); lists say once that their times are Egypt's. */
export const visitTime = (instant: string, language: Language) => formatEgyptTime(instant, language)

export const serviceName = (order: Pick<CentreOrderView, 'service'>, language: Language) =>
  inLanguage(language, order.service.nameAr, order.service.nameEn)

export type StatusKey =
  | 'pending'
  | 'new'
  | 'upcoming'
  | 'toReport'
  | 'booked'
  | 'delivered'
  | 'reportReady'
  | 'undelivered'
  | 'canceledByYou'
  | 'canceledByPatient'
  | 'canceledByCentre'
  | 'canceledByAdmin'
  | 'canceled'
  | 'failed'

/**
 * What the status chip says. A centre sees a booked order by its stage (new until opened, upcoming, then a report
 * due once the visit time passed: the tabs of issue 43 §3); the patient sees it booked, then its report ready.
 */
export function statusKey(order: CentreOrderView, side: OrderSide, now: Date = new Date()): StatusKey {
  switch (order.status) {
    case 'pending':
    case 'undelivered':
    case 'failed':
      return order.status
    case 'booked':
      if (side !== 'centre') return 'booked'
      if (!order.acknowledged) return 'new'
      return Date.parse(order.startsAt) > now.getTime() ? 'upcoming' : 'toReport'
    case 'delivered':
      return side === 'patient' ? 'reportReady' : 'delivered'
    case 'canceled':
      switch (order.canceledBy) {
        case 'patient':
          return side === 'patient' ? 'canceledByYou' : 'canceledByPatient'
        case 'centre':
          return side === 'centre' ? 'canceledByYou' : 'canceledByCentre'
        case 'admin':
          return 'canceledByAdmin'
        case null:
          return 'canceled'
      }
  }
}

/** The chip's colour: only those whose white text keeps WCAG AA contrast on MUI's palette (not warning or info). */
export function statusColor(key: StatusKey): 'default' | 'primary' | 'success' | 'error' {
  switch (key) {
    case 'new':
    case 'toReport':
      return 'primary'
    case 'delivered':
    case 'reportReady':
      return 'success'
    case 'failed':
    case 'undelivered':
      return 'error'
    case 'pending':
    case 'upcoming':
    case 'booked':
    case 'canceledByYou':
    case 'canceledByPatient':
    case 'canceledByCentre':
    case 'canceledByAdmin':
    case 'canceled':
      return 'default'
  }
}

/** Where a value stands against its range: only a bound that is there counts. */
export function rangeFlag(result: { value: number; low: number | null; high: number | null }) {
  if (result.low !== null && result.value < result.low) return 'low' as const
  if (result.high !== null && result.value > result.high) return 'high' as const
  return result.low === null && result.high === null ? null : ('normal' as const)
}
