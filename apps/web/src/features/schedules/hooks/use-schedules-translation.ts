import { useTranslation } from '#web/shared/hooks/use-translation'

/**
 * The schedules texts with the error codes (errors) they show. The editor's field messages (validation) load with its
 * fields (useFieldMessage), not with every doctor's page and its free times (issue 8 §5).
 */
export function useSchedulesTranslation() {
  const translation = useTranslation(['schedules', 'errors'])
  return {
    ...translation,
    language: translation.i18n.language.startsWith('en') ? ('en' as const) : ('ar' as const),
  }
}
