import { useTranslation } from '#web/shared/hooks/use-translation'

/** The call page's texts with the error texts it shows, asked for together so the page waits once. */
export function useCallTranslation() {
  const translation = useTranslation(['call', 'errors', 'common'])
  const language: 'ar' | 'en' = translation.i18n.language === 'en' ? 'en' : 'ar'
  return { ...translation, language }
}
