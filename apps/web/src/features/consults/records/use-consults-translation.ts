import { useTranslation } from '#web/shared/hooks/use-translation'

/** The consult summary and health record texts, with the field messages and error codes these pages show. */
export function useConsultsTranslation() {
  const translation = useTranslation(['consults', 'validation', 'errors'])
  return {
    ...translation,
    language: translation.i18n.language.startsWith('en') ? ('en' as const) : ('ar' as const),
  }
}
