import { useTranslation } from '#web/shared/hooks/use-translation'

/** The orders' texts, with the error codes their actions may answer and the doctors' cancellation rule's wording. */
export function useCentreOrdersTranslation() {
  const translation = useTranslation(['centreOrders', 'errors', 'bookingChanges'])
  return {
    ...translation,
    language: translation.i18n.language === 'en' ? ('en' as const) : ('ar' as const),
  }
}
