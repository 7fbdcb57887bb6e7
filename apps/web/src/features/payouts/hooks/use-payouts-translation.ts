import { useTranslation } from '#web/shared/hooks/use-translation'

/** The payouts texts with the validation and error texts their forms show, asked for together. */
export function usePayoutsTranslation() {
  const translation = useTranslation(['payouts', 'validation', 'errors', 'common'])
  const language: 'ar' | 'en' = translation.i18n.language === 'en' ? 'en' : 'ar'
  return { ...translation, language }
}
