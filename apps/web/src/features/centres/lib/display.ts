import type { CentreHoursView, CentreKind, CentreServiceView } from '@app/domain/centres/schemas'
import { cairoDate, inLanguage, type Language } from '@app/domain/shared'
import { formatWallTime, joinList } from '@app/i18n/format'

/** A service's name in the reader's language, and the other language's (shown small, for a referral in either). */
export function serviceNames(service: Pick<CentreServiceView, 'nameAr' | 'nameEn'>, language: Language) {
  return {
    name: inLanguage(language, service.nameAr, service.nameEn),
    other: language === 'en' ? service.nameAr : service.nameEn,
    otherLanguage: language === 'en' ? ('ar' as const) : ('en' as const),
  }
}

/** A service's preparation notes in the reader's language (the Arabic ones when there are no English ones). */
export function preparationOf(
  service: Pick<CentreServiceView, 'preparationAr' | 'preparationEn'>,
  language: Language,
): string | null {
  return language === 'en'
    ? (service.preparationEn ?? service.preparationAr)
    : (service.preparationAr ?? service.preparationEn)
}

/** A service's kind from its id (`lab:cbc`, `radio:chest-xray`); null for anything else. */
export function kindOfService(serviceId: string): CentreKind | null {
  if (serviceId.startsWith('lab:')) return 'lab'
  if (serviceId.startsWith('radio:')) return 'radio'
  return null
}

/** Today's weekday in Cairo, 0 Sunday … 6 Saturday, as the centres' hours number them. */
export function cairoWeekday(now: Date = new Date()): number {
  return new Date(`${cairoDate(now)}T00:00:00Z`).getUTCDay()
}

/** The periods of one weekday as the language says times ('٩:٠٠ ص – ٥:٠٠ م'); empty when closed. */
export function periodsOf(hours: CentreHoursView['days'], weekday: number, language: Language): string {
  const ranges = hours.find((day) => day.weekday === weekday)?.ranges ?? []
  return joinList(
    ranges.map((r) => `${formatWallTime(r.opens, language)} – ${formatWallTime(r.closes, language, true)}`),
    language,
  )
}

/**
 * An answer meaning there is no such test, scan or centre for this viewer: NOT_FOUND, or an id the API's schema
 * refuses (a hand-edited address).
 */
export function isMissing(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED')
  )
}
