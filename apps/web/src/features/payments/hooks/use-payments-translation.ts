import { useTranslation } from '#web/shared/hooks/use-translation'

/**
 * The payments texts with what they show from other namespaces: field labels and messages (validation) and error
 * codes (errors). Asked for together, so a page waits once for its texts.
 */
export function usePaymentsTranslation() {
  const translation = useTranslation(['payments', 'validation', 'errors', 'common'])
  const language: 'ar' | 'en' = translation.i18n.language === 'en' ? 'en' : 'ar'
  return { ...translation, language }
}
