import { useTranslation } from '#web/shared/hooks/use-translation'

/** The pharmacy's check texts (issue 45 §4), with the error codes its answers carry. */
export function usePrescriptionsTranslation() {
  const translation = useTranslation(['prescriptions', 'errors'])
  return {
    ...translation,
    language: translation.i18n.language.startsWith('en') ? ('en' as const) : ('ar' as const),
  }
}
