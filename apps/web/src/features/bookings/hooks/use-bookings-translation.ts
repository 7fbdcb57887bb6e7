import { useTranslation } from '#web/shared/hooks/use-translation'

/** The bookings list's texts, with the error codes its actions may answer. */
export function useBookingsTranslation() {
  const translation = useTranslation(['bookings', 'errors'])
  return {
    ...translation,
    language: translation.i18n.language.startsWith('en') ? ('en' as const) : ('ar' as const),
  }
}
