import { useTranslation } from '#web/shared/hooks/use-translation'

/** The booking wizard's texts, with the doctors' (titles, prices), the field messages and the error codes it shows. */
export function useBookingTranslation() {
  const translation = useTranslation(['booking', 'doctors', 'validation', 'errors'])
  return {
    ...translation,
    language: translation.i18n.language.startsWith('en') ? ('en' as const) : ('ar' as const),
  }
}
