import { useTranslation } from '#web/shared/hooks/use-translation'

/** The waiting list's texts (bookings:waitingList), with the error codes its actions may answer. */
export function useWaitingListTranslation() {
  const translation = useTranslation(['bookings', 'errors', 'validation'])
  return {
    ...translation,
    language: translation.i18n.language.startsWith('en') ? ('en' as const) : ('ar' as const),
  }
}
