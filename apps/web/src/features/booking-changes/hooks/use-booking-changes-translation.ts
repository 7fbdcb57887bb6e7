import { useTranslation } from '#web/shared/hooks/use-translation'

/** The booking changes' texts with the field messages and error codes they show, asked for together. */
export function useBookingChangesTranslation() {
  const translation = useTranslation(['bookingChanges', 'validation', 'errors'])
  return {
    ...translation,
    language: translation.i18n.language.startsWith('en') ? ('en' as const) : ('ar' as const),
  }
}
