import type { BookingListItem } from '@app/domain/bookings'
import { egyptTimeZone, inLanguage, type Language } from '@app/domain/shared'
import { formatEgyptTime, localeTag } from '@app/i18n/format'

/** A booking's day on Egypt's calendar ('Sat 21 Nov'), whatever the device's zone. */
export function egyptDay(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(localeTag(language), {
    timeZone: egyptTimeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(instant))
}

/**
 * Its time on Egypt's clock, '٦:٠٠ م' / '6:00 PM', the app's one clock (issue 41 §4); the list says once that its
 * times are Egypt's.
 */
export const egyptTime = (instant: string, language: Language) => formatEgyptTime(instant, language)

export const doctorName = (doctor: BookingListItem['doctor'], language: Language) =>
  inLanguage(language, doctor.nameAr, doctor.nameEn)

export const specialtyName = (doctor: BookingListItem['doctor'], language: Language) =>
  language === 'en' ? doctor.specialty.nameEn : doctor.specialty.nameAr

export type StatusKey =
  | BookingListItem['status']
  | 'canceledByDoctor'
  | 'canceledByPatient'
  | 'canceledByAdmin'
  | 'patientNoShow'
  | 'doctorNoShow'

/** What the status chip says: the outcome where there is one (SPEC 3.3 flags), else the status. */
export function statusKey(item: BookingListItem): StatusKey {
  if (item.outcome.doctorNoShow) return 'doctorNoShow'
  if (item.outcome.patientNoShow) return 'patientNoShow'
  if (item.status === 'canceled')
    switch (item.outcome.canceledBy) {
      case 'doctor':
        return 'canceledByDoctor'
      case 'patient':
        return 'canceledByPatient'
      case 'admin':
        return 'canceledByAdmin'
      case null:
        return 'canceled'
    }
  return item.status
}

/** The chip's colour: only those whose white text keeps WCAG AA contrast on MUI's palette (not warning or info). */
export const statusColor = (key: StatusKey): 'default' | 'success' | 'error' => {
  switch (key) {
    case 'opened':
    case 'going':
      return 'success'
    case 'failed':
    case 'patientNoShow':
    case 'doctorNoShow':
      return 'error'
    case 'pending':
    case 'finished':
    case 'canceled':
    case 'canceledByAdmin':
    case 'canceledByDoctor':
    case 'canceledByPatient':
      return 'default'
  }
}
