import { useTranslation } from '#web/shared/hooks/use-translation'

/** The centres' texts with the error codes they show; `language` for names and money in the reader's language. */
export function useCentresTranslation() {
  const translation = useTranslation(['centres', 'common', 'errors'])
  return {
    ...translation,
    language: translation.i18n.language.startsWith('en') ? ('en' as const) : ('ar' as const),
  }
}
